/**
 * The whole main API gone (its process stopped, so connections are refused rather than dropped):
 * a signed-in customer who reloads cannot be confirmed as signed in and is offered the login
 * screen, which says it cannot connect; the server keeps serving and does not throw the session
 * away over an outage. This test runs its own mock and server, since it stops the mock.
 */
import { test, expect } from './fault-stack';
import { sessionCookies, submitLogin } from './fault-checks';
import { startMockProcess, startSiteProcess } from '../helpers/processes';
import { MESSAGES } from '#contract/messages.ts';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

test('upstream stopped: the login screen says it cannot connect, the session is kept, and the server keeps serving', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const mock = await startMockProcess();
  const site = await startSiteProcess(mock, { UPSTREAM_TIMEOUT_MS: '1500' });
  try {
    const login = await page.request.post(`${site.baseURL}/api/auth/login`, {
      data: { email: 'verified@example.com', password: DEMO_PASSWORD },
    });
    expect(login.ok()).toBeTruthy();
    await page.goto(`${site.baseURL}/account/orders`);
    await expect(page.getByRole('article', { name: 'Your Beyond Order (#1001)' })).toBeVisible();

    await mock.stop();
    await page.reload();
    await expect(page).toHaveURL(`${site.baseURL}/account/login?redir=${encodeURIComponent('/account/orders')}`);
    await submitLogin(page);
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.hostNotFound);
    // An outage is not a sign-out: the cookies stay for when the upstream is back.
    expect(await sessionCookies(context)).toHaveLength(2);

    expect((await page.request.get(`${site.baseURL}/healthz`)).status()).toBe(200);
    expect((await page.request.get(`${site.baseURL}/readyz`)).status()).toBe(200);
    expect(site.child.exitCode).toBeNull();
    expect(site.output.filter((line) => /unhandled|uncaught/i.test(line))).toEqual([]);
  } finally {
    await site.stop();
    await mock.stop();
  }
});
