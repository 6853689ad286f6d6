/**
 * The server-side session (BEHAVIOUR §11): httpOnly cookies, no token ever visible to the browser,
 * verify reuse, renewal (coalesced, with the system-info header), the BEHAVIOUR §8 verify outcomes,
 * logout, GET /api/session, and the upstream round trips each of these costs.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { startIntegrationStack, useIntegrationStack, type IntegrationStack } from '../helpers/integration';
import { AUTH_MESSAGES, MESSAGES } from '#contract/messages.ts';
import { HEADER } from '#contract/protocol.ts';
import { cookieHeader, isCleared, loginCookies, setCookies, updateJar } from './session-helpers';

const useStack = useIntegrationStack();
let stack: IntegrationStack;
beforeEach(() => {
  stack = useStack();
});

/** A second instance of the site on the same mock: its verify cache and renewal map start empty. */
async function freshInstance(env: NodeJS.ProcessEnv = {}) {
  return startIntegrationStack(env, stack.mock);
}

describe('login', () => {
  it('stores the tokens in httpOnly, SameSite=Lax cookies for 14 days and answers only the profile', async () => {
    const res = await stack.request().post('/api/auth/login').send({ email: 'verified@example.com', password: 'Passw0rd!' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ account: { email: 'verified@example.com', username: 'moviebuff', isVerified: true } });
    const cookies = setCookies(res);
    expect(cookies.map((c) => c.name).sort()).toEqual(['bs_at', 'bs_rt']);
    for (const c of cookies) {
      expect(c.attributes.httponly).toBe(true);
      expect(c.attributes.samesite).toBe('Lax');
      expect(c.attributes.path).toBe('/');
      expect(c.attributes['max-age']).toBe(String(14 * 24 * 3600));
      // Plain http: browsers drop Secure cookies there.
      expect(c.attributes.secure).toBeUndefined();
    }
    const [login] = await stack.mock.control.journal({ path: '/auth/login' });
    expect(login?.body).toEqual({ email: 'verified@example.com', password: 'Passw0rd!' });
  });

  it('uses __Host- names and Secure over https (behind a trusted proxy)', async () => {
    const site = await freshInstance({ TRUST_PROXY: '1' });
    const res = await site
      .request()
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: 'verified@example.com', password: 'Passw0rd!' });
    expect(res.status).toBe(200);
    const cookies = setCookies(res);
    expect(cookies.map((c) => c.name).sort()).toEqual(['__Host-bs_at', '__Host-bs_rt']);
    for (const c of cookies) {
      expect(c.attributes.secure).toBe(true);
      expect(c.attributes.domain).toBeUndefined();
      expect(c.attributes.path).toBe('/');
    }
    const session = await site.request().get('/api/session').set('X-Forwarded-Proto', 'https').set('Cookie', cookieHeader(cookies));
    expect(session.body.account.username).toBe('moviebuff');
  });

  it('passes the upstream refusal on for a wrong password and sets no cookie', async () => {
    const res = await stack.request().post('/api/auth/login').send({ email: 'verified@example.com', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Incorrect email or password.');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers the connect message when the upstream cannot be reached', async () => {
    await stack.mock.control.fault({ path: '/auth/login', kind: 'drop' });
    const res = await stack.request().post('/api/auth/login').send({ email: 'verified@example.com', password: 'Passw0rd!' });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(MESSAGES.hostNotFound);
  });

  it("answers 'Login failed! Please try again later.' when the upstream succeeds without tokens", async () => {
    await stack.mock.control.fault({ path: '/auth/login', status: 200, body: { ok: true } });
    const res = await stack.request().post('/api/auth/login').send({ email: 'verified@example.com', password: 'Passw0rd!' });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(MESSAGES.loginFailedLong);
  });
});

describe('no token is ever visible to the browser', () => {
  it('keeps tokens out of every header and body across login, session, proxied calls, renewal and logout', async () => {
    await stack.mock.control.settings({ rotateRefreshTokens: true });
    const seen: { headers: Record<string, unknown>; text: string }[] = [];
    const record = (res: import('supertest').Response) => {
      const { 'set-cookie': _cookies, ...headers } = res.headers as Record<string, unknown>;
      seen.push({ headers, text: res.text });
      return res;
    };
    const login = record(await stack.request().post('/api/auth/login').send({ email: 'verified@example.com', password: 'Passw0rd!' }));
    let jar = cookieHeader(setCookies(login));
    record(await stack.request().get('/api/session').set('Cookie', jar));
    record(await stack.request().get('/api/auth/account').set('Cookie', jar));
    await stack.mock.control.expireTokens();
    const renewed = record(await stack.request().get('/api/auth/account').set('Cookie', jar));
    expect(renewed.status).toBe(200);
    jar = updateJar(jar, renewed);
    record(await stack.request().get('/api/auth/logout').set('Cookie', jar));

    // Every token the mock issued, from the journal (answers) and what the server sent upstream.
    const journal = await stack.mock.control.journal();
    const tokens = new Set<string>();
    for (const entry of journal) {
      for (const name of [HEADER.accessToken, HEADER.refreshToken, HEADER.nonce]) {
        const value = entry.headers[name];
        if (typeof value === 'string') tokens.add(value);
      }
    }
    for (const c of setCookies(login)) tokens.add(c.value);
    expect(tokens.size).toBeGreaterThanOrEqual(4);
    for (const { headers, text } of seen) {
      const visible = JSON.stringify(headers) + text;
      for (const token of tokens) expect(visible).not.toContain(token);
    }
    // And never in the server's logs either.
    const logs = stack.logs.join('\n');
    for (const token of tokens) expect(logs).not.toContain(token);
  });
});

describe('GET /api/session', () => {
  it('answers signed out without calling the upstream when there is no cookie', async () => {
    const res = await stack.request().get('/api/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ account: null, retryLink: '/' });
    expect(await stack.mock.control.journal()).toEqual([]);
  });

  it('answers the profile for a session, reusing the login as the verify (one upstream call)', async () => {
    const { cookie } = await loginCookies(stack);
    await stack.mock.control.clearJournal();
    const res = await stack.request().get('/api/session').set('Cookie', cookie);
    expect(res.body).toEqual({ account: { email: 'verified@example.com', username: 'moviebuff', isVerified: true }, retryLink: '/' });
    const journal = await stack.mock.control.journal();
    expect(journal.map((e) => e.path)).toEqual(['/auth/account']);
  });

  it('answers signed out and clears the cookies when the upstream refuses the token', async () => {
    const { cookie } = await loginCookies(stack);
    const site = await freshInstance();
    await stack.mock.control.fault({ path: '/auth/verify', status: 401, body: { message: 'Invalid access token', status: 401, code: 2 } });
    const res = await site.request().get('/api/session').set('Cookie', cookie);
    expect(res.body.account).toBeNull();
    expect(isCleared(setCookies(res).find((c) => c.name === 'bs_at'))).toBe(true);
  });
});

describe('verify before authenticated calls', () => {
  it('costs one upstream round trip per call in steady state', async () => {
    const { cookie } = await loginCookies(stack);
    const site = await freshInstance();
    await stack.mock.control.clearJournal();
    const calls = 10;
    for (let i = 0; i < calls; i++) {
      const res = await site.request().get('/api/auth/account').set('Cookie', cookie);
      expect(res.status).toBe(200);
    }
    const journal = await stack.mock.control.journal();
    const verifies = journal.filter((e) => e.path === '/auth/verify').length;
    // One verify for a token this instance has not seen, then reuse for 30 s.
    expect(verifies).toBe(1);
    expect(journal.length).toBe(calls + 1);
    console.info(`[round trips] steady state: ${journal.length} upstream requests for ${calls} authenticated calls (${verifies} verify)`);
  });

  it('sends the access token upstream for a required call and refuses without a session', async () => {
    const { cookie } = await loginCookies(stack);
    await stack.request().get('/api/auth/account').set('Cookie', cookie).expect(200);
    const [entry] = await stack.mock.control.journal({ path: '/auth/account' });
    expect(entry?.headers[HEADER.accessToken]).toMatch(/^at_/);

    const anonymous = await stack.request().get('/api/auth/account');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(MESSAGES.noAccessToken);
  });

  it('adds the token to an optional call only when there is a session', async () => {
    await stack.request().get('/api/media/product/bm-neon-harbor');
    const { cookie } = await loginCookies(stack);
    await stack.request().get('/api/media/product/bm-neon-harbor').set('Cookie', cookie);
    const entries = await stack.mock.control.journal({ path: '/media/product/bm-neon-harbor' });
    expect(entries).toHaveLength(2);
    expect(entries[0]?.headers[HEADER.accessToken]).toBeUndefined();
    expect(entries[1]?.headers[HEADER.accessToken]).toMatch(/^at_/);
  });

  it('gives the connect message (502) on a network error and keeps the cookies', async () => {
    const { cookie } = await loginCookies(stack);
    const site = await freshInstance();
    await stack.mock.control.fault({ path: '/auth/verify', kind: 'drop' });
    const res = await site.request().get('/api/auth/account').set('Cookie', cookie);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(MESSAGES.hostNotFound);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("passes the upstream's message on (401) and clears the cookies for a 401 without a nonce", async () => {
    const { cookie } = await loginCookies(stack);
    const site = await freshInstance();
    await stack.mock.control.fault({ path: '/auth/verify', status: 401, body: { message: 'Token revoked', status: 401, code: 4 } });
    const res = await site.request().get('/api/auth/account').set('Cookie', cookie);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Token revoked');
    const cleared = setCookies(res);
    expect(isCleared(cleared.find((c) => c.name === 'bs_at'))).toBe(true);
    expect(isCleared(cleared.find((c) => c.name === 'bs_rt'))).toBe(true);
  });

  it("passes a 422's message on (401) and clears the cookies", async () => {
    const { cookie } = await loginCookies(stack);
    const site = await freshInstance();
    await stack.mock.control.fault({
      path: '/auth/verify',
      status: 422,
      body: { errors: [{ msg: 'Malformed token' }], msg: 'Malformed token' },
    });
    const res = await site.request().get('/api/auth/account').set('Cookie', cookie);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Malformed token');
    expect(isCleared(setCookies(res).find((c) => c.name === 'bs_at'))).toBe(true);
  });

  it("answers 'Login failed!' for any other verify status and keeps the cookies", async () => {
    const { cookie } = await loginCookies(stack);
    const site = await freshInstance();
    await stack.mock.control.fault({ path: '/auth/verify', status: 503, body: { message: 'Maintenance' } });
    const res = await site.request().get('/api/auth/account').set('Cookie', cookie);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(MESSAGES.loginFailed);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('renewal', () => {
  it('renews an expired token with the nonce, the refresh token and the system info, then makes the call', async () => {
    await stack.mock.control.settings({ accessTokenTtlSeconds: 1 });
    const { cookie, cookies } = await loginCookies(stack);
    const oldRefresh = cookies.find((c) => c.name === 'bs_rt')!.value;
    const site = await freshInstance();
    await stack.mock.control.expireTokens();
    await stack.mock.control.clearJournal();
    const res = await site.request().get('/api/auth/account').set('Cookie', cookie).set('User-Agent', 'SessionTest/1.0');
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('moviebuff');

    const journal = await stack.mock.control.journal();
    expect(journal.map((e) => `${e.path} ${e.status}`)).toEqual(['/auth/verify 401', '/auth/renew 200', '/auth/account 200']);
    const renew = journal[1]!;
    expect(renew.headers[HEADER.nonce]).toMatch(/^nonce_/);
    expect(renew.headers[HEADER.refreshToken]).toBe(oldRefresh);
    const info = JSON.parse(Buffer.from(String(renew.headers[HEADER.systemInfo]), 'base64').toString('utf8'));
    expect(info).toEqual({ deviceName: 'SessionTest/1.0', deviceUniqueIdentifier: 'web_127.0.0.1' });

    // The new access token is stored; without a new refresh token the old one is kept.
    const stored = setCookies(res);
    const access = stored.find((c) => c.name === 'bs_at')!;
    expect(access.value).toMatch(/^at_/);
    expect(access.value).not.toBe(cookies.find((c) => c.name === 'bs_at')!.value);
    expect(stored.find((c) => c.name === 'bs_rt')?.value).toBe(oldRefresh);
    expect(journal[2]!.headers[HEADER.accessToken]).toBe(access.value);
  });

  it('stores a new refresh token when the upstream sends one', async () => {
    await stack.mock.control.settings({ rotateRefreshTokens: true });
    const { cookie, cookies } = await loginCookies(stack);
    await stack.mock.control.expireTokens();
    const res = await stack.request().get('/api/auth/account').set('Cookie', cookie);
    expect(res.status).toBe(200);
    const refresh = setCookies(res).find((c) => c.name === 'bs_rt')!;
    expect(refresh.value).toMatch(/^rt_/);
    expect(refresh.value).not.toBe(cookies.find((c) => c.name === 'bs_rt')!.value);
  });

  it('retries a call once after a 401 code 4 on the call itself (verify reused), including a JSON body', async () => {
    const { cookie } = await loginCookies(stack);
    await stack.mock.control.expireTokens();
    await stack.mock.control.clearJournal();
    const res = await stack.request().put('/api/beyond/order/ord-1001/ipd').set('Cookie', cookie).send({ ipd: 66 });
    expect(res.status).toBe(200);
    const journal = await stack.mock.control.journal();
    expect(journal.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'PUT /beyond/order/ord-1001/ipd 401',
      'GET /auth/renew 200',
      'PUT /beyond/order/ord-1001/ipd 200',
    ]);
    expect(journal[2]!.body).toEqual({ ipd: 66 });
    expect((await stack.mock.control.order('ord-1001')).order.ipd).toBe(66);
    expect(setCookies(res).find((c) => c.name === 'bs_at')?.value).toMatch(/^at_/);
  });

  it('retries only once: a second 401 code 4 goes to the browser without its nonce', async () => {
    // Every token the mock issues is born expired.
    await stack.mock.control.settings({ accessTokenTtlSeconds: 0 });
    const { cookie } = await loginCookies(stack);
    await stack.mock.control.clearJournal();
    const res = await stack.request().get('/api/beyond/orders').set('Cookie', cookie);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(4);
    expect(res.headers[HEADER.nonce]).toBeUndefined();
    const journal = await stack.mock.control.journal();
    expect(journal.map((e) => `${e.path} ${e.status}`)).toEqual(['/beyond/orders 401', '/auth/renew 200', '/beyond/orders 401']);
  });

  it('makes exactly one upstream renewal for 20 concurrent requests (verify reused)', async () => {
    const { cookie } = await loginCookies(stack);
    await stack.mock.control.expireTokens();
    await stack.mock.control.clearJournal();
    const answers = await Promise.all(Array.from({ length: 20 }, () => stack.request().get('/api/auth/account').set('Cookie', cookie)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const journal = await stack.mock.control.journal();
    expect(journal.filter((e) => e.path === '/auth/renew')).toHaveLength(1);
    // Every answer carries the same new token.
    expect(new Set(answers.map((a) => setCookies(a).find((c) => c.name === 'bs_at')?.value)).size).toBe(1);
    console.info(`[round trips] renewal burst, verify reused: ${journal.length} upstream requests for 20 concurrent calls (1 renew)`);
  });

  it('makes exactly one upstream verify and one renewal for 20 concurrent requests on a fresh instance', async () => {
    const { cookie } = await loginCookies(stack);
    const site = await freshInstance();
    await stack.mock.control.expireTokens();
    await stack.mock.control.clearJournal();
    const answers = await Promise.all(Array.from({ length: 20 }, () => site.request().get('/api/auth/account').set('Cookie', cookie)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const journal = await stack.mock.control.journal();
    expect(journal.filter((e) => e.path === '/auth/renew')).toHaveLength(1);
    expect(journal.filter((e) => e.path === '/auth/verify')).toHaveLength(1);
    expect(journal.length).toBe(22);
    console.info(
      `[round trips] renewal burst, fresh instance: ${journal.length} upstream requests for 20 concurrent calls (1 verify, 1 renew)`,
    );
  });

  it('clears the cookies and answers 401 when the renewal fails', async () => {
    const { cookie } = await loginCookies(stack);
    await stack.mock.control.expireTokens();
    await stack.mock.control.fault({ path: '/auth/renew', status: 401, body: { message: 'Refresh token revoked', status: 401 } });
    const res = await stack.request().get('/api/auth/account').set('Cookie', cookie);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(AUTH_MESSAGES.sessionExpired);
    const cleared = setCookies(res);
    expect(isCleared(cleared.find((c) => c.name === 'bs_at'))).toBe(true);
    expect(isCleared(cleared.find((c) => c.name === 'bs_rt'))).toBe(true);
  });

  it.each([
    ['a 500', { path: '/auth/renew', status: 500, body: { message: 'Database busy', status: 500 } }],
    ['a success without tokens', { path: '/auth/renew', status: 200, body: {} }],
    ['a dropped connection', { path: '/auth/renew', kind: 'drop' as const }],
  ])('keeps the session and answers with the connect message when the renewal meets %s', async (_name, fault) => {
    const { cookie } = await loginCookies(stack);
    await stack.mock.control.expireTokens();
    await stack.mock.control.fault(fault);
    const res = await stack.request().get('/api/auth/account').set('Cookie', cookie);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(MESSAGES.hostNotFound);
    expect(setCookies(res).filter((c) => isCleared(c))).toEqual([]);
    // The upstream recovers: the same cookies renew and the call goes through.
    const again = await stack.request().get('/api/auth/account').set('Cookie', cookie);
    expect(again.status).toBe(200);
  });

  it("answers 'Refresh token was not set. Login required.' when renewal is needed without a refresh token", async () => {
    const { cookies } = await loginCookies(stack);
    const site = await freshInstance();
    await stack.mock.control.expireTokens();
    const res = await site
      .request()
      .get('/api/auth/account')
      .set('Cookie', cookieHeader(cookies.filter((c) => c.name === 'bs_at')));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MESSAGES.noRefreshToken);
    expect(await stack.mock.control.journal({ path: '/auth/renew' })).toEqual([]);
  });
});

describe('logout', () => {
  it('verifies, calls the upstream logout, then clears the cookies', async () => {
    const { cookie } = await loginCookies(stack);
    const res = await stack.request().get('/api/auth/logout').set('Cookie', cookie);
    expect(res.status).toBe(200);
    const cleared = setCookies(res);
    expect(isCleared(cleared.find((c) => c.name === 'bs_at'))).toBe(true);
    expect(isCleared(cleared.find((c) => c.name === 'bs_rt'))).toBe(true);
    const [upstreamLogout] = await stack.mock.control.journal({ path: '/auth/logout' });
    expect(upstreamLogout?.headers[HEADER.accessToken]).toMatch(/^at_/);
    // The upstream forgot the token: the old cookie no longer works, even on this instance.
    const site = await freshInstance();
    const after = await site.request().get('/api/session').set('Cookie', cookie);
    expect(after.body.account).toBeNull();
  });

  it('signs out of the site even when the upstream logout fails (BEHAVIOUR §4)', async () => {
    const { cookie } = await loginCookies(stack);
    await stack.mock.control.fault({ path: '/auth/logout', status: 500, body: { message: 'Internal error', status: 500 } });
    const res = await stack.request().get('/api/auth/logout').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(isCleared(setCookies(res).find((c) => c.name === 'bs_at'))).toBe(true);
    expect(isCleared(setCookies(res).find((c) => c.name === 'bs_rt'))).toBe(true);
    expect(stack.logs.some((l) => l.includes('upstream logout failed'))).toBe(true);
  });

  it('refuses a cross-site logout', async () => {
    const { cookie } = await loginCookies(stack);
    const res = await stack.request().get('/api/auth/logout').set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
    expect(await stack.mock.control.journal({ path: '/auth/logout' })).toEqual([]);
  });
});
