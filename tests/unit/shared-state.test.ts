/** Pure pieces of the multi-instance mode: sealed renewal outcomes and metric labels. */
import { describe, expect, it } from 'vitest';
import { openOutcome, sealOutcome } from '#server/session/shared-renewal.ts';
import { routeGroup } from '#server/metrics.ts';

describe('a renewal outcome published for other instances', () => {
  const tokens = { kind: 'tokens' as const, accessToken: 'at_new', refreshToken: 'rt_new' };

  it('opens with the old refresh token it was sealed under', () => {
    const sealed = sealOutcome('rt_old', tokens, 'renew:result:k');
    expect(openOutcome('rt_old', sealed, 'renew:result:k')).toEqual(tokens);
    expect(openOutcome('rt_old', sealOutcome('rt_old', { kind: 'refused', message: 'no' }, 'c'), 'c')).toEqual({
      kind: 'refused',
      message: 'no',
    });
  });

  it('reveals nothing without that token, and is bound to its key', () => {
    const sealed = sealOutcome('rt_old', tokens, 'renew:result:k');
    expect(sealed).not.toContain('at_new');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('at_new');
    expect(openOutcome('rt_other', sealed, 'renew:result:k')).toBeUndefined();
    expect(openOutcome('rt_old', sealed, 'renew:result:other')).toBeUndefined();
    const tampered = Buffer.from(sealed, 'base64url');
    tampered[tampered.length - 1]! ^= 1;
    expect(openOutcome('rt_old', tampered.toString('base64url'), 'renew:result:k')).toBeUndefined();
    expect(openOutcome('rt_old', 'not sealed at all', 'renew:result:k')).toBeUndefined();
  });
});

describe('routeGroup (the HTTP metric label)', () => {
  it('maps every path to one of a few groups', () => {
    expect(routeGroup('/api/auth/account')).toBe('api');
    expect(routeGroup('/assets/app-Ab12.js')).toBe('assets');
    expect(routeGroup('/healthz')).toBe('health');
    expect(routeGroup('/readyz')).toBe('health');
    expect(routeGroup('/movies/catalog')).toBe('pages');
    expect(routeGroup('/reset/some-token')).toBe('pages');
  });
});
