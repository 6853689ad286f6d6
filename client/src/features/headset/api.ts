/** The headset calls (BEHAVIOUR §7), through the one fetch wrapper. */
import { z } from 'zod';
import { api, ApiError } from '#client/shared/api/client.ts';
import { MESSAGES } from '#contract/messages.ts';
import { scanSchema, type Scan } from '#client/shared/core/entities.ts';
import { parseOrder, parseOrders, type ViewOrder } from './order-model';
import { safeAppClipUrl } from './links';

const enc = encodeURIComponent;

export const headsetApi = {
  orders: '/api/beyond/orders',
  order: (id: string) => `/api/beyond/order/${enc(id)}`,
  ipd: (id: string) => `/api/beyond/order/${enc(id)}/ipd`,
  scans: '/api/beyond/scans',
  processScan: (token: string) => `/api/beyond/scan/${enc(token)}/process`,
} as const;

/** The customer's orders; an answer that is not a list is a failure to load, not an empty list. */
export async function fetchOrders(signal?: AbortSignal): Promise<ViewOrder[]> {
  const body = await api.get<unknown>(headsetApi.orders, { signal });
  if (!Array.isArray(body)) throw new ApiError(MESSAGES.apiDefault, 200, { body, kind: 'shape' });
  return parseOrders(body);
}

/**
 * One order; an order the upstream does not know for this customer (404, 403) or a shape the page
 * cannot read counts as "no order". Other failures (upstream down, timeout) are thrown, so the
 * page can say so and offer a retry rather than claim there is no order.
 */
export async function fetchOrder(id: string, signal?: AbortSignal): Promise<ViewOrder | undefined> {
  try {
    return parseOrder(await api.get<unknown>(headsetApi.order(id), { signal }));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return undefined;
    throw err;
  }
}

export async function changeIpd(id: string, ipd: number, signal?: AbortSignal): Promise<void> {
  await api.put(headsetApi.ipd(id), { ipd }, { signal });
}

/** Pending scans whose App Clip link is safe to offer. */
export async function fetchScans(signal?: AbortSignal): Promise<Scan[]> {
  const body = await api.get(headsetApi.scans, { signal, schema: z.array(z.unknown()) });
  return body.map((raw) => scanSchema.safeParse(raw)).flatMap((r) => (r.success && safeAppClipUrl(r.data.appClipUrl) ? [r.data] : []));
}

export async function processScan(token: string, signal?: AbortSignal): Promise<void> {
  await api.get(headsetApi.processScan(token), { signal });
}
