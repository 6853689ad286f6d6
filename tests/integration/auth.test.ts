/** Account calls through the site: signup, forgot/reset, validation errors, CSRF refusal, attempt limits. */
import { beforeEach, describe, expect, it } from 'vitest';
import { startIntegrationStack, useIntegrationStack, type IntegrationStack } from '../helpers/integration';
import { MESSAGES } from '#contract/messages.ts';
import { HEADER } from '#contract/protocol.ts';
import { cookieHeader, loginCookies, setCookies } from './session-helpers';
import supertest from 'supertest';
import { Writable } from 'node:stream';
import type { ClientRateLimitInfo, Store } from 'express-rate-limit';
import { createApp } from '#server/app.ts';
import { createLogger } from '#server/logger.ts';
import { testConfig } from '../helpers/integration';

/** A stand-in for a shared store (Redis and the like): one map that several instances count in. */
function sharedStoreFactory(backing: Map<string, ClientRateLimitInfo>) {
  return (routeName: string): Store => ({
    prefix: `rl:${routeName}:`,
    localKeys: false,
    async increment(key) {
      const k = `rl:${routeName}:${key}`;
      const now = Date.now();
      const current = backing.get(k);
      const info =
        current && current.resetTime && current.resetTime.getTime() > now
          ? { ...current, totalHits: current.totalHits + 1 }
          : { totalHits: 1, resetTime: new Date(now + 60_000) };
      backing.set(k, info);
      return info;
    },
    async decrement(key) {
      const info = backing.get(`rl:${routeName}:${key}`);
      if (info) info.totalHits = Math.max(0, info.totalHits - 1);
    },
    async resetKey(key) {
      backing.delete(`rl:${routeName}:${key}`);
    },
  });
}

const useStack = useIntegrationStack();
let stack: IntegrationStack;
beforeEach(() => {
  stack = useStack();
});

describe('signup', () => {
  it('creates the account, starts a session and sends the verification email', async () => {
    const res = await stack
      .request()
      .post('/api/auth/account')
      .send({ username: 'nightowl', email: 'nightowl@example.com', password: 'Sup3rSecret!' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ account: { email: 'nightowl@example.com', username: 'nightowl', isVerified: false } });
    const cookies = setCookies(res);
    expect(cookies.map((c) => c.name).sort()).toEqual(['bs_at', 'bs_rt']);
    const session = await stack.request().get('/api/session').set('Cookie', cookieHeader(cookies));
    expect(session.body.account.username).toBe('nightowl');
    const outbox = await stack.mock.control.outbox();
    expect(outbox).toEqual([{ kind: 'verify-email', accountId: expect.any(String), detail: { token: expect.any(String) } }]);
  });

  it("passes the upstream's validation errors on (422 with errors[].msg)", async () => {
    const res = await stack.request().post('/api/auth/account').send({ username: 'x', email: 'not-an-email', password: 'short' });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { param: string }) => e.param)).toEqual(['username', 'email', 'password']);
    expect(res.body.message).toBe(res.body.errors[0].msg);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a body that is not the signup payload before calling the upstream', async () => {
    const res = await stack.request().post('/api/auth/account').send({ username: 'nightowl', email: 42 });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].param).toBe('email');
    expect(await stack.mock.control.journal()).toEqual([]);
  });

  it('answers the long create-account message when the upstream fails', async () => {
    await stack.mock.control.fault({ path: '/auth/account', method: 'POST', status: 500 });
    const res = await stack
      .request()
      .post('/api/auth/account')
      .send({ username: 'nightowl', email: 'nightowl@example.com', password: 'Sup3rSecret!' });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(MESSAGES.createAccountFailedLong);
  });
});

describe('forgot and reset', () => {
  it('sends a reset link, checks it, and the new password works', async () => {
    const forgot = await stack.request().post('/api/auth/forgot').send({ email: 'verified@example.com' });
    expect(forgot.status).toBe(200);
    const mail = (await stack.mock.control.outbox()).find((m) => m.kind === 'reset-password');
    const token = String(mail?.detail?.token);
    const [forgotCall] = await stack.mock.control.journal({ path: '/auth/forgot' });
    expect(forgotCall?.headers[HEADER.accessToken]).toBeUndefined();

    expect((await stack.request().get(`/api/auth/reset/${token}`)).status).toBe(200);
    expect((await stack.request().get('/api/auth/reset/not-a-token')).status).toBe(404);
    const reset = await stack.request().post('/api/auth/reset').send({ token, password: 'BrandNew123!' });
    expect(reset.status).toBe(200);
    await loginCookies(stack, 'verified@example.com', 'BrandNew123!');
    const old = await stack.request().post('/api/auth/login').send({ email: 'verified@example.com', password: 'Passw0rd!' });
    expect(old.status).toBe(401);
  });

  it('refuses a used reset link with a validation message', async () => {
    const res = await stack.request().post('/api/auth/reset').send({ token: 'no-such-token', password: 'BrandNew123!' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].msg).toBe('This reset link is invalid or has expired.');
  });
});

describe('resend', () => {
  it('sends another verification email for the signed-in account', async () => {
    const { cookie } = await loginCookies(stack, 'unverified@example.com');
    const res = await stack.request().get('/api/auth/resend').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect((await stack.mock.control.outbox()).map((m) => m.kind)).toEqual(['verify-email']);
  });
});

