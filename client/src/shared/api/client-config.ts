/**
 * GET /api/client-config, fetched once per page load and shared by every feature that needs a
 * public setting (the payment key, the page-builder key, the catalogue, the home videos through
 * useClientConfig): the one place that fetches and caches them. The answer is checked by
 * hand (client-config-parser.ts), not with the contract's zod schema.
 */
import type { ClientConfig } from '#contract/entities.ts';
import { lazyGet } from './load-client';

/** The answer's check (client-config-parser.ts) loads with the call, like the API client. */
const clientConfigParser = () => import('./client-config-parser').then((m) => m.clientConfigParser);

let pending: Promise<ClientConfig> | undefined;

/** A failure is not remembered, so the next caller asks again. */
export function fetchClientConfig(): Promise<ClientConfig> {
  pending ??= lazyGet('/api/client-config', { schema: clientConfigParser }).catch((err: unknown) => {
    pending = undefined;
    throw err;
  });
  return pending;
}
