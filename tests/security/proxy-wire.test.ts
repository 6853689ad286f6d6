/**
 * What crosses the proxy, on the wire. Raw sockets (node:net) send what a client library would
 * refuse or tidy: Expect headers, bodies on calls that take none, dot segments. The mock's
 * journal shows what the upstream received, its raw request target included. Headers cross by
 * allowlist both ways: hostile request headers never reach the upstream, hostile answer headers
 * never reach the browser, and the site's own Cache-Control, CSP and security headers stand.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signedInAgent, useListeningStack } from '../helpers/integration';
import { TEST_APP_KEY } from '../helpers/processes';
import { rawRequest } from '../helpers/raw-http';
import { HOSTILE_HEADERS } from '#mock-upstream/faults.ts';
import { API_POLICY } from '#server/security/headers.ts';

const useStack = useListeningStack();

const host = () => `Host: 127.0.0.1:${useStack().port}`;

describe('Expect: 100-continue bypasses nothing', () => {
  it('a GET with Expect goes upstream with the app key, without the browser credentials or the Expect header', async () => {
    const answer = await rawRequest(useStack().port, {
      head: [
        'GET /api/info/region HTTP/1.1',
        host(),
        'Expect: 100-continue',
        'Authorization: Bearer browser-supplied',
        'Cookie: a=b',
        'Connection: close',
      ],
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ region: 'us' });
    const journal = await useStack().mock.control.journal();
    expect(journal).toHaveLength(1);
    expect(journal[0]!.headers.authorization).toBe(`Bearer ${TEST_APP_KEY}`);
    expect(journal[0]!.headers.cookie).toBeUndefined();
    expect(journal[0]!.headers.expect).toBeUndefined();
  });

  it('a POST with Expect gets its final answer, and the upstream its body', async () => {
    const body = JSON.stringify({ email: 'verified@example.com' });
    const answer = await rawRequest(useStack().port, {
      head: [
        'POST /api/auth/forgot HTTP/1.1',
        host(),
        'Expect: 100-continue',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        'Connection: close',
      ],
      body,
      waitForContinue: true,
    });
    expect(answer.statuses).toEqual([100, 200]);
    expect(answer.status).toBe(200);
    const [entry] = await useStack().mock.control.journal({ path: '/auth/forgot' });
    expect(entry?.body).toEqual({ email: 'verified@example.com' });
    expect(entry?.headers.authorization).toBe(`Bearer ${TEST_APP_KEY}`);
    expect(entry?.headers.expect).toBeUndefined();
  });
});

describe('a call without a body', () => {
  // A second request hidden in the body: an upstream that read the body as the next request would run it.
  const smuggled = 'GET /main/info/currency HTTP/1.1\r\nHost: upstream\r\n\r\n';

  it.each([
    ['with a Content-Length', [`Content-Length: ${smuggled.length}`], smuggled],
    ['chunked', ['Transfer-Encoding: chunked'], `${smuggled.length.toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`],
  ])('never forwards a GET body %s, nor its framing headers', async (_name, framing, body) => {
    const answer = await rawRequest(useStack().port, {
      head: ['GET /api/info/region HTTP/1.1', host(), 'Content-Type: application/json', ...framing, 'Connection: close'],
      body,
    });
    expect(answer.status).toBe(200);
    const journal = await useStack().mock.control.journal();
    expect(journal.map((e) => e.target)).toEqual(['/main/info/region']);
    for (const name of ['content-length', 'transfer-encoding', 'content-type']) expect(journal[0]!.headers[name], name).toBeUndefined();
  });
});

describe('path parameters made only of dots', () => {
  const targets = [
    ['GET', '/api/media/product/..'],
    ['GET', '/api/media/product/.'],
    ['GET', '/api/media/product/%2e%2e'],
    ['GET', '/api/media/product/%2E%2E'],
    ['GET', '/api/media/product/%2e'],
    ['GET', '/api/beyond/order/..'],
    ['GET', '/api/auth/reset/...'],
    ['PUT', '/api/beyond/order/%2e%2e/ipd'],
    ['PUT', '/api/beyond/order/../ipd'],
    ['PUT', '/api/beyond/order/./ipd'],
    ['PUT', '/api/beyond/order/.%2e/ipd'],
  ] as const;

  it.each(targets)('%s %s is refused before any upstream call', async (method, target) => {
    const body = method === 'PUT' ? JSON.stringify({ ipd: 60 }) : undefined;
    const head = [`${method} ${target} HTTP/1.1`, host(), 'Connection: close'];
    if (body) head.push('Content-Type: application/json', `Content-Length: ${body.length}`);
    const answer = await rawRequest(useStack().port, { head, body });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/json/);
    expect(await useStack().mock.control.journal()).toEqual([]);
  });

  it('lets dots inside a parameter through, and the journal shows the exact target', async () => {
    const answer = await rawRequest(useStack().port, {
      head: ['GET /api/media/product/bm-neon-harbor.v2 HTTP/1.1', host(), 'Connection: close'],
    });
    expect(answer.status).toBe(404);
    expect((await useStack().mock.control.journal()).map((e) => e.target)).toEqual(['/main/media/product/bm-neon-harbor.v2']);
  });
});

describe('request headers by allowlist', () => {
  it('sends the upstream only what the calls need plus what the server sets', async () => {
    const res = await useStack()
      .request()
      .get('/api/info/region')
      .set('Accept', 'application/json')
      .set('Accept-Language', 'de-DE')
      .set('User-Agent', 'test-agent/1.0')
      .set('X-HTTP-Method-Override', 'DELETE')
      .set('X-Original-URL', '/auth/account')
      .set('X-Rewrite-URL', '/auth/account')
      .set('Via', '1.1 evil')
      .set('True-Client-IP', '1.2.3.4')
      .set('X-Real-IP', '1.2.3.4')
      .set('X-Forwarded-For', '1.2.3.4')
      .set('Forwarded', 'for=1.2.3.4')
      .set('Proxy-Authorization', 'Basic Zm9vOmJhcg==')
      .set('Authorization', 'Bearer browser-supplied')
      .set('Cookie', 'bs_at=browser')
      .set('X-Access-Token', 'forged')
      .set('X-Bigscreen-System-Info', 'forged')
      .set('Origin', 'https://evil.example')
      .set('Referer', 'https://evil.example/');
    expect(res.status).toBe(200);
    const [entry] = await useStack().mock.control.journal({ path: '/info/region' });
    const names = Object.keys(entry!.headers).sort();
    // traceparent is the server's own (the exchange's span), never the browser's (tests/integration/trace-context.test.ts).
    expect(names).toEqual(
      ['accept', 'accept-language', 'authorization', 'connection', 'host', 'traceparent', 'user-agent', 'x-request-id'].sort(),
    );
    expect(entry!.headers.authorization).toBe(`Bearer ${TEST_APP_KEY}`);
    expect(entry!.headers['accept-language']).toBe('de-DE');
  });

  it('uses a client X-Request-Id only when it matches a conservative pattern', async () => {
    for (const [sent, reused] of [
      ['abc-123_DEF', true],
      ['a'.repeat(100), false],
      ['id:with:colons', false],
      ['../etc', false],
      ['-leading-dash', false],
    ] as const) {
      await useStack().mock.control.clearJournal();
      const res = await useStack().request().get('/api/info/region').set('X-Request-Id', sent);
      const [entry] = await useStack().mock.control.journal({ path: '/info/region' });
      expect(res.headers['x-request-id'] === sent, sent).toBe(reused);
      expect(entry!.headers['x-request-id']).toBe(res.headers['x-request-id']);
    }
  });
});

describe('a request body', () => {
  it('with a Content-Encoding is refused (415) and never forwarded', async () => {
    const res = await useStack()
      .request()
      .post('/api/auth/forgot')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send(gzipSync(JSON.stringify({ email: 'verified@example.com' })));
    expect(res.status).toBe(415);
    expect(res.body.status).toBe(415);
    expect(await useStack().mock.control.journal()).toEqual([]);
  });

  it('nested deeper than the limit is a 400, not a crash', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await useStack().request().post('/api/auth/forgot').set('Content-Type', 'application/json').send(deep);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is nested too deeply.', status: 400 });
    const object = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    expect((await useStack().request().post('/api/auth/forgot').set('Content-Type', 'application/json').send(object)).status).toBe(400);
    expect(await useStack().mock.control.journal()).toEqual([]);
  });
});

describe('answer headers by allowlist', () => {
  function expectSitePolicy(headers: Record<string, string | string[] | undefined>) {
    for (const [name, value] of Object.entries(HOSTILE_HEADERS)) expect(headers[name], name).not.toBe(value);
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['content-security-policy']).toBe(API_POLICY);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'access-control-allow-origin',
      'access-control-allow-credentials',
      'refresh',
      'link',
      'x-powered-by',
      'location',
      'x-access-token',
      'x-refresh-token',
    ]) {
      expect(headers[name], name).toBeUndefined();
    }
    expect(JSON.stringify(headers['set-cookie'] ?? '')).not.toContain('attacker');
  }

  it('keep the site policy on an unauthenticated call', async () => {
    await useStack().mock.control.fault({ path: '/info/region', kind: 'hostile-headers', status: 200, body: { region: 'us' } });
    const res = await useStack().request().get('/api/info/region');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ region: 'us' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectSitePolicy(res.headers);
  });

  it('keep the site policy on a signed-in call', async () => {
    const agent = await signedInAgent(useStack(), 'verified@example.com');
    await useStack().mock.control.fault({ path: '/auth/account', kind: 'hostile-headers', status: 200, body: { id: 'x' } });
    const res = await agent.get('/api/auth/account');
    expect(res.status).toBe(200);
    expectSitePolicy(res.headers);
  });

  it('pass on what the page needs', async () => {
    await useStack().mock.control.fault({
      path: '/info/region',
      status: 429,
      body: { message: 'Slow down', status: 429 },
      headers: { etag: '"v1"', 'last-modified': 'Mon, 23 Nov 2026 10:00:00 GMT', 'retry-after': '7', 'content-language': 'en' },
    });
    const res = await useStack().request().get('/api/info/region');
    expect(res.status).toBe(429);
    expect(res.headers.etag).toBe('"v1"');
    expect(res.headers['last-modified']).toBe('Mon, 23 Nov 2026 10:00:00 GMT');
    expect(res.headers['retry-after']).toBe('7');
    expect(res.headers['content-language']).toBe('en');
  });
});
