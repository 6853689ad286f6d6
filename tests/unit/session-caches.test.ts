/** The per-instance session shortcuts: verify reuse window, coalescing, bounds, hashed keys. */
import { describe, expect, it } from 'vitest';
import { Verifier, VERIFY_REUSE_MS } from '#server/session/verify.ts';
import { Renewer } from '#server/session/renew.ts';
import { TokenKeyedMap, tokenKey } from '#server/session/token-keyed-map.ts';
import type { UpstreamAnswer, UpstreamClient } from '#server/upstream/client.ts';
import { UpstreamTimeoutError, UpstreamUnreachableError } from '#server/errors.ts';
import { HEADER } from '#contract/protocol.ts';

function answer(status: number, body: unknown, headers: Record<string, string> = {}): UpstreamAnswer {
  return { status, body, headers: new Headers(headers) };
}

/** A fake upstream that records calls and answers from a function, after an optional delay. */
function fakeUpstream(reply: (name: string, headers: Record<string, string>) => UpstreamAnswer | Error, delayMs = 5) {
  const calls: { name: string; headers: Record<string, string> }[] = [];
  const client: UpstreamClient = async (call, request = {}) => {
    const headers = { ...request.headers, ...(request.accessToken ? { [HEADER.accessToken]: request.accessToken } : {}) };
    calls.push({ name: call.name, headers });
    await new Promise((r) => setTimeout(r, delayMs));
    const out = reply(call.name, headers);
    if (out instanceof Error) throw out;
    return out;
  };
  return { client, calls };
}

const INFO = { deviceName: 'test', deviceUniqueIdentifier: 'web_127.0.0.1' };

describe('Verifier', () => {
  it('reuses a positive verify for the same token for 30 s, then asks again', async () => {
    let now = 1_000_000;
    const upstream = fakeUpstream(() => answer(200, { ok: true }));
    const verifier = new Verifier(upstream.client, () => now);
    expect(verifier.isFresh('at_1')).toBe(false);
    expect(await verifier.verify('at_1')).toEqual({ kind: 'valid' });
    expect(verifier.isFresh('at_1')).toBe(true);
    expect(verifier.isFresh('at_2')).toBe(false);
    now += VERIFY_REUSE_MS - 1;
    expect(verifier.isFresh('at_1')).toBe(true);
    now += 2;
    expect(verifier.isFresh('at_1')).toBe(false);
    expect(upstream.calls).toHaveLength(1);
  });

  it('shares one upstream verify between concurrent checks of one token', async () => {
    const upstream = fakeUpstream(() => answer(401, { code: 4, message: 'expired' }, { [HEADER.nonce]: 'nonce_1' }), 20);
    const verifier = new Verifier(upstream.client);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => verifier.verify('at_1')));
    expect(upstream.calls).toHaveLength(1);
    for (const o of outcomes) expect(o).toEqual({ kind: 'expired', nonce: 'nonce_1' });
    expect(verifier.isFresh('at_1')).toBe(false);
  });

  it('classifies the BEHAVIOUR §8 outcomes', async () => {
    const replies: Record<string, UpstreamAnswer | Error> = {
      noNonce: answer(401, { code: 4, message: 'Expired, no nonce' }),
      other401: answer(401, { message: 'Revoked', code: 2 }),
      unprocessable: answer(422, { msg: 'Bad token' }),
      bare401: answer(401, undefined),
      server: answer(500, { message: 'boom' }),
      timeout: new UpstreamTimeoutError(),
    };
    const upstream = fakeUpstream((_n, headers) => replies[headers[HEADER.accessToken]!]!);
    const verifier = new Verifier(upstream.client);
    expect(await verifier.verify('noNonce')).toEqual({ kind: 'rejected', message: 'Expired, no nonce' });
    expect(await verifier.verify('other401')).toEqual({ kind: 'rejected', message: 'Revoked' });
    expect(await verifier.verify('unprocessable')).toEqual({ kind: 'rejected', message: 'Bad token' });
    expect(await verifier.verify('bare401')).toEqual({ kind: 'rejected', message: 'Login failed!' });
    expect(await verifier.verify('server')).toEqual({ kind: 'failed' });
    // BEHAVIOUR §8: a timeout gives the connect message too.
    await expect(verifier.verify('timeout')).rejects.toBeInstanceOf(UpstreamUnreachableError);
  });
});

describe('Renewer', () => {
  it('coalesces concurrent renewals of one session into one upstream call and keeps the old refresh token', async () => {
    const upstream = fakeUpstream(() => answer(200, { ok: true }, { [HEADER.accessToken]: 'at_new' }), 20);
    const renewer = new Renewer(upstream.client);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => renewer.renew('rt_1', `nonce_${i}`, INFO, 'at_old')));
    expect(upstream.calls).toHaveLength(1);
    expect(upstream.calls[0]!.headers[HEADER.nonce]).toBe('nonce_0');
    expect(upstream.calls[0]!.headers[HEADER.refreshToken]).toBe('rt_1');
    expect(JSON.parse(Buffer.from(upstream.calls[0]!.headers[HEADER.systemInfo]!, 'base64').toString())).toEqual(INFO);
    for (const r of results) expect(r).toEqual({ accessToken: 'at_new', refreshToken: 'rt_1' });
    // A late request still holding the old token reuses the result…
    expect(await renewer.renew('rt_1', 'nonce_late', INFO, 'at_old')).toEqual({ accessToken: 'at_new', refreshToken: 'rt_1' });
    expect(upstream.calls).toHaveLength(1);
    // …but a caller whose new token expired again gets a real renewal.
    await renewer.renew('rt_1', 'nonce_again', INFO, 'at_new');
    expect(upstream.calls).toHaveLength(2);
  });

  it('keeps separate sessions apart and does not keep a failure', async () => {
    let fail = true;
    const upstream = fakeUpstream(() =>
      fail ? answer(401, { message: 'no' }) : answer(200, {}, { [HEADER.accessToken]: 'at_x', [HEADER.refreshToken]: 'rt_new' }),
    );
    const renewer = new Renewer(upstream.client);
    await expect(renewer.renew('rt_a', 'n1', INFO)).rejects.toThrow('renewal rejected');
    fail = false;
    expect(await renewer.renew('rt_a', 'n2', INFO)).toEqual({ accessToken: 'at_x', refreshToken: 'rt_new' });
    await renewer.renew('rt_b', 'n3', INFO);
    expect(upstream.calls).toHaveLength(3);
  });
});

describe('TokenKeyedMap', () => {
  it('is bounded, drops the oldest entry first, and never keeps the raw token as a key', () => {
    const map = new TokenKeyedMap<number>(3);
    for (let i = 0; i < 5; i++) map.set(`at_secret_${i}`, i);
    expect(map.size).toBe(3);
    expect(map.get('at_secret_0')).toBeUndefined();
    expect(map.get('at_secret_4')).toBe(4);
    const keys = [...(map as unknown as { entries: Map<string, number> }).entries.keys()];
    expect(keys.join(' ')).not.toContain('secret');
    expect(keys).toContain(tokenKey('at_secret_4'));
  });

  it('keys by the SHA-256 of the token in base64url, the same on every instance and version (shared renewal keys Redis by it)', () => {
    expect(tokenKey('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});
