/**
 * The attempt limits on login, signup, forgot and reset hold under a concurrent burst. The site
 * listens on a real socket with RATE_LIMIT_PER_MINUTE=10 and TRUST_PROXY=1 (one proxy hop in
 * front, so the client is the last X-Forwarded-For entry). 40 simultaneous attempts per route:
 * at most 10 reach the upstream, the rest get the clear 429 JSON with Retry-After; other routes,
 * and other clients, carry on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIntegrationStack, type IntegrationStack } from '../helpers/integration';
import { MESSAGES } from '#contract/messages.ts';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

const LIMIT = 10;
const BURST = 40;

let stack: IntegrationStack;
let server: http.Server;
let port: number;
const agent = new http.Agent({ keepAlive: true, maxSockets: BURST * 4 });

beforeAll(async () => {
  stack = await startIntegrationStack({ RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' });
  await stack.mock.control.reset();
  server = http.createServer(stack.app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await new Promise<void>((r) => server.close(() => r()));
  await stack.stop();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(method: string, path: string, client: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': client };
    if (text !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(text));
    }
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      let out = '';
      res.on('data', (c: Buffer) => (out += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: out }));
    });
    req.on('error', reject);
    req.end(text);
  });
}

const ROUTES = [
  {
    name: 'login',
    path: '/api/auth/login',
    upstream: '/auth/login',
    body: (i: number) => ({ email: 'verified@example.com', password: i % 2 ? DEMO_PASSWORD : 'wrong-password' }),
  },
  {
    name: 'signup',
    path: '/api/auth/account',
    upstream: '/auth/account',
    body: (i: number) => ({ username: `burst${i}`, email: `burst${i}@example.com`, password: 'Sturdy-Pass-1' }),
  },
  { name: 'forgot', path: '/api/auth/forgot', upstream: '/auth/forgot', body: () => ({ email: 'verified@example.com' }) },
  {
    name: 'reset',
    path: '/api/auth/reset',
    upstream: '/auth/reset',
    body: () => ({ token: 'guessed-reset-token', password: 'Brand-New-Pass-1' }),
  },
] as const;

const ATTACKER = '203.0.113.7';

function expectRefusal(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(answer.headers['content-type']).toMatch(/application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ message: MESSAGES.tooManyRequests, status: 429 });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('attempt limits under a burst', () => {
  it(`let at most ${LIMIT} of ${BURST} simultaneous attempts per route through, on all four routes at once`, async () => {
    const answers = await Promise.all(
      ROUTES.map((route) => Promise.all(Array.from({ length: BURST }, (_, i) => send('POST', route.path, ATTACKER, route.body(i))))),
    );
    const journal = await stack.mock.control.journal();
    ROUTES.forEach((route, r) => {
      const refused = answers[r]!.filter((a) => a.status === 429);
      const passed = answers[r]!.filter((a) => a.status !== 429);
      expect(passed.length, route.name).toBe(LIMIT);
      expect(refused.length, route.name).toBe(BURST - LIMIT);
      for (const a of refused) expectRefusal(a);
      // What the upstream saw: exactly the attempts that passed, never more.
      expect(journal.filter((e) => e.path === route.upstream && e.method === 'POST').length, route.name).toBe(LIMIT);
    });
    // Signups that passed really made accounts; the limit is not just a status code.
    expect(answers[1]!.filter((a) => a.status === 200).length).toBe(LIMIT);
  });

  it('counts spellings of the same route together and ignores entries the client puts before the proxy’s', async () => {
    await stack.mock.control.clearJournal();
    const attempts = [
      send('POST', '/api/auth/LOGIN', ATTACKER, ROUTES[0].body(1)),
      send('POST', '/api/auth/login/', ATTACKER, ROUTES[0].body(1)),
      send('POST', '/api/Auth/Forgot', ATTACKER, ROUTES[2].body()),
      ...Array.from({ length: 10 }, (_, i) => send('POST', '/api/auth/login', `198.51.100.${i}, ${ATTACKER}`, ROUTES[0].body(1))),
    ];
    for (const answer of await Promise.all(attempts)) expectRefusal(answer);
    expect(await stack.mock.control.journal()).toEqual([]);
  });

  it('leaves other routes and other clients alone', async () => {
    await stack.mock.control.clearJournal();
    const others = await Promise.all([
      send('GET', '/api/session', ATTACKER),
      send('GET', '/api/info/region', ATTACKER),
      send('GET', '/api/media/product/bm-neon-harbor', ATTACKER),
      send('GET', '/api/auth/reset/demo-reset-token', ATTACKER),
      send('GET', '/healthz', ATTACKER),
    ]);
    expect(others.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await stack.mock.control.journal({ path: '/auth/reset/demo-reset-token' })).toHaveLength(1);

    const neighbour = '192.0.2.44';
    const fresh = await Promise.all(
      ROUTES.map((route) => send('POST', route.path, neighbour, route.name === 'signup' ? route.body(999) : route.body(1))),
    );
    for (const [i, answer] of fresh.entries()) expect(answer.status, ROUTES[i]!.name).not.toBe(429);
    expect(fresh[0]!.status).toBe(200);
    for (const route of ROUTES)
      expect((await stack.mock.control.journal({ path: route.upstream, method: 'POST' })).length, route.name).toBe(1);
  });
});
