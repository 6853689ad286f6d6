/** The tickets feature's calls to the server (BEHAVIOUR §7 store and media, plus the public client config). */
import { z } from 'zod';
import { api } from '#client/api/client.ts';
import {
  entitlementSchema,
  multipassSchema,
  productSchema,
  type Entitlement,
  type OrderPayload,
  type Product,
} from '#client/core/entities.ts';

const enc = encodeURIComponent;

export function fetchProduct(bigMediaId: string, signal?: AbortSignal): Promise<Product> {
  return api.get(`/api/media/product/${enc(bigMediaId)}`, { schema: productSchema, signal });
}

/**
 * The caller's tickets. One malformed entry is dropped (and logged) rather than hiding the rest.
 */
export async function fetchEntitlements(signal?: AbortSignal): Promise<Entitlement[]> {
  const raw = await api.get('/api/media/entitlements', { schema: z.array(z.unknown()), signal });
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
  const { url } = await api.get(`/api/beyond/multipass${query}`, { schema: multipassSchema });
  return url;
}

/** The en-US marketing entry, which is what the site shows. */
export function marketingOf(product: Product) {
  return product.marketingData['en-US'];
}
