/**
 * The two timeouts BEHAVIOUR §9 fixes: login gives up after 10 s and logout after 30 s, whatever
 * UPSTREAM_TIMEOUT_MS says. These tests really wait that long, so there is one of each, and they
 * may run side by side (each worker has its own stack).
 */
import { test, expect } from './fault-stack';
import { sessionAccount, sessionCookies, submitLogin } from './fault-checks';
import { AUTH_MESSAGES, MESSAGES } from '#contract/messages.ts';
import { TIMEOUT_MS } from '#contract/protocol.ts';

test.describe.configure({ mode: 'parallel' });

test('login: an upstream slower than 10 s shows the timeout message, and the server keeps serving meanwhile', async ({
  page,
  context,
  mock,
}) => {
  test.setTimeout(TIMEOUT_MS.login + 20_000);
  await mock.fault({ path: '/auth/login', method: 'POST', delayMs: TIMEOUT_MS.login + 5_000 });
  await page.goto('/account/login');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'), { timeout: TIMEOUT_MS.login + 5_000 });
  const started = Date.now();
  await submitLogin(page);
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();

  // While the login hangs, the server answers everything else.
  expect((await page.request.get('/healthz')).status()).toBe(200);
  expect((await page.request.get('/api/info/region')).status()).toBe(200);

  const response = await answered;
  const waited = Date.now() - started;
  expect(response.status()).toBe(504);
  // It waited the fixed timeout, not the short default (a lower bound only: a busy machine can
  // make it later, never earlier). The upstream answers 5 s after the timeout, so the 504 shows
  // the site gave up first; no upper wall-clock bound is needed for that.
  expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS.login - 500);
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.timeout);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  expect(await sessionCookies(context)).toEqual([]);
  expect(await sessionAccount(page)).toBeNull();
  expect(await mock.journal({ path: '/auth/login', method: 'POST' })).toHaveLength(1);
});

test('logout: an upstream slower than 30 s shows the overlay while waiting, then signs the visitor out of the site all the same', async ({
  page,
  context,
  login,
  mock,
}) => {
  test.setTimeout(TIMEOUT_MS.logout + 40_000);
  await login();
  await page.goto('/');
  const menu = page.getByRole('banner').getByRole('button', { name: 'moviebuff' });
  await expect(menu).toBeVisible();
  await mock.fault({ path: '/auth/logout', delayMs: TIMEOUT_MS.logout + 5_000 });
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'), {
    // The answer comes at the 30 s timeout; the margin covers a busy machine's late click.
    timeout: TIMEOUT_MS.logout + 15_000,
  });
  const started = Date.now();
  await menu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const overlay = page.getByRole('dialog').getByText(AUTH_MESSAGES.loggingOut);
  await expect(overlay).toBeVisible();
  expect((await page.request.get('/healthz')).status()).toBe(200);

  const response = await answered;
  const waited = Date.now() - started;
  // It waited the fixed timeout, not the short default (a lower bound only: a busy machine can
  // make it later, never earlier).
  expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS.logout - 500);

  // BEHAVIOUR §4: a visitor who asks to sign out ends signed out of the site, whatever the upstream did.
  expect(response.status()).toBe(200);
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionCookies(context)).toEqual([]);
  expect(await sessionAccount(page)).toBeNull();
});
