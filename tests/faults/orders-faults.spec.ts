/**
 * The orders screens when the main API misbehaves. SPEC §8: an order list that fails to load is
 * an empty list ('Nothing to see here!'); an order that fails to load on the scan-complete page
 * is no order ('No scans pending'). The failure is not remembered: once the upstream answers
 * again, a reload shows the orders, unchanged upstream.
 */
import { test, expect, PAST_SHORT_TIMEOUT_MS } from './fault-stack';
import type { FaultCase } from './fault-checks';
import { HEADSET_MESSAGES as M, MESSAGES } from '../../contract/messages';

/** Every way the upstream can fail a read; each must read as "nothing loaded" on these screens. */
const FAULTS: Omit<FaultCase, 'message'>[] = [
  { name: 'upstream down (connection dropped)', fault: { kind: 'drop' } },
  { name: 'a 500', fault: { status: 500 } },
  { name: 'a 200 with malformed JSON', fault: { status: 200, kind: 'malformed' } },
  { name: 'a 200 with an empty body', fault: { status: 200, kind: 'empty' } },
  { name: 'an answer slower than the default timeout', fault: { delayMs: PAST_SHORT_TIMEOUT_MS } },
];

const firstOrder = 'Your Beyond Order (#1001)';

for (const { name, fault } of FAULTS) {
  test(`orders: ${name} shows '${M.nothingToSee}', then the orders once the upstream answers`, async ({ page, login, mock }) => {
    await login();
    // More than one: whatever else on the page lists the orders meets the same upstream.
    await mock.fault({ path: '/beyond/orders', method: 'GET', times: 3, ...fault });
    await page.goto('/account/orders');
    await expect(page.getByRole('heading', { level: 1, name: M.yourOrders })).toBeVisible();
    await expect(page.getByText(M.nothingToSee)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    // No raw error text reaches the page either.
    await expect(page.getByText(MESSAGES.apiDefault)).toHaveCount(0);

    await mock.clearFaults();
    await page.reload();
    await expect(page.getByRole('article', { name: firstOrder })).toBeVisible();
    expect((await mock.order('ord-1001')).order.ipd).toBe(64);
  });
}

for (const { name, fault } of [FAULTS[0]!, FAULTS[1]!, FAULTS[4]!]) {
  test(`order start: ${name} on the order shows '${M.noScansPending}'`, async ({ page, login, mock }) => {
    await login();
    await mock.fault({ path: '/beyond/order/ord-1001', method: 'GET', ...fault });
    await page.goto('/account/order/ord-1001/start');
    await expect(page.getByRole('heading', { level: 1, name: M.noScansPending })).toBeVisible();
    await expect(page.getByRole('link', { name: M.wantToChangeIpd })).toHaveCount(0);
  });
}
