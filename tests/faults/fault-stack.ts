/**
 * Browser fault tests share the e2e fixtures with three changes:
 *  - the site is started with a short default upstream timeout (SHORT_TIMEOUT_MS), so "slower
 *    than the default timeout" costs about a second and a half instead of fifteen; login,
 *    verify (10 s) and logout (30 s) keep their fixed BEHAVIOUR §9 timeouts;
 *  - the payment provider's test key is configured, so the purchase screen can be tested
 *    (each purchase test stubs the provider's host with stubStripe);
 *  - every test ends by checking that the server is still up: /healthz answers 200, the process
 *    is alive, and it logged no unhandled rejection or unhandled error during the test.
 * Chromium logs every 4xx/5xx answer as a console error ("Failed to load resource"); fault tests
 * cause those on purpose, so they are allowed, and any other console error still fails the test
 * unless the test names it with `expectConsoleError`.
 */
import { test as base, expect } from '../e2e/fixtures';
import { startMockProcess, startSiteProcess, type MockProcess, type SiteProcess } from '../helpers/processes';
import { E2E_PUBLISHABLE_KEY } from '../e2e/stubs/stripe';

/** The site's default upstream timeout in these tests (UPSTREAM_TIMEOUT_MS; the config's minimum is 1000). */
export const SHORT_TIMEOUT_MS = 1500;
/** A delay comfortably past SHORT_TIMEOUT_MS. */
export const PAST_SHORT_TIMEOUT_MS = 2500;

interface Stack {
  mock: MockProcess;
  site: SiteProcess;
}

interface FaultFixtures {
  /** Allows one more kind of console error (matched by substring) that the test causes on purpose. */
  expectConsoleError: (text: string) => void;
  resourceErrorsOnly: void;
  serverStaysUp: void;
}

const CRASH_LOG = /unhandled|uncaught/i;

export const test = base.extend<FaultFixtures, { stack: Stack }>({
  stack: [
    async ({}, use) => {
      const mock = await startMockProcess();
      const site = await startSiteProcess(mock, {
        UPSTREAM_TIMEOUT_MS: String(SHORT_TIMEOUT_MS),
        STRIPE_PUBLISHABLE_KEY_TEST: E2E_PUBLISHABLE_KEY,
      });
      await use({ mock, site });
      await site.stop();
      await mock.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  expectConsoleError: async ({}, use, testInfo) => {
    await use((text) => {
      testInfo.annotations.push({ type: 'expected-console-error', description: text });
    });
  },
  resourceErrorsOnly: [
    async ({ consoleErrors, allowConsoleErrors }, use, testInfo) => {
      allowConsoleErrors();
      await use();
      const expected = testInfo.annotations.filter((a) => a.type === 'expected-console-error').map((a) => a.description ?? '');
      const unexplained = consoleErrors.filter((e) => !/Failed to load resource/.test(e) && !expected.some((x) => e.includes(x)));
      expect(unexplained, 'console errors other than failed resources').toEqual([]);
    },
    { auto: true },
  ],
  serverStaysUp: [
    async ({ stack }, use) => {
      const crashesBefore = stack.site.output.filter((line) => CRASH_LOG.test(line)).length;
      await use();
      const health = await fetch(`${stack.site.baseURL}/healthz`);
      expect(health.status, '/healthz after the fault').toBe(200);
      expect(stack.site.child.exitCode, 'the server process is still running').toBeNull();
      const crashes = stack.site.output.filter((line) => CRASH_LOG.test(line));
      expect(crashes.slice(crashesBefore), 'unhandled errors in the server log').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
