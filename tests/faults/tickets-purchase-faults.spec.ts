/**
 * The purchase screen when POST /media/order (or the renewal in front of it) fails: the customer
 * sees the BEHAVIOUR §8 message on the purchase page, no ticket is created upstream, the order was
 * posted at most once (never retried behind the customer's back), and the form can be used again.
 * The payment provider is the stand-in at its own host (tests/e2e/stubs/stripe.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect, PAST_SHORT_TIMEOUT_MS } from './fault-stack';
import { sessionAccount, sessionCookies, type FaultCase } from './fault-checks';
import { stubStripe } from '../e2e/stubs/stripe';
import type { MockControl } from '../helpers/mock-control';
import { MESSAGES } from '#contract/messages.ts';

const NEON = '/purchase/bm-neon-harbor/neon-harbor';
const rentButton = (page: Page) => page.getByRole('button', { name: /^Rent for / });

async function openCardForm(page: Page) {
  await stubStripe(page);
  await page.goto(NEON);
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiration date (MM / YY)' }).fill('1234');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByLabel('Postal code').fill('94110');
  await expect(rentButton(page)).toBeEnabled();
}

async function ordersPlaced(mock: MockControl) {
  return (await mock.outbox()).filter((m) => m.kind === 'order');
}

const CASES: FaultCase[] = [
  { name: 'upstream down (connection dropped)', fault: { kind: 'drop' }, message: MESSAGES.hostNotFound },
  { name: 'a 500 without a message', fault: { status: 500, body: { status: 500 } }, message: MESSAGES.orderFailed },
  { name: 'a 500 whose body is malformed JSON', fault: { status: 500, kind: 'malformed' }, message: MESSAGES.orderFailed },
  { name: 'a 500 with an empty body', fault: { status: 500, kind: 'empty' }, message: MESSAGES.orderFailed },
  // Only delayed, the real handler would still run afterwards if the server kept waiting for it.
  { name: 'an answer slower than the default timeout', fault: { delayMs: PAST_SHORT_TIMEOUT_MS }, message: MESSAGES.timeout },
];

for (const { name, fault, message } of CASES) {
  test(`purchase: ${name} shows '${message}' and places no order`, async ({ page, login, mock }) => {
    await login();
    await openCardForm(page);
    await mock.fault({ path: '/media/order', method: 'POST', ...fault });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/media/order'));
    await rentButton(page).click();
    const started = Date.now();
    await answered;

    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL(NEON);
    await expect(rentButton(page)).toBeEnabled();
    if (fault.delayMs) {
      // Let the delayed upstream answer come due: the server hung up, so nothing may be written.
      await page.waitForTimeout(Math.max(0, fault.delayMs - (Date.now() - started)) + 300);
    }
    expect(await ordersPlaced(mock)).toEqual([]);
    expect(await mock.journal({ path: '/media/order', method: 'POST' })).toHaveLength(1);
    expect((await sessionAccount(page))?.email).toBe('verified@example.com');
  });
}

test('purchase: renewal refused mid-session sends the customer to log in and back, with no order placed', async ({
  page,
  context,
  login,
  mock,
}) => {
  // The footer's 10-second account re-check would get there too, but late, and it skips hidden
  // tabs: reporting the tab as hidden leaves the refused renewal as the only way to the login
  // page, so the test shows that without a wall-clock bound.
  await page.addInitScript(() => Object.defineProperty(document, 'hidden', { get: () => true }));
  await login();
  await openCardForm(page);
  // The renewal's fault goes in before the tokens expire: the other way round, a background
  // session check landing between the two could renew the session and let the order through.
  await mock.fault({ path: '/auth/renew', status: 401, body: { message: 'Refresh token revoked', status: 401 } });
  await mock.expireTokens();
  await rentButton(page).click();

  await expect(page).toHaveURL(`/account/login?redir=${encodeURIComponent(NEON)}`);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await sessionCookies(context)).toEqual([]);
  expect(await ordersPlaced(mock)).toEqual([]);
  const posted = await mock.journal({ path: '/media/order', method: 'POST' });
  expect(posted.map((e) => e.status)).toEqual([401]);
  expect(await mock.journal({ path: '/auth/renew' })).toHaveLength(1);
});

test('purchase: renewal unreachable mid-session shows the connect message, keeps the session, and a retry rents once', async ({
  page,
  context,
  login,
  mock,
}) => {
  await login();
  await openCardForm(page);
  // The fault first, as above: the footer's account re-check must not renew in between.
  await mock.fault({ path: '/auth/renew', kind: 'drop' });
  await mock.expireTokens();
  await rentButton(page).click();

  await expect(page.getByRole('alert')).toHaveText(MESSAGES.hostNotFound);
  await expect(page).toHaveURL(NEON);
  expect(await ordersPlaced(mock)).toEqual([]);
  // An unreachable renewal is not a refusal: the session stays for the next try.
  expect(await sessionCookies(context)).toHaveLength(2);

  // The renewal works again: the same form rents the ticket, exactly once.
  await rentButton(page).click();
  await expect(page).toHaveURL(/\/account\/home$/);
  expect(await ordersPlaced(mock)).toHaveLength(1);
});
