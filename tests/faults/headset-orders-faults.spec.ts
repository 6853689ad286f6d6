/**
 * The orders screens when the main API misbehaves. A list or an order that fails to load is never
 * shown as "no orders" ('Nothing to see here!', 'No scans pending'): the screen says why (the
 * connect or timeout message, or the upstream's own) and offers Try again, which shows the orders
 * once the upstream answers, unchanged upstream.
 */
import { test, expect, PAST_SHORT_TIMEOUT_MS } from './fault-stack';
import type { FaultCase } from './fault-checks';
import { MESSAGES } from '#contract/messages.ts';
import { HEADSET_MESSAGES as M } from '#contract/headset-messages.ts';

/** Every way the upstream can fail a read, and what the screen says for it. */
const FAULTS: FaultCase[] = [
  { name: 'upstream down (connection dropped)', fault: { kind: 'drop' }, message: MESSAGES.hostNotFound },
  { name: 'a 500', fault: { status: 500 }, message: 'Injected fault' },
  { name: 'a 200 with malformed JSON', fault: { status: 200, kind: 'malformed' }, message: MESSAGES.apiDefault },
  { name: 'a 200 with an empty body', fault: { status: 200, kind: 'empty' }, message: MESSAGES.apiDefault },
  { name: 'an answer slower than the default timeout', fault: { delayMs: PAST_SHORT_TIMEOUT_MS }, message: MESSAGES.timeout },
];

const firstOrder = 'Your Beyond Order (#1001)';

for (const { name, fault, message } of FAULTS) {
  test(`orders: ${name} shows '${message}' with Try again, never '${M.nothingToSee}'`, async ({ page, login, mock }) => {
    await login();
    // More than one: whatever else on the page lists the orders meets the same upstream.
    await mock.fault({ path: '/beyond/orders', method: 'GET', times: 3, ...fault });
    await page.goto('/account/orders');
    await expect(page.getByRole('heading', { level: 1, name: M.yourOrders })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible();
    await expect(page.getByText(M.nothingToSee)).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(0);

    await mock.clearFaults();
    await alert.getByRole('button', { name: MESSAGES.tryAgain }).click();
    await expect(page.getByRole('article', { name: firstOrder })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect((await mock.order('ord-1001')).order.ipd).toBe(64);
  });
}

for (const { name, fault, message } of [FAULTS[0]!, FAULTS[1]!, FAULTS[4]!]) {
  test(`order start: ${name} on the order shows '${message}' with Try again, not '${M.noScansPending}'`, async ({ page, login, mock }) => {
    await login();
    await mock.fault({ path: '/beyond/order/ord-1001', method: 'GET', ...fault });
    await page.goto('/account/order/ord-1001/start');
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: M.noScansPending })).toHaveCount(0);
    await expect(page.getByRole('link', { name: M.wantToChangeIpd })).toHaveCount(0);
    await alert.getByRole('button', { name: MESSAGES.tryAgain }).click();
    await expect(page.getByRole('heading', { level: 1, name: M.scanCompleteTitle })).toBeVisible();
  });
}
