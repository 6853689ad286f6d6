/**
 * Tokens stay server-side (BEHAVIOUR §11). The site runs behind a real https-terminating proxy
 * (TLS with a throwaway certificate, forwarding with X-Forwarded-Proto; TRUST_PROXY=loopback),
 * and a whole session is driven through it: signup, verify link, logout, login, proxied calls,
 * renewal, token links, every server redirect and logout again. Every token the mock issued
 * (read back from its control API) must be absent from every header, body and Location the
 * browser got; every cookie that holds one is `__Host-`, Secure, HttpOnly, SameSite=Lax, Path=/,
 * without Domain, for 14 days (the retry token 1 day).
 */
import type http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startIntegrationStack, type IntegrationStack } from '../helpers/integration';
import { HEADER } from '#contract/protocol.ts';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';
import { findSecrets, issuedTokens, secretsToScan } from './secrets';
import { startTlsProxy, tlsProxyUnavailable, type Answer, type TlsProxy } from './tls-proxy';
import { staysOnSite } from './hostile-redirects';
import { parseSetCookie, type SetCookie } from '../integration/session-helpers';

const unavailable = tlsProxyUnavailable();
if (unavailable) console.warn(`tokens.test.ts: the https proxy tests are skipped because ${unavailable}`);

const setCookies = (headers: http.IncomingHttpHeaders) => parseSetCookie(headers['set-cookie'] ?? []);

const DAY = 24 * 3600;

/** A browser in miniature: a cookie jar, same-origin headers on writes, and a record of every answer. */
class Visitor {
  jar = new Map<string, string>();
  answers: { label: string; answer: Answer }[] = [];
  cookies: SetCookie[] = [];
  constructor(private readonly proxy: TlsProxy) {}

