/** How the headset pages read orders: titles per line-item kind, status, IPD changeability, odd shapes. */
import { describe, expect, it, vi } from 'vitest';
import {
  headsetOrder,
  ipdChangeability,
  lensValue,
  lineItems,
  orderDate,
  orderTitle,
  parseOrder,
  parseOrders,
  statusInWords,
  type ViewOrder,
} from '#client/features/headset/order-model.ts';
import { SEED_ORDERS } from '#mock-upstream/seed.ts';

const order = (lineItemsRaw: unknown[], extra: Record<string, unknown> = {}): ViewOrder =>
  parseOrder({ id: 'ord-x', shopifyOrderName: '#42', ipd: 63, createdAt: Date.UTC(2026, 0, 15, 12), lineItems: lineItemsRaw, ...extra })!;

describe('orderTitle', () => {
  it.each([
    [[{ type: 'headset', ipd: 63 }, { type: 'cushion' }, { type: 'audio_strap' }], 'Your Beyond Order (#42)'],
    [[{ type: 'audio_strap' }], 'Your Audio Strap Order (#42)'],
    [[{ type: 'prescription_lenses', ODRight: 1, OSLeft: 2 }], 'Your Prescription Lens Order (#42)'],
    [[{ type: 'audio_strap' }, { type: 'prescription_lenses' }], 'Your Audio Strap Order (#42)'],
    [[{ type: 'cushion' }], 'Your Order (#42)'],
    [[{ type: 'gift_card' }], 'Your Order (#42)'],
    [[], 'Your Order (#42)'],
  ])('%j → %s', (items, title) => {
    expect(orderTitle(order(items))).toBe(title);
  });

  it('leaves the brackets out when the order has no name', () => {
    expect(orderTitle(order([{ type: 'headset' }], { shopifyOrderName: null }))).toBe('Your Beyond Order');
    expect(orderTitle(order([], { shopifyOrderName: undefined }))).toBe('Your Order');
  });

  it('titles the seeded orders', () => {
    const titles = parseOrders(SEED_ORDERS.map((o) => o.order)).map(orderTitle);
    expect(titles).toEqual(['Your Beyond Order (#2001)', 'Your Beyond Order (#1001)', 'Your Beyond Order (#1002)']);
  });
});

describe('odd shapes never crash', () => {
  it('keeps readable orders and drops unreadable ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const orders = parseOrders([
      null,
      42,
      { shopifyOrderName: '#no-id' },
      { id: 'a', lineItems: 'not a list', createdAt: 'yesterday', ipd: 'wide', status: 'on_hold' },
      { id: 7, lineItems: [null, 3, { type: 5 }, { type: 'headset', ipd: 'x' }, { type: 'hologram' }] },
    ]);
    warn.mockRestore();
    expect(orders.map((o) => o.id)).toEqual(['a', '7']);
    const [a, seven] = orders as [ViewOrder, ViewOrder];
    expect(a.lineItems).toEqual([]);
    expect(a.createdAt).toBeNull();
    expect(a.ipd).toBeNull();
    expect(statusInWords(a.status)).toBe('Status: on_hold');
    expect(lineItems(seven)).toEqual([
      { type: 'other', label: 'item' },
      { type: 'other', label: 'item' },
      { type: 'other', label: 'item' },
      { type: 'other', label: 'headset' },
      { type: 'other', label: 'hologram' },
    ]);
  });

  it('reads a list that is not a list as empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseOrders({ orders: [] })).toEqual([]);
    expect(parseOrders(undefined)).toEqual([]);
    warn.mockRestore();
  });

  it('sorts newest first, undated last', () => {
    const list = parseOrders([
      { id: 'old', createdAt: 1_000, lineItems: [] },
      { id: 'undated', lineItems: [] },
      { id: 'new', createdAt: 2_000, lineItems: [] },
    ]);
    expect(list.map((o) => o.id)).toEqual(['new', 'old', 'undated']);
  });
});

describe('status and IPD changeability (BEHAVIOUR §10)', () => {
  it('puts the status in words', () => {
    expect(statusInWords('queued')).toBe('Queued for manufacturing');
    expect(statusInWords('manufacturing')).toBe('In manufacturing');
    expect(statusInWords('shipped')).toBe('Shipped');
    expect(statusInWords('cancelled')).toBe('Cancelled');
    expect(statusInWords(undefined)).toBe('Order received');
  });

  it('allows a change while queued or when the status is absent, and says why not otherwise', () => {
    expect(ipdChangeability({ status: 'queued' })).toEqual({ allowed: true });
    expect(ipdChangeability({ status: undefined })).toEqual({ allowed: true });
    for (const status of ['manufacturing', 'shipped', 'cancelled', 'on_hold']) {
      const result = ipdChangeability({ status });
      expect(result.allowed).toBe(false);
      expect(result.allowed === false && result.reason).toMatch(/IPD/);
    }
  });
});

describe('the header item', () => {
  it('names the newest order with a headset', () => {
    const orders = parseOrders([
      { id: 'strap', shopifyOrderName: '#3', createdAt: 3_000, lineItems: [{ type: 'audio_strap' }] },
      { id: 'hs-old', shopifyOrderName: '#1', createdAt: 1_000, lineItems: [{ type: 'headset' }] },
      { id: 'hs-new', shopifyOrderName: '#2', createdAt: 2_000, lineItems: [{ type: 'headset' }] },
    ]);
    expect(headsetOrder(orders)?.shopifyOrderName).toBe('#2');
    expect(headsetOrder([])).toBeUndefined();
  });

  it('names the seeded customer’s order #1001', () => {
    const mine = parseOrders(SEED_ORDERS.filter((o) => o.ownerId === 'acc-verified').map((o) => o.order));
    expect(headsetOrder(mine)?.shopifyOrderName).toBe('#1001');
  });
});

describe('dates and lens values', () => {
  it('formats epoch milliseconds and refuses nonsense', () => {
    expect(orderDate(Date.UTC(2026, 9, 2, 15, 30))).toBe('October 2, 2026');
    expect(orderDate(null)).toBeUndefined();
    expect(orderDate(Number.NaN)).toBeUndefined();
    expect(orderDate(8.64e15 + 1)).toBeUndefined();
  });

  it('shows lens values as given', () => {
    expect(lensValue('-1.25')).toBe('-1.25');
    expect(lensValue(-1.5)).toBe('-1.5');
    expect(lensValue(0)).toBe('0');
    expect(lensValue(null)).toBe('not given');
    expect(lensValue('')).toBe('not given');
  });
});
