/** The hand-written check of GET /api/client-config agrees with the contract's schema. */
import { describe, expect, it } from 'vitest';
import { clientConfigParser } from '#client/shared/api/client-config-parser.ts';
import { clientConfigSchema } from '#contract/entities.ts';

const base = { stripePublishableKey: 'pk_test_x', builderApiKey: null, catalogMediaIds: ['a', 'b'] };
const cases: [string, unknown][] = [
  ['minimal', base],
  ['with a stand-in script', { ...base, stripeJsUrl: 'http://127.0.0.1:4000/__stripe/v3' }],
  ['stand-in null', { ...base, stripeJsUrl: null }],
  ['with a page-builder host', { ...base, builderApiKey: 'demo', builderApiHost: 'http://127.0.0.1:3000/__builder' }],
  ['a number for the page-builder host', { ...base, builderApiHost: 1 }],
  ['with videos', { ...base, trailerVideoUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk', howToVideoUrl: null }],
  ['a number for a video', { ...base, howToVideoUrl: 3 }],
  ['no keys', { stripePublishableKey: null, builderApiKey: null, catalogMediaIds: [] }],
  ['missing catalogue', { stripePublishableKey: null, builderApiKey: null }],
  ['a number in the catalogue', { ...base, catalogMediaIds: ['a', 1] }],
  ['a number for a key', { ...base, builderApiKey: 5 }],
  ['null', null],
  ['an array', []],
];

describe('clientConfigParser', () => {
  it.each(cases)('%s: same verdict and data as the zod schema', (_name, value) => {
    const mine = clientConfigParser.safeParse(value);
    const theirs = clientConfigSchema.safeParse(value);
    expect(mine.success).toBe(theirs.success);
    if (mine.success && theirs.success) expect(mine.data).toEqual(theirs.data);
  });
});