  async send(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
      'sec-fetch-site': 'same-origin',
    };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    if (method !== 'GET') headers.origin = this.proxy.origin;
    let text: string | undefined;
    if (body !== undefined) {
      text = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const answer = await this.proxy.request(method, path, headers, text);
    this.answers.push({ label: `${method} ${path}`, answer });
    for (const c of setCookies(answer.headers)) {
      this.cookies.push(c);
      if (c.value === '') this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return answer;
  }
}

let stack: IntegrationStack;
let proxy: TlsProxy;

beforeAll(async () => {
  stack = await startIntegrationStack({ TRUST_PROXY: 'loopback' });
  if (!unavailable) proxy = await startTlsProxy(stack.app);
});
afterAll(async () => {
  await proxy?.close();
  await stack.stop();
});
beforeEach(async () => {
  await stack.mock.control.reset();
});

describe.skipIf(unavailable !== undefined)('tokens behind an https-terminating proxy', () => {
  it('never reach a browser-visible header, body or redirect, and live only in __Host- HttpOnly cookies', async () => {
    await stack.mock.control.settings({ rotateRefreshTokens: true });
    const v = new Visitor(proxy);
    expect((await v.send('GET', '/')).status).toBe(200);

    // Signup, the verify link from the outbox, logout.
    const signup = await v.send('POST', '/api/auth/account', {
      username: 'tls-visitor',
      email: 'tls-visitor@example.com',
      password: 'Sturdy-Pass-1',
    });
    expect(signup.status, signup.body).toBe(200);
    expect(v.jar.has('__Host-bs_at')).toBe(true);
    expect(JSON.parse((await v.send('GET', '/api/session')).body).account.username).toBe('tls-visitor');
    const verify = (await stack.mock.control.outbox()).find((m) => m.kind === 'verify-email');
    expect((await v.send('GET', `/email/verify/${String(verify?.detail?.token)}`)).headers.location).toBe('/email_verify?processed=y');
    expect((await v.send('GET', '/api/auth/logout')).status).toBe(200);
    expect(v.jar.size).toBe(0);

    // Login and the calls a signed-in visitor makes, through a renewal.
    expect((await v.send('POST', '/api/auth/login', { email: 'verified@example.com', password: DEMO_PASSWORD })).status).toBe(200);
    for (const p of [
      '/api/session',
      '/api/auth/account',
      '/api/beyond/orders',
      '/api/beyond/order/ord-1001',
      '/api/media/entitlements',
      '/api/beyond/scans',
      '/api/beyond/multipass?redir=%2Faccount%2Fhome',
    ]) {
      expect((await v.send('GET', p)).status, p).toBe(200);
    }
    const ipd = await v.send('PUT', '/api/beyond/order/ord-1001/ipd', { ipd: 60 });
    expect(ipd.status, ipd.body).toBe(200);
    await stack.mock.control.expireTokens();
    expect((await v.send('GET', '/api/auth/account')).status).toBe(200);
    expect((await stack.mock.control.journal({ path: '/auth/renew' })).map((e) => e.status)).toEqual([200]);

    // Every redirect the server answers itself.
    const redirects: [string, string][] = [
      ['/token/login/demo-login-token', '/account/home'],
      ['/token2/login/demo-scan-token', '/scans/start'],
      ['/token/login/no-such-token', '/account/login?error=token-login'],
      ['/token2/login/no-such-token', '/scans/failedtoken'],
      ['/email/update/demo-update-token', '/email_update?processed=y'],
      ['/email/verify/no-such-token', '/email_verify_failed?processed=y'],
      ['/go?t=%2Faccount%2Forders', '/account/orders'],
      ['/reset/demo-reset-token', '/account/reset/demo-reset-token'],
      ['/forgot', '/account/forgot'],
    ];
    for (const [from, to] of redirects) {
      const res = await v.send('GET', from);
      expect(res.status, from).toBe(302);
      expect(res.headers.location, from).toBe(to);
      expect(staysOnSite(res.headers.location, proxy.origin), from).toBe(true);
    }
    expect(JSON.parse((await v.send('GET', '/api/session')).body).retryLink).toBe('/token2/login/demo-scan-token');
    expect((await v.send('GET', '/api/auth/logout')).status).toBe(200);

    // The secrets: every token the mock handed out during all of that.
    const tokens = await issuedTokens(stack.mock.url);
    expect(tokens.length).toBeGreaterThanOrEqual(10);
    const sentUpstream = (await stack.mock.control.journal())
      .map((e) => e.headers[HEADER.accessToken])
      .filter((t): t is string => typeof t === 'string');
    expect(sentUpstream.length).toBeGreaterThan(5);
    for (const t of sentUpstream) expect(tokens).toContain(t);
    const secrets = secretsToScan(tokens);
    // The scanner finds a token when one is there (in any encoding it checks).
    expect(findSecrets(`x${encodeURIComponent(tokens[0]!)}y`, secrets)).toHaveLength(1);

    for (const { label, answer } of v.answers) {
      const { 'set-cookie': _cookies, ...headers } = answer.headers;
      expect(findSecrets(JSON.stringify(headers) + answer.body, secrets), label).toEqual([]);
      for (const name of [HEADER.accessToken, HEADER.refreshToken, HEADER.nonce])
        expect(answer.headers[name], `${label} ${name}`).toBeUndefined();
    }
    expect(findSecrets(stack.logs.join('\n'), secrets)).toEqual([]);

    // Cookies: only the three session cookies, each with the https flags; tokens only in HttpOnly ones.
    expect(v.cookies.length).toBeGreaterThanOrEqual(8);
    expect(new Set(v.cookies.map((c) => c.name))).toEqual(new Set(['__Host-bs_at', '__Host-bs_rt', '__Host-bs_retry']));
    for (const c of v.cookies) {
      expect(c.attributes.secure, c.name).toBe(true);
      expect(c.attributes.httponly, c.name).toBe(true);
      expect(c.attributes.samesite, c.name).toBe('Lax');
      expect(c.attributes.path, c.name).toBe('/');
      expect(c.attributes.domain, c.name).toBeUndefined();
      if (c.value !== '') expect(c.attributes['max-age'], c.name).toBe(String(c.name === '__Host-bs_retry' ? DAY : 14 * DAY));
    }
    const tokenCookies = v.cookies.filter((c) => tokens.includes(c.value));
    expect(tokenCookies.length).toBeGreaterThanOrEqual(6);
    expect(tokenCookies.every((c) => c.attributes.httponly === true)).toBe(true);
  });

  it('ignores a plain-named cookie over https, so a cookie tossed over http cannot plant a session', async () => {
    const plain = await stack.request().post('/api/auth/login').send({ email: 'verified@example.com', password: DEMO_PASSWORD });
    const at = setCookies(plain.headers as http.IncomingHttpHeaders).find((c) => c.name === 'bs_at');
    expect(at?.attributes.secure).toBeUndefined();
    expect(at?.value).toMatch(/.+/);
    const session = await proxy.request('GET', '/api/session', { cookie: `bs_at=${encodeURIComponent(at!.value)}` });
    expect(JSON.parse(session.body).account).toBeNull();
    const orders = await proxy.request('GET', '/api/beyond/orders', { cookie: `bs_at=${encodeURIComponent(at!.value)}` });
    expect(orders.status).toBe(401);
  });

  it('decides https by the trusted proxy only: a forged X-Forwarded-Proto on a direct connection to an untrusting site gets no Secure cookie', async () => {
    const untrusting = await startIntegrationStack({}, stack.mock);
    const res = await untrusting
      .request()
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: 'verified@example.com', password: DEMO_PASSWORD });
    const names = setCookies(res.headers as http.IncomingHttpHeaders)
      .map((c) => c.name)
      .sort();
    expect(names).toEqual(['bs_at', 'bs_rt']);
  });
});

describe.skipIf(unavailable !== undefined)('token headers from an upstream', () => {
  it.each([
    ['a call without a session', '/info/region', '/api/info/region'],
    ['an authenticated call', '/auth/account', '/api/auth/account'],
    ['a refused authenticated call', '/beyond/orders', '/api/beyond/orders'],
  ])('are stripped from %s', async (_label, upstreamPath, browserPath) => {
    const v = new Visitor(proxy);
    await v.send('POST', '/api/auth/login', { email: 'verified@example.com', password: DEMO_PASSWORD });
    const planted = {
      'x-access-token': 'at_planted-by-upstream',
      'X-Refresh-Token': 'rt_planted-by-upstream',
      'x-bigscreen-nonce': 'nonce_planted',
      'set-cookie': 'upstream=at_planted-by-upstream; Path=/',
    };
    const status = browserPath === '/api/beyond/orders' ? 403 : 200;
    await stack.mock.control.fault({ path: upstreamPath, status, body: { message: 'hello', status }, headers: planted });
    const res = await v.send('GET', browserPath);
    expect(res.status).toBe(status);
    expect(JSON.stringify(res.headers)).not.toContain('planted');
    expect(setCookies(res.headers).map((c) => c.name)).not.toContain('upstream');
  });
});
