/**
 * The shared browser-test fixtures with one change: the site server is started with a test
 * publishable key (and, for the demo path, STRIPE_JS_URL pointing at mock-upstream's stand-in),
 * as an operator would configure it. Everything else (mock reset, third-party blocking, console
 * error checks, login) is the shared fixtures'.
 */
import { test as base } from '../fixtures';
import { startMockProcess, startSiteProcess, type MockProcess, type SiteProcess } from '../../helpers/processes';
import { E2E_PUBLISHABLE_KEY } from './stripe';

interface Stack {
  mock: MockProcess;
  site: SiteProcess;
}

function withPaymentConfig(standIn: boolean) {
  return base.extend<object, { stack: Stack }>({
    stack: [
      async ({}, use) => {
        const mock = await startMockProcess();
        const site = await startSiteProcess(mock, {
          STRIPE_PUBLISHABLE_KEY_TEST: E2E_PUBLISHABLE_KEY,
          ...(standIn ? { STRIPE_JS_URL: `${mock.url}/__stripe/v3` } : {}),
        });
        await use({ mock, site });
        await site.stop();
        await mock.stop();
      },
      { scope: 'worker', timeout: 60_000 },
    ],
  });
}

/** The provider's script comes from https://js.stripe.com, which tests stub with page.route. */
export const test = withPaymentConfig(false);
/** The offline demo: the provider's script comes from mock-upstream's stand-in. */
export const demoTest = withPaymentConfig(true);
export { expect } from '../fixtures';
