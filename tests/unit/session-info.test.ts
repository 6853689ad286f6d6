/** The hand-written check of GET /api/session agrees with the contract's schema. */
import { describe, expect, it } from 'vitest';
import { sessionInfo } from '#client/shared/session/session-info.ts';
import { sessionInfoSchema } from '#contract/entities.ts';

const cases: [string, unknown][] = [
  ['signed out', { account: null, retryLink: '/' }],
  ['signed in', { account: { email: 'a@b.c', username: 'ab', isVerified: true }, retryLink: '/token2/login/x' }],
  ['extra account fields are dropped', { account: { email: 'a@b.c', username: 'ab', isVerified: false, id: 7 }, retryLink: '/' }],
  ['missing retryLink', { account: null }],
  ['account without isVerified', { account: { email: 'a@b.c', username: 'ab' }, retryLink: '/' }],
  ['a string', 'hello'],
  ['null', null],
  ['numbers for strings', { account: { email: 1, username: 'ab', isVerified: true }, retryLink: '/' }],
];

describe('sessionInfo parser', () => {
  it.each(cases)('%s: same verdict and data as the zod schema', (_name, value) => {
    const mine = sessionInfo.safeParse(value);
    const theirs = sessionInfoSchema.safeParse(value);
    expect(mine.success).toBe(theirs.success);
    if (mine.success && theirs.success) expect(mine.data).toEqual(theirs.data);
  });
});
