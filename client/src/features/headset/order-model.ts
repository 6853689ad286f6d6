/**
 * How the headset pages read an order. The upstream may send orders of any shape, so parsing is
 * lenient (BEHAVIOUR §10: unknown line items are shown generically, nothing crashes the page): each
 * order and each line item is checked on its own, and a bad one never takes the others down.
 */
import { z } from 'zod';
import { bigOrderSchema, knownLineItemSchema, type KnownLineItem } from '#client/shared/core/entities.ts';
import { formatDate } from '#client/shared/i18n/format.ts';
import type { Language } from '#contract/language.ts';
import { localText } from './local-text';

/** The contract's order, with every field that the page can do without made forgiving. */
const viewOrderSchema = bigOrderSchema.extend({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  shopifyOrderName: z.string().nullish().catch(null),
  ipd: z.number().nullish().catch(null),
  createdAt: z.number().nullish().catch(null),
  status: z.string().optional().catch(undefined),
  lineItems: z.array(z.unknown()).catch([]),
});

export type ViewOrder = z.infer<typeof viewOrderSchema>;

/** A line item the page knows how to show, or the generic row for anything else. */
export type ViewLineItem = KnownLineItem | { type: 'other'; label: string };

export function parseOrder(raw: unknown): ViewOrder | undefined {
  const parsed = viewOrderSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.warn('Ignoring an order the site cannot read', parsed.error.issues);
  return undefined;
}

/** Every readable order, newest first (orders without a date last). */
export function parseOrders(raw: unknown): ViewOrder[] {
  if (!Array.isArray(raw)) {
    console.warn('The order list is not a list');
    return [];
  }
  return raw
    .map(parseOrder)
    .filter((o): o is ViewOrder => o !== undefined)
    .sort((a, b) => (b.createdAt ?? -Infinity) - (a.createdAt ?? -Infinity));
}

export function lineItems(order: ViewOrder): ViewLineItem[] {
  return order.lineItems.map((raw) => {
    const known = knownLineItemSchema.safeParse(raw);
    if (known.success) return known.data;
    const type = raw && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
    return { type: 'other', label: typeof type === 'string' && type ? type : 'item' };
  });
}

const hasItem = (order: ViewOrder, type: KnownLineItem['type']) => lineItems(order).some((i) => i.type === type);

/** 'Your Beyond Order (#1001)': named after the most important thing in the order (BEHAVIOUR §2). */
export function orderTitle(order: ViewOrder): string {
  const kind = hasItem(order, 'headset')
    ? 'beyond'
    : hasItem(order, 'audio_strap')
      ? 'audioStrap'
      : hasItem(order, 'prescription_lenses')
        ? 'lenses'
        : 'other';
  const english = ORDER_KINDS[kind].message ?? '';
  const name = order.shopifyOrderName;
  return name ? localText(ORDER_TITLE[kind], `${english} (${name})`, { name }) : localText(ORDER_KINDS[kind], english);
}

/** The order's name by what it holds (descriptors: the page shows them in the visitor's language). */
const ORDER_KINDS = {
  beyond: /*i18n*/ { id: 'order.kind.beyond', message: 'Your Beyond Order' },
  audioStrap: /*i18n*/ { id: 'order.kind.audioStrap', message: 'Your Audio Strap Order' },
  lenses: /*i18n*/ { id: 'order.kind.lenses', message: 'Your Prescription Lens Order' },
  other: /*i18n*/ { id: 'order.kind.other', message: 'Your Order' },
};

/** The same with the store's order name, e.g. 'Your Beyond Order (#1001)'. */
const ORDER_TITLE = {
  beyond: /*i18n*/ { id: 'order.title.beyond', message: 'Your Beyond Order ({name})' },
  audioStrap: /*i18n*/ { id: 'order.title.audioStrap', message: 'Your Audio Strap Order ({name})' },
  lenses: /*i18n*/ { id: 'order.title.lenses', message: 'Your Prescription Lens Order ({name})' },
  other: /*i18n*/ { id: 'order.title.other', message: 'Your Order ({name})' },
};

type Text = { id: string; message: string };
const say = (text: Text) => localText(text, text.message);
const own = (table: Record<string, Text>, key: string): Text | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

const STATUS_WORDS: Record<string, Text> = {
  queued: /*i18n*/ { id: 'order.status.queued', message: 'Queued for manufacturing' },
  manufacturing: /*i18n*/ { id: 'order.status.manufacturing', message: 'In manufacturing' },
  shipped: /*i18n*/ { id: 'order.status.shipped', message: 'Shipped' },
  cancelled: /*i18n*/ { id: 'order.status.cancelled', message: 'Cancelled' },
};
const RECEIVED: Text = /*i18n*/ { id: 'order.status.received', message: 'Order received' };
const OTHER_STATUS: Text = /*i18n*/ { id: 'order.status.other', message: 'Status: {status}' };

export function statusInWords(status: string | undefined): string {
  if (!status) return say(RECEIVED);
  const words = own(STATUS_WORDS, status);
  return words ? say(words) : localText(OTHER_STATUS, `Status: ${status}`, { status });
}

const NOT_CHANGEABLE: Record<string, Text> = {
  manufacturing: /*i18n*/ {
    id: 'order.ipdLocked.manufacturing',
    message: 'Your headset is being manufactured, so its IPD can no longer be changed.',
  },
  shipped: /*i18n*/ { id: 'order.ipdLocked.shipped', message: 'Your headset has shipped, so its IPD can no longer be changed.' },
  cancelled: /*i18n*/ { id: 'order.ipdLocked.cancelled', message: 'This order was cancelled, so its IPD cannot be changed.' },
};
const NOT_QUEUED: Text = /*i18n*/ { id: 'order.ipdLocked.other', message: 'This order is no longer queued, so its IPD cannot be changed.' };
const NOT_GIVEN: Text = /*i18n*/ { id: 'order.lens.notGiven', message: 'not given' };

/**
 * Whether the IPD may still be changed (BEHAVIOUR §10: only while queued; an order without a
 * status gets the chance, and the server has the last word), and if not, why.
 */
export function ipdChangeability(order: Pick<ViewOrder, 'status'>): { allowed: true } | { allowed: false; reason: string } {
  if (order.status === undefined || order.status === 'queued') return { allowed: true };
  return {
    allowed: false,
    reason: say(own(NOT_CHANGEABLE, order.status) ?? NOT_QUEUED),
  };
}

/** The order the header names: the newest one with a headset, else the newest order. */
export function headsetOrder(orders: ViewOrder[]): ViewOrder | undefined {
  return orders.find((o) => hasItem(o, 'headset')) ?? orders[0];
}

/** The order date from epoch milliseconds, or undefined when there is no usable date. */
export function orderDate(createdAt: number | null | undefined, language?: Language): string | undefined {
  if (typeof createdAt !== 'number' || !Number.isFinite(createdAt)) return undefined;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return undefined;
  return formatDate(date, language);
}

/** A lens value exactly as given (numbers or strings), or "not given" when missing. */
export function lensValue(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return say(NOT_GIVEN);
  return String(value);
}
