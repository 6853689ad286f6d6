/**
 * Sessions that survive faults (BEHAVIOUR §4, §11): a busy or slow renewal keeps the session, a
 * logout ends signed out whatever the upstream does, a cookie this site could not have set is no
 * session (not a lock-out), and a renewal whose tokens expired again is never handed out.
 */
import { describe, expect, it } from 'vitest';
import { useIntegrationStack } from '../helpers/integration';
import { rawRequest } from '../helpers/raw-http';
import { listenOnLoopback, startIntegrationStack } from '../helpers/integration';
import { AUTH_MESSAGES, MESSAGES } from '#contract/messages.ts';
import { cookieHeader, isCleared, loginCookies, setCookies, updateJar } from '../integration/session-helpers';

const useStack = useIntegrationStack();

async function renewals() {
  return (await useStack().mock.control.journal({ path: '/auth/renew' })).map((e) => e.status);
}

describe('a renewal the upstream could not make keeps the session', () => {
  for (const [status, answer, message] of [
    [429, 429, MESSAGES.tooManyRequests],
    [408, 504, MESSAGES.timeout],
    [503, 502, MESSAGES.hostNotFound],
  ] as const) {
    it(`renewal answered ${status}: the call answers ${answer}, the cookies stay, and the next call renews`, async () => {
      const stack = useStack();
      const { cookie } = await loginCookies(stack);
      await stack.mock.control.expireTokens();
      await stack.mock.control.fault({ path: '/auth/renew', status, body: { message: 'Slow down', status } });

      const failed = await stack.request().get('/api/auth/account').set('Cookie', cookie);
      expect(failed.status).toBe(answer);
      expect(failed.body.message).toBe(message);
      expect(failed.headers['set-cookie']).toBeUndefined();

      const next = await stack.request().get('/api/auth/account').set('Cookie', cookie);
      expect(next.status).toBe(200);
      expect(next.body.username).toBe('moviebuff');
      expect(await renewals()).toEqual([status, 200]);
    });
  }

  it('the upstream refusing the renewal (401) still ends the session', async () => {
    const stack = useStack();
    const { cookie } = await loginCookies(stack);
    await stack.mock.control.expireTokens();
    await stack.mock.control.fault({ path: '/auth/renew', status: 401, body: { message: 'Refresh token expired.', status: 401 } });
    const res = await stack.request().get('/api/auth/account').set('Cookie', cookie);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    expect(isCleared(setCookies(res).find((c) => c.name === 'bs_rt'))).toBe(true);
  });
});

describe('logout ends signed out', () => {
  // Within the 30 s a verify is reused, the token expires upstream. Both ways an upstream may say so:
  // with the nonce on every call (the mock's default), or only on verify (as the real API may).
  for (const nonceOnlyOnVerify of [false, true]) {
    it(`renews and logs out upstream when the token expired while its verify was still reused (nonce ${nonceOnlyOnVerify ? 'from verify only' : 'on every call'}); replaying the old cookies finds no session`, async () => {
      const stack = useStack();
      await stack.mock.control.settings({ nonceOnlyOnVerify });
      const { cookie } = await loginCookies(stack);
      expect((await stack.request().get('/api/session').set('Cookie', cookie)).body.account).not.toBeNull();
      await stack.mock.control.expireTokens();
      const res = await stack.request().get('/api/auth/logout').set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      const cleared = setCookies(res);
      expect(isCleared(cleared.filter((c) => c.name === 'bs_at').at(-1))).toBe(true);
      expect(isCleared(cleared.filter((c) => c.name === 'bs_rt').at(-1))).toBe(true);
      // The upstream logout succeeded, with the renewed token.
      expect((await stack.mock.control.journal({ path: '/auth/logout' })).map((e) => e.status)).toEqual([200]);
      expect(await renewals()).toEqual([200]);
      expect(stack.logs.some((l) => l.includes('upstream logout failed'))).toBe(false);

      // The old cookies, replayed on this instance (its verify and renewal memories) and on a fresh one.
      for (const site of [stack, await startIntegrationStack({}, stack.mock)]) {
        const replay = await site.request().get('/api/session').set('Cookie', cookie);
        expect(replay.body.account).toBeNull();
        const proxied = await site.request().get('/api/auth/account').set('Cookie', cookie);
        expect(proxied.status).toBe(401);
      }
      // Each replayed call asked the upstream to renew the old refresh token, and was refused: no
      // instance handed out the renewal it made for the logout (BEHAVIOUR §4).
      expect(await renewals()).toEqual([200, 401, 401, 401, 401]);
    });
  }

  it('clears the cookies and logs the failure when the upstream logout cannot be reached', async () => {
    const stack = useStack();
    const { cookie } = await loginCookies(stack);
    await stack.mock.control.fault({ path: '/auth/logout', kind: 'drop' });
    const res = await stack.request().get('/api/auth/logout').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(isCleared(setCookies(res).find((c) => c.name === 'bs_at'))).toBe(true);
    expect(isCleared(setCookies(res).find((c) => c.name === 'bs_rt'))).toBe(true);
    expect(stack.logs.some((l) => l.includes('upstream logout failed'))).toBe(true);
  });
});

