/** The tickets feature's calls to the server (BEHAVIOUR §7 store and media, plus the public client config). */
import { api } from '#client/shared/api/client.ts';
import { activeLanguage } from '#client/shared/i18n/index.ts';
import { INTL_LOCALES } from '#client/shared/i18n/format.ts';
import type { Entitlement, OrderPayload, Product } from '#client/shared/core/entities.ts';

const enc = encodeURIComponent;

/** The answers' shapes: their code (zod with the contract's schemas) loads with the first call that needs it. */
const schemas = () => import('./schemas');

export function fetchProduct(bigMediaId: string, signal?: AbortSignal): Promise<Product> {
  return api.get(`/api/media/product/${enc(bigMediaId)}`, { schema: () => schemas().then((m) => m.productSchema), signal });
}

/**
 * The caller's tickets. One malformed entry is dropped (and logged) rather than hiding the rest.
 */
export async function fetchEntitlements(signal?: AbortSignal): Promise<Entitlement[]> {
  const raw = await api.get('/api/media/entitlements', { schema: () => schemas().then((m) => m.unknownList), signal });
  const { entitlementSchema } = await schemas();
  const tickets: Entitlement[] = [];
  for (const item of raw) {
    const parsed = entitlementSchema.safeParse(item);
    if (parsed.success) tickets.push(parsed.data);
    else console.warn('Skipped a ticket the site cannot read', parsed.error.issues);
  }
  return tickets;
}

export function placeOrder(payload: OrderPayload): Promise<unknown> {
  return api.post('/api/media/order', payload);
}

export function resendVerification(): Promise<unknown> {
  return api.get('/api/auth/resend');
}

export async function fetchStoreLink(redir?: string | null): Promise<string> {
  const query = redir ? `?redir=${enc(redir)}` : '';
  const { url } = await api.get(`/api/beyond/multipass${query}`, { schema: () => schemas().then((m) => m.multipassSchema) });
  return url;
}

/**
 * The marketing entry the site shows: the page's language's when the product has one (`ja-JP` on
 * a Japanese page), else `en-US` (docs/I18N.md).
 */
export function marketingOf(product: Product) {
  return product.marketingData[INTL_LOCALES[activeLanguage()]] ?? product.marketingData['en-US'];
}
