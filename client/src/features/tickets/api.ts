/** The tickets feature's calls to the server (BEHAVIOUR §7 store and media, plus the public client config). */
import * as apiCalls from '#contract/api-calls.ts';
import { callApi } from '#client/shared/api/calls.ts';
import { activeLanguage } from '#client/shared/i18n/index.ts';
import { INTL_LOCALES } from '#client/shared/i18n/format.ts';
import type { Entitlement, OrderPayload, Product } from '#client/shared/core/entities.ts';

/** The entitlement's shape: its code (zod with the contract's schemas) loads with the call that needs it. */
const schemas = () => import('./schemas');

export function fetchProduct(bigMediaId: string, signal?: AbortSignal): Promise<Product> {
  return callApi(apiCalls.product, { params: { bigMediaId }, signal });
}

/**
 * The caller's tickets. One malformed entry is dropped (and logged) rather than hiding the rest.
 */
export async function fetchEntitlements(signal?: AbortSignal): Promise<Entitlement[]> {
  const [raw, { entitlementSchema }] = await Promise.all([callApi(apiCalls.entitlements, { signal }), schemas()]);
  const tickets: Entitlement[] = [];
  for (const item of raw) {
    const parsed = entitlementSchema.safeParse(item);
    if (parsed.success) tickets.push(parsed.data);
    else console.warn('Skipped a ticket the site cannot read', parsed.error.issues);
  }
  return tickets;
}

export function placeOrder(payload: OrderPayload): Promise<unknown> {
  return callApi(apiCalls.order, { body: payload });
}

export function resendVerification(): Promise<unknown> {
  return callApi(apiCalls.resend);
}

export async function fetchStoreLink(redir?: string | null): Promise<string> {
  const { url } = await callApi(apiCalls.multipass, { query: { redir } });
  return url;
}

/**
 * The marketing entry the site shows: the page's language's when the product has one (`ja-JP` on
 * a Japanese page), else `en-US` (docs/I18N.md).
 */
export function marketingOf(product: Product) {
  return product.marketingData[INTL_LOCALES[activeLanguage()]] ?? product.marketingData['en-US'];
}