describe('a session cookie this site could not have set is no session', () => {
  const cases: [string, string][] = [
    ['CR/LF', 'at_abc%0D%0AX-Injected:%201'],
    ['a character past U+00FF', 'at_%E2%82%AC'],
    ['16 KB', 'a'.repeat(16_000)],
  ];
  for (const [what, value] of cases) {
    it(`${what}: signed out, the cookie cleared, no upstream call, logged as the client's error`, async () => {
      const stack = useStack();
      const { port, close } = await listenOnLoopback(stack.app);
      const logged = stack.logs.length;
      try {
        for (const name of ['bs_at', 'bs_rt']) {
          await stack.mock.control.clearJournal();
          const other = name === 'bs_at' ? 'bs_rt=rt_fine' : 'bs_at=at_fine';
          const session = await rawRequest(port, {
            head: ['GET /api/session HTTP/1.1', 'Host: site.test', `Cookie: ${name}=${value}; ${other}`, 'Connection: close'],
          });
          expect(session.status, session.body).toBe(200);
          expect(JSON.parse(session.body)).toEqual({ account: null, retryLink: '/' });
          const cleared = session.raw.split('\r\n').filter((l) => /^set-cookie: bs_(at|rt)=;/i.test(l));
          expect(cleared).toHaveLength(2);
          // A public call that uses a session when there is one still works.
          const product = await rawRequest(port, {
            head: ['GET /api/media/product/bm-neon-harbor HTTP/1.1', 'Host: site.test', `Cookie: ${name}=${value}`, 'Connection: close'],
          });
          expect(product.status).toBe(200);
          expect(await stack.mock.control.journal({ path: '/auth/verify' })).toEqual([]);
        }
        const logs = stack.logs.slice(logged);
        expect(logs.some((l) => l.includes('malformed session cookie') && l.includes('"level":"info"'))).toBe(true);
        expect(logs.some((l) => l.includes(MESSAGES.hostNotFound) || l.includes('"level":"error"'))).toBe(false);
      } finally {
        await close();
      }
    });
  }
});

describe('a renewal whose access token expired again', () => {
  it('is not handed out: a late request of the old session follows on to the newest tokens instead of reusing a retired refresh token', async () => {
    const stack = useStack();
    await stack.mock.control.settings({ rotateRefreshTokens: true });
    const { cookie: first } = await loginCookies(stack);
    await stack.mock.control.expireTokens();
    // One request renews (T0 → T1); then T1 expires too, within the reuse window.
    const renewed = await stack.request().get('/api/auth/account').set('Cookie', first);
    expect(renewed.status).toBe(200);
    const second = updateJar(first, renewed);
    await stack.mock.control.expireTokens();
    // A request that left the browser before the new cookies arrived (it still carries T0 and the first refresh token).
    const late = await stack.request().get('/api/auth/account').set('Cookie', first);
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.username).toBe('moviebuff');
    // The first refresh token was sent once only: the upstream never saw a reuse, and the session lives on.
    const sent = (await stack.mock.control.journal({ path: '/auth/renew' })).map((e) => e.headers['x-refresh-token']);
    expect(new Set(sent).size).toBe(sent.length);
    expect(await renewals()).toEqual([200, 200]);
    const now = await stack.request().get('/api/auth/account').set('Cookie', updateJar(second, late));
    expect(now.status).toBe(200);
    expect(cookieHeader(setCookies(late))).toContain('bs_at=');
  });
});
