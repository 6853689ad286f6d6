/**
 * Hostile and broken input gets a clear answer, the upstream never receives a request built
 * from an unsanitised parameter, and the server keeps serving.
 */
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startIntegrationStack, type IntegrationStack } from '../helpers/integration';
import { ROOT } from '../helpers/processes';
import { MESSAGES } from '#contract/messages.ts';

let stack: IntegrationStack;
let server: http.Server;
let base: string;

/** Raw requests: supertest would normalise some of the paths this suite needs to send. */
function raw(
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}`, { method, path: rawPath, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

beforeAll(async () => {
  stack = await startIntegrationStack({ STATIC_DIR: path.join(ROOT, 'tests/fixtures/static') });
  server = http.createServer(stack.app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await stack.stop();
});
beforeEach(async () => {
  await stack.mock.control.reset();
});

async function stillServing() {
  expect((await raw('GET', '/healthz')).status).toBe(200);
}

describe('request bodies', () => {
  it('answers an oversized body with 413 JSON', async () => {
    const res = await raw(
      'POST',
      '/api/auth/forgot',
      { 'content-type': 'application/json' },
      JSON.stringify({ email: 'a'.repeat(100_000) }),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe(MESSAGES.bodyTooLarge);
    await stillServing();
  });

  it.each(['{', '{"email":', 'null x', '[1,', '\u0000'])('answers malformed JSON %j with 400 JSON', async (body) => {
    const res = await raw('POST', '/api/auth/forgot', { 'content-type': 'application/json' }, body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toBe(MESSAGES.badJson);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'refuses a %s body with 415 JSON',
    async (type) => {
      const res = await raw('POST', '/api/auth/forgot', { 'content-type': type }, 'email=a');
      expect(res.status).toBe(415);
      expect(JSON.parse(res.body).message).toMatch(/JSON/);
    },
  );

  it('never forwards a refused body upstream', async () => {
    await raw('POST', '/api/auth/forgot', { 'content-type': 'application/json' }, '{');
    await raw('POST', '/api/auth/forgot', { 'content-type': 'text/plain' }, 'x');
    expect(await stack.mock.control.journal({ path: '/auth/forgot' })).toEqual([]);
  });
});

describe('path parameters', () => {
  const hostile = [
    '%00',
    'a%00b',
    '%C3%BC',
    '%E2%80%AE',
    '..',
    '..%2F..%2Fauth%2Faccount',
    '%2e%2e',
    'a%2Fb',
    'a%5Cb',
    'x'.repeat(300),
    '%F0%9F%98%80',
    'a%20b',
    '%0d%0aSet-Cookie:%20x=y',
    "a'b",
    'a"b',
    'a<b',
  ];
  it.each(hostile)('refuses %s in an order id, a product id and a token without reaching the upstream', async (param) => {
    for (const p of [
      `/api/beyond/order/${param}`,
      `/api/media/product/${param}`,
      `/api/auth/reset/${param}`,
      `/api/beyond/scan/${param}/process`,
      `/api/cloud/apps/browser/${param}`,
    ]) {
      const res = await raw('GET', p, { accept: 'application/json' });
      expect([400, 401, 404], p).toContain(res.status);
      expect(res.headers['content-type'], p).toMatch(/json/);
      expect(res.headers['set-cookie'], p).toBeUndefined();
    }
    const journal = await stack.mock.control.journal();
    for (const entry of journal) expect(entry.path).toMatch(/^[A-Za-z0-9._~\-/?=&%]*$/);
    expect(
      journal.filter(
        (e) =>
          !/^\/(beyond\/order|media\/product|auth\/reset|beyond\/scan|apps\/browser)\/[A-Za-z0-9._~-]{1,256}(\/process)?$/.test(e.path),
      ),
    ).toEqual([]);
    await stillServing();
  });
});

describe('static routes', () => {
  it.each([
    '/assets/../../package.json',
    '/assets/..%2F..%2Fpackage.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/....//....//package.json',
    '/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/%00',
    '/assets/app-Ab12Cd34.js%00.html',
    '/robots.txt/..%2f..%2f..%2fpackage.json',
  ])('%s never leaks a file outside the build', async (p) => {
    const res = await raw('GET', p, { accept: '*/*' });
    expect(res.body).not.toContain('"devDependencies"');
    expect(res.body).not.toContain('root:x:0:0');
    expect(res.status).not.toBe(500);
  });
});

describe('oversized requests', () => {
  it('answers a very long URL with a clear 4xx and keeps serving', async () => {
    const res = await raw('GET', `/api/media/product/${'a'.repeat(20_000)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    await stillServing();
  });

  it('answers very long headers with 431 and keeps serving', async () => {
    const res = await raw('GET', '/api/info/region', { 'x-long': 'b'.repeat(20_000) }).catch(() => ({
      status: 431,
      headers: {},
      body: '',
    }));
    expect(res.status).toBe(431);
    await stillServing();
  });
});
