/**
 * A session that ends while a page is open (renewal refused upstream, or the cookies gone, e.g.
 * after logging out in another tab): the next authenticated call answers 401, and the customer is
 * sent to login at once with the page as the return target, instead of being left on a page that
 * can no longer work. Nothing is written upstream by the refused call, and logging in again leads
 * back to the page.
 */
import { test, expect } from './fault-stack';
import { sessionCookies, submitLogin } from './fault-checks';
import { HEADSET_MESSAGES as M } from '#contract/headset-messages.ts';

const IPD_PAGE = '/account/order/ord-1001/ipd';
const IPD_PATH = '/beyond/order/ord-1001/ipd';
const loginFor = (page: string) => `/account/login?redir=${encodeURIComponent(page)}`;

test('cookies gone while the IPD page is open: confirming goes to login, and logging in comes back', async ({
  page,
  context,
  login,
  mock,
}) => {
  await login();
  await page.goto(IPD_PAGE);
  await expect(page.getByText('Your current IPD: 64 mm')).toBeVisible();
  await context.clearCookies();

  await page.getByRole('radio', { name: '60 mm' }).check();
  await page.getByRole('button', { name: M.confirmIpd(60) }).click();
  await expect(page).toHaveURL(loginFor(IPD_PAGE));
  expect(await mock.journal({ path: IPD_PATH, method: 'PUT' })).toEqual([]);
  expect((await mock.order('ord-1001')).order.ipd).toBe(64);

  await submitLogin(page);
  await expect(page).toHaveURL(IPD_PAGE);
  await expect(page.getByText('Your current IPD: 64 mm')).toBeVisible();
});

test('renewal refused while the orders page is open: opening an order goes to login with that order as the target', async ({
  page,
  context,
  login,
  mock,
}) => {
  await login();
  await page.goto('/account/orders');
  const order = page.getByRole('article', { name: 'Your Beyond Order (#1001)' });
  await expect(order).toBeVisible();
  // The fault before the expiry: a background session check in between would renew the session.
  await mock.fault({ path: '/auth/renew', status: 401, body: { message: 'Refresh token revoked', status: 401 } });
  await mock.expireTokens();

  await order.getByRole('link', { name: M.changeIpd }).click();
  await expect(page).toHaveURL(loginFor(IPD_PAGE));
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await sessionCookies(context)).toEqual([]);
  expect(await mock.journal({ path: '/auth/renew' })).toHaveLength(1);
});

test('session ending while a scan is submitted: login, then back to the scan, which is still pending and completes', async ({
  page,
  login,
  mock,
}) => {
  await login();
  const processPath = '/beyond/scan/tpy-demo-ok/process';
  // The submission is held a moment upstream; the session expires meanwhile and cannot be renewed.
  await mock.fault({ path: processPath, method: 'GET', delayMs: 800 });
  await mock.fault({ path: '/auth/renew', status: 401, body: { message: 'Refresh token revoked', status: 401 } });
  const submitted = page.waitForRequest((r) => r.url().endsWith('/api/beyond/scan/tpy-demo-ok/process'));
  await page.goto('/scan/tpy-demo-ok/process');
  await submitted;
  await mock.expireTokens();

  await expect(page).toHaveURL(loginFor('/scan/tpy-demo-ok/process'));
  const [first] = await mock.journal({ path: processPath });
  expect(first?.status).toBe(401);

  await submitLogin(page);
  await expect(page).toHaveURL('/scan/tpy-demo-ok/process');
  await expect(page.getByRole('heading', { level: 1, name: M.scanComplete })).toBeVisible();
  expect(await mock.journal({ path: processPath })).toHaveLength(2);
});
