/**
 * Playwright fixtures: each worker gets its own stack (mock-upstream + the built server on free
 * ports), the mock is reset to its seed before every test, third-party hosts are stubbed at the
 * network edge unless a test routes them itself, a console error fails the test unless the
 * test calls `allowConsoleErrors()`, and a page load returns once React has taken the page over.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { startMockProcess, startSiteProcess, type MockProcess, type SiteProcess } from '../helpers/processes';
import type { MockControl } from '../helpers/mock-control';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';
import { holding, takenOver } from './takeover';

interface Stack {
  mock: MockProcess;
  site: SiteProcess;
}

interface TestFixtures {
  mock: MockControl;
  consoleErrors: string[];
  allowConsoleErrors: () => void;
  login: (email?: string, password?: string) => Promise<void>;
}

const THIRD_PARTY = /^https:\/\/(?!127\.0\.0\.1|localhost)[^/]+\//;

/** How long a page load waits for the takeover before the test goes on regardless (and says so). */
const TAKEOVER_WAIT_MS = 15_000;

type WaitUntil = NonNullable<Parameters<Page['goto']>[1]>['waitUntil'];

export const test = base.extend<TestFixtures, { stack: Stack }>({
  stack: [
    async ({}, use) => {
      const mock = await startMockProcess();
      const site = await startSiteProcess(mock);
      await use({ mock, site });
      await site.stop();
      await mock.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // A drawn page is on screen before React takes it over, and its code may start only after the
  // browser's load event (server/src/static.ts): an action then would meet the HTML alone. So a
  // load returns once the app is live, except where the test asks for less (`waitUntil: 'commit'`),
  // holds requests to look at the page before the takeover, or runs without JavaScript.
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    if (javaScriptEnabled !== false) {
      const settle = async (waitUntil: WaitUntil) => {
        if (waitUntil === 'commit' || holding.has(page)) return;
        // Polled by time, not by frame: a page in a hidden tab draws none.
        await takenOver(page, { orNoApp: true, timeout: TAKEOVER_WAIT_MS, polling: 50 }).catch((error: unknown) => {
          if (page.isClosed()) return;
          process.stderr.write(
            `[fixtures] ${testInfo.titlePath.join(' › ')}: no takeover after ${page.url()} (${String(error).split('\n')[0]})\n`,
          );
        });
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await settle(options?.waitUntil);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await settle(options?.waitUntil);
        return response;
      };
    }
    await use(page);
  },
  baseURL: async ({ stack }, use) => {
    await use(stack.site.baseURL);
  },
  mock: [
    async ({ stack }, use) => {
      await stack.mock.control.reset();
      await use(stack.mock.control);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      // Third-party hosts cannot be reached here: answer them with nothing unless a test routes them.
      await page.route(THIRD_PARTY, (route) => route.abort('blockedbyclient'));
      await use(errors);
      const allowed = testInfo.annotations.some((a) => a.type === 'console-errors-allowed');
      if (!allowed) expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleErrors: async ({}, use, testInfo) => {
    await use(() => {
      testInfo.annotations.push({ type: 'console-errors-allowed' });
    });
  },
  login: async ({ page }, use) => {
    await use(async (email = 'verified@example.com', password = DEMO_PASSWORD) => {
      const res = await page.request.post('/api/auth/login', { data: { email, password } });
      expect(res.ok(), `login as ${email}`).toBeTruthy();
    });
  },
});

export { expect };
export type { Page };
