/**
 * GET /api/client-config, fetched once per page load and shared by every feature that needs a
 * public setting (the payment key, the page-builder key, the catalogue, the home videos through
 * useClientConfig): the one place that fetches and caches them. Checked by hand rather
 * than with the contract's zod schema because the home page needs it, and zod would add about
 * 30 KB gzip to that page's first load; tests/unit/client-config.test.ts keeps the two in step.
 */
import type { ClientConfig } from '#contract/entities.ts';
import type { Parser } from './client';
import { lazyGet } from './load-client';

const stringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
const OPTIONAL_KEYS = ['stripeJsUrl', 'builderApiHost', 'trailerVideoUrl', 'howToVideoUrl'] as const;

export const clientConfigParser: Parser<ClientConfig> = {
  safeParse(value) {
    const v = value as Partial<Record<keyof ClientConfig, unknown>> | null;
    const ok =
      !!v &&
      typeof v === 'object' &&
      stringOrNull(v.stripePublishableKey) &&
      stringOrNull(v.builderApiKey) &&
      Array.isArray(v.catalogMediaIds) &&
      v.catalogMediaIds.every((id) => typeof id === 'string') &&
      OPTIONAL_KEYS.every((key) => v[key] === undefined || stringOrNull(v[key]));
    if (!ok) return { success: false, error: { issues: ['not a client configuration'] } };
    const data: ClientConfig = {
      stripePublishableKey: v.stripePublishableKey as string | null,
      builderApiKey: v.builderApiKey as string | null,
      catalogMediaIds: v.catalogMediaIds as string[],
    };
    for (const key of OPTIONAL_KEYS) if (v[key] !== undefined) data[key] = v[key] as string | null;
    return { success: true, data };
  },
};

let pending: Promise<ClientConfig> | undefined;

/** A failure is not remembered, so the next caller asks again. */
export function fetchClientConfig(): Promise<ClientConfig> {
  pending ??= lazyGet('/api/client-config', { schema: clientConfigParser }).catch((err: unknown) => {
    pending = undefined;
    throw err;
  });
  return pending;
}
