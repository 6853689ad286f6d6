/**
 * The server's own upstream calls and the links that carry secrets:
 * - an answer the server reads itself is read only up to its limit, then the exchange is aborted
 *   (a stand-in upstream that answers without end counts what it managed to send);
 * - an upstream redirect never reaches the browser (it would arrive without its Location): 502;
 * - every route that carries a secret token is under the per-address attempt limit;
 * - no absolute URL the site writes (cached robots.txt, sitemap, canonical) comes from the Host header.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIntegrationStack, useIntegrationStack } from '../helpers/integration';
import { ROOT } from '../helpers/processes';
import { MESSAGES } from '#contract/messages.ts';
import { loginCookies } from '../integration/session-helpers';

const LIMIT = 5;
/** The limit on an answer the server reads itself (ANSWER_LIMIT_BYTES in server/src/upstream/client.ts). */
const ANSWER_LIMIT_BYTES = 64 * 1024;
const useStack = useIntegrationStack({ RATE_LIMIT_PER_MINUTE: String(LIMIT), STATIC_DIR: path.join(ROOT, 'tests/fixtures/static') });

/** An upstream that answers every call with an endless body, and counts the bytes each answer got out. */
function endlessUpstream(mode: 'chunked' | 'declared') {
  const sent: number[] = [];
  const server = http.createServer((req, res) => {
    const index = sent.push(0) - 1;
    const chunk = Buffer.alloc(64 * 1024, 'x');
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-access-token': 'at_from_stand_in',
      ...(mode === 'declared' ? { 'content-length': String(1024 ** 3) } : {}),
    });
    const pump = () => {
      while (!res.destroyed) {
        sent[index]! += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
    };
    res.on('close', () => res.removeAllListeners('drain'));
    pump();
    req.on('error', () => {});
  });
  return {
    sent,
    listen: () =>
      new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe('answers the server reads itself are bounded', () => {
  for (const mode of ['chunked', 'declared'] as const) {
    describe(`an endless answer (${mode === 'chunked' ? 'chunked, no length' : 'a declared 1 GB'})`, () => {
      const upstream = endlessUpstream(mode);
      let url = '';
      beforeAll(async () => {
        url = await upstream.listen();
      });
      afterAll(() => upstream.close());

      it('to a token link: the exchange is aborted near the limit and the link fails as for a bad answer', async () => {
        const site = await startIntegrationStack({ MAIN_API_URL: url }, useStack().mock);
        const res = await site.request().get('/token/login/abcdef');
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe('/account/login?error=token-login');
        // What crossed before the abort: socket buffers, never the whole answer.
        expect(upstream.sent.at(-1)).toBeLessThan(ANSWER_LIMIT_BYTES + 8 * 1024 * 1024);
      });

      it('to a verify: the call answers 502 and the cookies stay', async () => {
        const site = await startIntegrationStack({ MAIN_API_URL: url }, useStack().mock);
        const res = await site.request().get('/api/auth/account').set('Cookie', 'bs_at=at_some; bs_rt=rt_some');
        expect(res.status).toBe(502);
        expect(res.body.message).toBe(MESSAGES.hostNotFound);
        expect(res.headers['set-cookie']).toBeUndefined();
        expect(upstream.sent.at(-1)).toBeLessThan(ANSWER_LIMIT_BYTES + 8 * 1024 * 1024);
      });
    });
  }

  it('an answer just under the limit is still read', async () => {
    const stack = useStack();
    const { cookie } = await loginCookies(stack);
    await stack.mock.control.fault({
      path: '/auth/account',
      status: 200,
      body: { email: 'verified@example.com', username: 'moviebuff', isVerified: true, padding: 'x'.repeat(ANSWER_LIMIT_BYTES - 200) },
    });
    const res = await stack.request().get('/api/session').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.account.username).toBe('moviebuff');
  });
});

describe('an upstream redirect is a broken answer', () => {
  it('on a proxied call: 502, never a 3xx without its Location', async () => {
    const stack = useStack();
    await stack.mock.control.fault({ path: '/info/region', status: 302, kind: 'empty', headers: { location: 'https://evil.example/' } });
    const res = await stack.request().get('/api/info/region');
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(MESSAGES.hostNotFound);
    expect(res.headers.location).toBeUndefined();
  });

  it('on the server’s own call (the profile behind /api/session): 502, the session kept', async () => {
    const stack = useStack();
    const { cookie } = await loginCookies(stack);
    await stack.mock.control.fault({ path: '/auth/account', status: 301, kind: 'empty' });
    const res = await stack.request().get('/api/session').set('Cookie', cookie);
    expect(res.status).toBe(502);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('routes that carry a secret token are rate limited per address', () => {
  const routes: [string, string][] = [
    ['/token/login/tok-abc', '/auth/token/login/tok-abc'],
    ['/token2/login/tok-abc', '/auth/token2/login/tok-abc'],
    ['/email/verify/tok-abc', '/auth/email/verify/tok-abc'],
    ['/email/update/tok-abc', '/auth/email/update/tok-abc'],
    ['/api/auth/reset/tok-abc', '/auth/reset/tok-abc'],
  ];
  for (const [route, upstreamPath] of routes) {
    it(`${route}: ${LIMIT} a minute reach the upstream, the rest answer 429`, async () => {
      const stack = useStack();
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 5; i++) statuses.push((await stack.request().get(route)).status);
      expect(statuses.slice(LIMIT)).toEqual(Array(5).fill(429));
      expect(statuses.slice(0, LIMIT)).not.toContain(429);
      expect(await stack.mock.control.journal({ path: upstreamPath })).toHaveLength(LIMIT);
    });
  }
});

describe('absolute URLs never come from the Host header', () => {
  it('robots.txt, the sitemap and a page’s canonical and og:url use the configured origin', async () => {
    const stack = useStack();
    const origin = stack.config.siteUrl!;
    for (const url of ['/robots.txt', '/sitemap.xml', '/about']) {
      const res = await stack.request().get(url).set('Host', 'evil.example').set('Accept', 'text/html');
      expect(res.status, url).toBe(200);
      expect(res.text, url).not.toContain('evil.example');
      expect(res.text, url).toContain(origin);
    }
  });
});
