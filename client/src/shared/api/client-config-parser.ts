/**
 * The check of GET /api/client-config's answer, by hand rather than with the contract's zod
 * schema, which would add about 30 KB gzip to the home page; tests/unit/client-config.test.ts
 * keeps the two in step. Its own module: it loads with the call (client-config.ts), not in the
 * home page's first load.
 */
import type { ClientConfig } from '#contract/entities.ts';
import type { Parser } from './client';

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
