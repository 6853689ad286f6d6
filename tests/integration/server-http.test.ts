/**
 * The server's own HTTP behaviour: middleware order, security headers, caching, SPA-vs-API
 * fallback, health and readiness, and error answers. Static files come from a small fixture
 * build so these tests do not depend on the client build.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, serverOptionsFor } from '#server/app.ts';
import { createLogger } from '#server/logger.ts';
import { BUILD_INFO } from '#server/build-info.ts';
import { createStaticSite } from '#server/static.ts';
import { startMockProcess, ROOT, type MockProcess } from '../helpers/processes';
import { testConfig, untilReady } from '../helpers/integration';
import { MESSAGES } from '#contract/messages.ts';

const STATIC_DIR = path.join(ROOT, 'tests/fixtures/static');
let mock: MockProcess;
const silent = () => new Writable({ write: (_c, _e, done) => done() });

function appWith(env: NodeJS.ProcessEnv = {}, lifecycle = { shuttingDown: false }) {
  const config = testConfig(mock, { STATIC_DIR, ...env });
  return supertest(createApp(config, { logger: createLogger(config, silent()), lifecycle }));
}

beforeAll(async () => {
  mock = await startMockProcess();
});
afterAll(async () => {
  await mock.stop();
});

describe('the HTML shell', () => {
  it('is sent with a fresh nonce in the markup and the enforced CSP, and is never cached', async () => {
    const a = await appWith().get('/about').set('Accept', 'text/html');
    const b = await appWith().get('/about').set('Accept', 'text/html');
    expect(a.status).toBe(200);
    expect(a.headers['cache-control']).toBe('no-cache');
    const nonceA = /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1];
    const nonceB = /'nonce-([^']+)'/.exec(String(b.headers['content-security-policy']))?.[1];
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    expect(a.text).toContain(`nonce="${nonceA}"`);
    expect(a.text).not.toContain('__CSP_NONCE__');
    expect(a.headers['content-security-policy-report-only']).toBeUndefined();
  });

  it('has a CSP without unsafe-eval or inline scripts, framing denied, third parties only where needed', async () => {
    const home = (await appWith().get('/').set('Accept', 'text/html')).headers['content-security-policy'] as string;
    const browser = (await appWith().get('/browser/demo-room').set('Accept', 'text/html')).headers['content-security-policy'] as string;
    const scriptSrc = (csp: string) => csp.split(';').find((d) => d.trim().startsWith('script-src '))!;
    for (const csp of [home, browser]) {
      expect(csp).not.toContain('unsafe-eval');
      expect(scriptSrc(csp)).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(scriptSrc(csp)).toContain('https://js.stripe.com');
    }
    expect(scriptSrc(home)).not.toContain('blob:');
    expect(home).not.toContain('hyperbeam');
    expect(scriptSrc(browser)).toContain('blob:');
    expect(browser).toContain('hyperbeam.com');
  });

  it('marks secret-bearing pages no-referrer and no-store', async () => {
    for (const p of ['/bset/pushtoken/abc', '/account/reset/abc', '/scan/abc/process']) {
      const res = await appWith().get(p).set('Accept', 'text/html');
      expect(res.headers['referrer-policy'], p).toBe('no-referrer');
      expect(res.headers['cache-control'], p).toBe('no-store');
    }
  });

  it('is only the answer for GET/HEAD requests that want HTML', async () => {
    const json = await appWith().get('/some/page').set('Accept', 'application/json');
    expect(json.status).toBe(404);
    expect(json.body).toEqual({ message: MESSAGES.notFound, status: 404 });
    const post = await appWith().post('/some/page').set('Accept', 'text/html');
    expect(post.status).toBe(404);
    expect(post.headers['content-type']).toMatch(/json/);
    const head = await appWith().head('/about').set('Accept', 'text/html');
    expect(head.status).toBe(200);
    // A path outside the route table gets the shell with a 404 status (tests/integration/pages.test.ts).
    expect((await appWith().head('/some/page').set('Accept', 'text/html')).status).toBe(404);
  });
});

describe('static assets', () => {
  it('serves hashed assets for a year, immutable, precompressed when accepted', async () => {
    const br = await appWith().get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'gzip, br');
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const gz = await appWith().get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await appWith().get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('answer = 42');
  });

  it('answers a missing asset with 404, never the HTML shell', async () => {
    for (const p of ['/assets/missing-123.js', '/assets/..%2Findex.html', '/assets/%00.js', '/assets/sub/dir.js']) {
      const res = await appWith().get(p).set('Accept', 'text/html');
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toContain('<div id="root">');
    }
  });

  it('serves other public files with a short cache and does not expose index.html directly', async () => {
    const robots = await appWith().get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const index = await appWith().get('/index.html').set('Accept', 'text/html');
    expect(index.text).not.toContain('__CSP_NONCE__');
  });
});

describe('security headers on every answer', () => {
  it('sets the same protective headers on HTML, API, health and redirect answers', async () => {
    for (const req of [appWith().get('/'), appWith().get('/api/info/region'), appWith().get('/healthz'), appWith().get('/go?t=/x')]) {
      const res = await req;
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-request-id']).toMatch(/.+/);
    }
  });

  it('sends HSTS only in production', async () => {
    const dev = await appWith().get('/healthz');
    expect(dev.headers['strict-transport-security']).toBeUndefined();
    const prod = await appWith({ NODE_ENV: 'production', APP_KEY: 'a-production-key', SITE_URL: 'https://www.example.com' }).get(
      '/healthz',
    );
    expect(prod.headers['strict-transport-security']).toContain('max-age=');
  });

  it('replaces an unsafe incoming request id', async () => {
    const res = await appWith().get('/healthz').set('x-request-id', 'bad id with spaces <script>');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health and readiness', () => {
  it('reports live and ready, and not ready while shutting down', async () => {
    expect((await appWith().get('/healthz')).body).toEqual({ status: 'ok', version: BUILD_INFO.version });
    const config = testConfig(mock, { STATIC_DIR });
    const app = createApp(config, { logger: createLogger(config, silent()) });
    await untilReady(app);
    expect((await supertest(app).get('/readyz')).body).toEqual({ status: 'ready' });
    const draining = await appWith({}, { shuttingDown: true }).get('/readyz');
    expect(draining.status).toBe(503);
    expect(draining.headers.connection).toBe('close');
    expect((await appWith({}, { shuttingDown: true }).get('/healthz')).status).toBe(200);
  });

  it('is not ready while its page renderer loads, and ready once it has', async () => {
    const config = testConfig(mock, { STATIC_DIR });
    let loading = true;
    const renderer = { loading: () => loading, render: async () => undefined, forward: async () => undefined };
    const site = createStaticSite(STATIC_DIR, undefined, renderer);
    const app = supertest(createApp(config, { logger: createLogger(config, silent()), site }));
    const starting = await app.get('/readyz');
    expect([starting.status, starting.body]).toEqual([503, { status: 'starting' }]);
    expect((await app.get('/healthz')).status, 'alive meanwhile').toBe(200);
    loading = false;
    expect((await app.get('/readyz')).status).toBe(200);
  });

  it('is not ready without a site build', async () => {
    expect((await appWith({ STATIC_DIR: path.join(ROOT, 'tests/fixtures/nothing-here') }).get('/readyz')).status).toBe(503);
  });
});

describe('API errors', () => {
  it('answers unknown /api paths with JSON 404 even when HTML is accepted', async () => {
    const res = await appWith().get('/api/unknown/thing').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a malformed JSON body with 400 and an oversized one with 413, without reaching the upstream', async () => {
    await mock.control.reset();
    const bad = await appWith().post('/api/auth/forgot').set('Content-Type', 'application/json').send('{"email": ');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.badJson);
    const big = await appWith()
      .post('/api/auth/forgot')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(40_000) }));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(MESSAGES.bodyTooLarge);
    const form = await appWith().post('/api/auth/forgot').set('Content-Type', 'application/x-www-form-urlencoded').send('email=a');
    expect(form.status).toBe(415);
    expect(await mock.control.journal({ path: '/auth/forgot' })).toEqual([]);
  });

  it('never includes a stack trace', async () => {
    const res = await appWith({ NODE_ENV: 'production', APP_KEY: 'a-production-key', SITE_URL: 'https://www.example.com' })
      .post('/api/auth/forgot')
      .set('Content-Type', 'application/json')
      .send('{');
    expect(JSON.stringify(res.body)).not.toMatch(/at .+\.(ts|js):\d+/);
  });
});

describe('server-side redirects', () => {
  it('sends /go to same-site paths only', async () => {
    expect((await appWith().get('/go?t=/account/home')).headers.location).toBe('/account/home');
    expect((await appWith().get('/go?t=//evil.example')).headers.location).toBe('/');
    expect((await appWith().get('/go?t=https://evil.example')).headers.location).toBe('/');
    expect((await appWith().get('/go')).headers.location).toBe('/');
    expect((await appWith().get('/forgot')).headers.location).toBe('/account/forgot');
  });
});

describe('asset revalidation', () => {
  it('answers a matching If-None-Match with 304 and HEAD without a body', async () => {
    const first = await appWith().get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'br');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await appWith()
      .get('/assets/app-Ab12Cd34.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    const head = await appWith().head('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'identity');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(100);
    expect(head.text ?? '').toBe('');
  });

  it('reads If-None-Match as HTTP defines it: a list of tags, weak or strong, or *', async () => {
    const etag = (await appWith().get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'br')).headers.etag as string;
    for (const header of [`"other-tag", ${etag}`, `W/${etag}`, '*']) {
      const res = await appWith().get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'br').set('If-None-Match', header);
      expect(res.status, header).toBe(304);
    }
    const stale = await appWith().get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'br').set('If-None-Match', '"other-tag"');
    expect(stale.status).toBe(200);
  });

  it('sends no encoding the browser refuses (q=0), and brotli whenever it is accepted', async () => {
    const refused = await appWith().get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    const any = await appWith().get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'gzip;q=1.0, br;q=0.5');
    expect(any.headers['content-encoding']).toBe('br');
  });
});

describe('the server made with serverOptionsFor', () => {
  it("makes requests and responses with the app's prototypes, keeps Node's response options, and answers as before", async () => {
    const config = testConfig(mock, { STATIC_DIR });
    const app = createApp(config, { logger: createLogger(config, silent()) });
    const seen: { req: boolean; res: boolean; options: unknown[] }[] = [];
    // What Node passed the response as options, as it keeps them (its own symbols, read by name).
    const responseOptions = (res: http.ServerResponse) =>
      ['kHighWaterMark', 'kRejectNonStandardBodyWrites'].map((name) => {
        const key = Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === name);
        return key && (res as unknown as Record<symbol, unknown>)[key];
      });
    // Options other than Node's defaults: Node hands them to each response it makes.
    const server = http.createServer({ ...serverOptionsFor(app), highWaterMark: 4096, rejectNonStandardBodyWrites: true }, app);
    // Runs before the app takes the request: what Node made, before Express touches it.
    server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      seen.push({
        req: Object.getPrototypeOf(req) === app.request,
        res: Object.getPrototypeOf(res) === app.response,
        options: responseOptions(res),
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // A proxied call and the app's own headers, through the real middleware.
      const region = await fetch(`${base}/api/info/region`);
      expect(region.status).toBe(200);
      expect(region.headers.get('x-content-type-options')).toBe('nosniff');
      expect(region.headers.get('cache-control')).toBe('no-store');
      expect(region.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await region.json()).toEqual({ region: expect.any(String) });
      const page = await fetch(`${base}/about?x=1`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
      expect(seen).toEqual([
        { req: true, res: true, options: [4096, true] },
        { req: true, res: true, options: [4096, true] },
      ]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
