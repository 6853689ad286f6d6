/** The headset calls (SPEC §7), through the one fetch wrapper. */
import { z } from 'zod';
import { api } from '../../api/client';
import { scanSchema, type Scan } from '../../app/entities';
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

export async function fetchOrders(signal?: AbortSignal): Promise<ViewOrder[]> {
  return parseOrders(await api.get<unknown>(headsetApi.orders, { signal }));
}

/** One order; a shape the page cannot read counts as "no order". */
export async function fetchOrder(id: string, signal?: AbortSignal): Promise<ViewOrder | undefined> {
  return parseOrder(await api.get<unknown>(headsetApi.order(id), { signal }));
}

export async function changeIpd(id: string, ipd: number): Promise<void> {
  await api.put(headsetApi.ipd(id), { ipd });
}

/** Pending scans whose App Clip link is safe to offer. */
export async function fetchScans(signal?: AbortSignal): Promise<Scan[]> {
  const body = await api.get(headsetApi.scans, { signal, schema: z.array(z.unknown()) });
  return body
    .map((raw) => scanSchema.safeParse(raw))
    .flatMap((r) => (r.success && safeAppClipUrl(r.data.appClipUrl) ? [r.data] : []));
}

export async function processScan(token: string, signal?: AbortSignal): Promise<void> {
  await api.get(headsetApi.processScan(token), { signal });
}