describe('cross-origin state-changing requests', () => {
  it('refuses them with 403 JSON before they reach an upstream', async () => {
    const { cookie } = await loginCookies(stack);
    await stack.mock.control.clearJournal();
    const attempts = [
      stack
        .request()
        .post('/api/auth/login')
        .set('Origin', 'https://evil.example')
        .send({ email: 'verified@example.com', password: 'Passw0rd!' }),
      stack.request().put('/api/beyond/order/ord-1001/ipd').set('Cookie', cookie).set('Origin', 'https://evil.example').send({ ipd: 60 }),
      stack.request().post('/api/auth/forgot').set('Sec-Fetch-Site', 'cross-site').send({ email: 'verified@example.com' }),
      stack.request().post('/api/auth/reset').set('Origin', 'null').send({ token: 'x', password: 'y' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.body.message).toBe(MESSAGES.crossOrigin);
    }
    expect(await stack.mock.control.journal()).toEqual([]);
  });

  it('accepts a same-origin request', async () => {
    const res = await stack
      .request()
      .post('/api/auth/login')
      .set('Host', 'site.test')
      .set('Origin', 'http://site.test')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: 'verified@example.com', password: 'Passw0rd!' });
    expect(res.status).toBe(200);
  });
});

describe('attempt limits', () => {
  it('limits login, signup, forgot and reset per client IP and route, with a clear 429 and Retry-After', async () => {
    const limited = await startIntegrationStack({ RATE_LIMIT_PER_MINUTE: '3' }, stack.mock);
    const routes: [string, object][] = [
      ['/api/auth/login', { email: 'verified@example.com', password: 'wrong-password' }],
      ['/api/auth/account', { username: 'x', email: 'y', password: 'z' }],
      ['/api/auth/forgot', { email: 'nobody@example.com' }],
      ['/api/auth/reset', { token: 'nope', password: 'BrandNew123!' }],
    ];
    for (const [path, body] of routes) {
      for (let i = 0; i < 3; i++) expect((await limited.request().post(path).send(body)).status, path).not.toBe(429);
      const refused = await limited.request().post(path).send(body);
      expect(refused.status, path).toBe(429);
      expect(refused.body).toEqual({ message: MESSAGES.tooManyRequests, status: 429 });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Refused attempts never reach the upstream: three per route did.
    expect(await stack.mock.control.journal()).toHaveLength(12);
    // Other calls are not limited.
    expect((await limited.request().get('/api/session')).status).toBe(200);
  });

  it('limits the reset-link check too, whatever spelling of its path the browser sends, and HEAD counts as GET', async () => {
    const limited = await startIntegrationStack({ RATE_LIMIT_PER_MINUTE: '3' }, stack.mock);
    // The call's own matching is case-insensitive and takes a trailing slash: the limit must match the same paths.
    const spellings = ['/api/auth/reset/tok-1', '/api/AUTH/Reset/tok-2', '/api/auth/reset/tok-3/'];
    for (const path of spellings) expect((await limited.request().get(path)).status, path).not.toBe(429);
    expect((await limited.request().get('/api/auth/reset/tok-4')).status).toBe(429);
    expect((await limited.request().head('/api/auth/reset/tok-5')).status).toBe(429);
  });
});

describe('an emailed link opened past its attempt limit (BEHAVIOUR §11)', () => {
  const links = ['/token/login/t-1', '/token2/login/t-2', '/email/verify/t-3', '/email/update/t-4'];
  const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

  for (const [language, acceptLanguage, heading, home] of [
    ['en', 'en-US,en;q=0.9', 'This link was opened too many times', 'href="/"'],
    ['ja', 'ja-JP,ja;q=0.9', 'このリンクが短時間に何度も開かれました', 'href="/ja/"'],
  ] as const) {
    it(`shows a person's browser a page in ${language} saying to wait and open it again, with Retry-After`, async () => {
      const limited = await startIntegrationStack({ RATE_LIMIT_PER_MINUTE: '2' }, stack.mock);
      for (const link of links) {
        const open = () => limited.request().get(link).set('Accept', browser).set('Accept-Language', acceptLanguage);
        for (let i = 0; i < 2; i++) expect((await open()).status, link).toBe(302);
        const refused = await open();
        expect(refused.status, link).toBe(429);
        expect(refused.headers['content-type']).toMatch(/^text\/html/);
        expect(refused.text).toContain(`<html lang="${language}">`);
        expect(refused.text).toContain(heading);
        expect(refused.text).toContain(home);
        expect(refused.text).not.toContain('"message"');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
        // The URL holds the link's secret.
        expect(refused.headers['referrer-policy']).toBe('no-referrer');
        expect(refused.headers['cache-control']).toBe('no-store');
      }
    });
  }

  it('keeps the JSON answer for a script', async () => {
    const limited = await startIntegrationStack({ RATE_LIMIT_PER_MINUTE: '1' }, stack.mock);
    await limited.request().get('/email/verify/t-5').set('Accept', 'application/json');
    const refused = await limited.request().get('/email/verify/t-6').set('Accept', 'application/json');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MESSAGES.tooManyRequests, status: 429 });
  });
});

describe('attempt limits shared between instances', () => {
  it('counts attempts across two instances that share a store', async () => {
    const backing = new Map<string, ClientRateLimitInfo>();
    const config = testConfig(stack.mock, { RATE_LIMIT_PER_MINUTE: '2' });
    const quiet = () => createLogger(config, new Writable({ write: (_c, _e, done) => done() }));
    const a = createApp(config, { logger: quiet(), rateLimitStore: sharedStoreFactory(backing) });
    const b = createApp(config, { logger: quiet(), rateLimitStore: sharedStoreFactory(backing) });
    const body = { email: 'nobody@example.com' };
    expect((await supertest(a).post('/api/auth/forgot').send(body)).status).toBe(200);
    expect((await supertest(b).post('/api/auth/forgot').send(body)).status).toBe(200);
    expect((await supertest(a).post('/api/auth/forgot').send(body)).status).toBe(429);
    expect((await supertest(b).post('/api/auth/forgot').send(body)).status).toBe(429);
  });
});
