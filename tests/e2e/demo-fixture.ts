/**
 * The demo as a visitor on another machine sees it (tests/e2e/demo-remote.spec.ts,
 * tests/e2e/demo-links.spec.ts): the site in demo mode, opened under a host name that is not the
 * machine's loopback address, where every request that does not go to that origin fails (a remote
 * visitor cannot reach the embedded mock's own port) and is recorded in `offOrigin`.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { startDemoSiteProcess, type SiteProcess } from '../helpers/processes';
import { CHROMIUM_FLAGS, locateChromium } from '../../scripts/chromium';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

export const HOST = 'bigscreen-demo.remote.test';

export const test = base.extend<{ offOrigin: string[]; consoleErrors: string[] }, { demo: SiteProcess }>({
  demo: [
    async ({}, use) => {
      const site = await startDemoSiteProcess();
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ demo }, use) => {
    await use(`http://${HOST}:${demo.port}`);
  },
  offOrigin: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const seen: string[] = [];
      await page.route(
        (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
        (route) => {
          seen.push(route.request().url());
          return route.abort('addressunreachable');
        },
      );
      await use(seen);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // Chromium's note that plain http on a host other than localhost cannot isolate the window
        // (COOP needs https); a deployed site is served over https.
        if (msg.type() === 'error' && !msg.text().startsWith('The Cross-Origin-Opener-Policy header has been ignored'))
          errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The browser for these tests, in which the host name resolves to this machine only, as a server's
 * name would. Each spec passes it to its own `test.use` (options apply per file).
 */
export const DEMO_BROWSER = {
  launchOptions: { executablePath: locateChromium(), args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`] },
};

export async function signIn(page: Page, email = 'verified@example.com') {
  const status = await page.evaluate(
    async ([e, p]) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: e, password: p }),
        })
      ).status,
    [email, DEMO_PASSWORD],
  );
  expect(status).toBe(200);
}
