/** The headset calls (BEHAVIOUR §7), by their entries in the contract's table of calls. */
import * as apiCalls from '#contract/api-calls.ts';
import { ApiError } from '#client/shared/api/client.ts';
import { callApi } from '#client/shared/api/calls.ts';
import { scanSchema, type Scan } from '#client/shared/core/entities.ts';
import { parseOrder, parseOrders, type ViewOrder } from './order-model';
import { safeAppClipUrl } from './links';

/** The customer's orders; an answer that is not a list is a failure to load, not an empty list. */
export async function fetchOrders(signal?: AbortSignal): Promise<ViewOrder[]> {
  return parseOrders(await callApi(apiCalls.orders, { signal }));
}

/**
 * One order; an order the upstream does not know for this customer (404, 403) or a shape the page
 * cannot read counts as "no order". Other failures (upstream down, timeout) are thrown, so the
 * page can say so and offer a retry rather than claim there is no order.
 */
export async function fetchOrder(bigOrderId: string, signal?: AbortSignal): Promise<ViewOrder | undefined> {
  try {
    return parseOrder(await callApi(apiCalls.bigOrder, { params: { bigOrderId }, signal }));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return undefined;
    throw err;
  }
}

export async function changeIpd(bigOrderId: string, ipd: number, signal?: AbortSignal): Promise<void> {
  await callApi(apiCalls.changeIpd, { params: { bigOrderId }, body: { ipd }, signal });
}

/** Pending scans whose App Clip link is safe to offer. */
export async function fetchScans(signal?: AbortSignal): Promise<Scan[]> {
  const body = await callApi(apiCalls.scans, { signal });
  return body.map((raw) => scanSchema.safeParse(raw)).flatMap((r) => (r.success && safeAppClipUrl(r.data.appClipUrl) ? [r.data] : []));
}

export async function processScan(tpyToken: string, signal?: AbortSignal): Promise<void> {
  await callApi(apiCalls.scanProcess, { params: { tpyToken }, signal });
}
