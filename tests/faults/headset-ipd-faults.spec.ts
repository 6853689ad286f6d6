/**
 * The IPD change screen when PUT /beyond/order/{id}/ipd (or the renewal in front of it) fails:
 * the customer sees the BEHAVIOUR §8 message on the IPD screen (BEHAVIOUR §15: a save failure is
 * shown), the order's IPD is unchanged upstream, the PUT was sent at most once, and the customer
 * can choose again.
 */
import type { Page } from '@playwright/test';
import { test, expect, PAST_SHORT_TIMEOUT_MS, SHORT_TIMEOUT_MS } from './fault-stack';
import { sessionCookies, type FaultCase } from './fault-checks';
import { MESSAGES } from '#contract/messages.ts';
import { HEADSET_MESSAGES as M } from '#contract/headset-messages.ts';

const IPD_PAGE = '/account/order/ord-1001/ipd';
const IPD_PATH = '/beyond/order/ord-1001/ipd';

async function chooseAndConfirm(page: Page, ipd: number) {
  await page.getByRole('radio', { name: `${ipd} mm` }).check();
  await page.getByRole('button', { name: M.confirmIpd(ipd) }).click();
}

async function openIpdPage(page: Page) {
  await page.goto(IPD_PAGE);
  await expect(page.getByText('Your current IPD: 64 mm')).toBeVisible();
}

const CASES: FaultCase[] = [
  { name: 'upstream down (connection dropped)', fault: { kind: 'drop' }, message: MESSAGES.hostNotFound },
  { name: 'a 500 without a message', fault: { status: 500, body: { status: 500 } }, message: MESSAGES.apiDefault },
  { name: 'a 500 whose body is malformed JSON', fault: { status: 500, kind: 'malformed' }, message: MESSAGES.apiDefault },
  { name: 'a 500 with an empty body', fault: { status: 500, kind: 'empty' }, message: MESSAGES.apiDefault },
  { name: 'an answer slower than the default timeout', fault: { delayMs: PAST_SHORT_TIMEOUT_MS }, message: MESSAGES.timeout },
];

for (const { name, fault, message } of CASES) {
  test(`IPD: ${name} shows '${message}' and leaves the order's IPD unchanged`, async ({ page, login, mock }) => {
    await login();
    await openIpdPage(page);
    await mock.fault({ path: IPD_PATH, method: 'PUT', ...fault });
    const started = Date.now();
    await chooseAndConfirm(page, 60);

    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByText(M.ipdChanged(60))).toHaveCount(0);
    if (fault.delayMs) {
      // Let the delayed upstream answer come due: the server hung up, so nothing may be written.
      await page.waitForTimeout(Math.max(0, fault.delayMs - (Date.now() - started)) + 300);
    }
    expect((await mock.order('ord-1001')).order.ipd).toBe(64);
    expect(await mock.journal({ path: IPD_PATH, method: 'PUT' })).toHaveLength(1);
    // The form is still there for another try.
    await expect(page.getByRole('radio', { name: '61 mm' })).toBeEnabled();
  });
}

test('IPD: after a failed save, choosing again clears the message and the save goes through', async ({ page, login, mock }) => {
  await login();
  await openIpdPage(page);
  await mock.fault({ path: IPD_PATH, method: 'PUT', kind: 'drop' });
  await chooseAndConfirm(page, 60);
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.hostNotFound);

  await page.getByRole('radio', { name: '61 mm' }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: M.confirmIpd(61) }).click();
  await expect(page.getByText(M.ipdChanged(61))).toBeVisible();
  expect((await mock.order('ord-1001')).order.ipd).toBe(61);
});

test('IPD: a 422 naming the IPD field shows its message at the picker as well as on screen', async ({ page, login, mock }) => {
  await login();
  await openIpdPage(page);
  const message = 'The factory cannot build this headset at 60 mm.';
  await mock.fault({
    path: IPD_PATH,
    method: 'PUT',
    status: 422,
    body: { status: 422, message: 'Validation failed', errors: [{ msg: message, param: 'ipd' }] },
  });
  await chooseAndConfirm(page, 60);

  const picker = page.getByRole('radiogroup', { name: 'Choose your preferred IPD' });
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
  await expect(picker).toHaveAccessibleDescription(message);
  await expect(page.getByText(message)).toHaveCount(2);
  // The upstream received the choice as the page always sent it, once, and changed nothing.
  const puts = await mock.journal({ path: IPD_PATH, method: 'PUT' });
  expect(puts.map((e) => e.body)).toEqual([{ ipd: 60 }]);
  expect((await mock.order('ord-1001')).order.ipd).toBe(64);

  // A new choice clears the refusal at the field and on screen.
  await page.getByRole('radio', { name: '61 mm' }).check();
  await expect(picker).not.toHaveAttribute('aria-invalid');
  await expect(picker).toHaveAccessibleDescription('');
  await expect(page.getByText(message)).toHaveCount(0);
});

test('IPD: the order failing to load offers no IPD choice', async ({ page, login, mock }) => {
  await login();
  await mock.fault({ path: '/beyond/order/ord-1001', method: 'GET', status: 500, kind: 'malformed' });
  await page.goto(IPD_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: M.changeIpd })).toBeVisible();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
});

test('IPD: a renewal slower than the default timeout shows the timeout message and keeps the session', async ({
  page,
  context,
  login,
  mock,
}) => {
  await login();
  await openIpdPage(page);
  // The fault before the expiry: a background session check in between would renew at once.
  await mock.fault({ path: '/auth/renew', delayMs: PAST_SHORT_TIMEOUT_MS });
  await mock.expireTokens();
  await chooseAndConfirm(page, 58);

  await expect(page.getByRole('alert')).toHaveText(MESSAGES.timeout, { timeout: SHORT_TIMEOUT_MS + 5000 });
  expect((await mock.order('ord-1001')).order.ipd).toBe(64);
  // The first PUT met the expired token (401 code 4) and was not retried without a new one.
  const puts = await mock.journal({ path: IPD_PATH, method: 'PUT' });
  expect(puts.map((e) => e.status)).toEqual([401]);
  expect(await sessionCookies(context)).toHaveLength(2);
});
