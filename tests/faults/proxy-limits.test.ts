/**
 * The proxy under load and against slow upstreams: a burst of concurrent calls cannot stop the
 * process (every answer is 200 or 503, or 504 for a call past its deadline; /healthz keeps answering), past the per-upstream bounds
 * the answer is 503 with Retry-After in the site's error shape, and one deadline covers the
 * whole exchange, so an upstream trickling its answer byte by byte cannot hold a call open.
 * Loopback only, bounded in count and time; no speed figure decides pass or fail.
 */
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProcess, startSiteProcess, type MockProcess, type SiteProcess } from '../helpers/processes';
import { listenOnLoopback, logSink, testConfig, untilReady } from '../helpers/integration';
import { createApp } from '#server/app.ts';
import { createLogger } from '#server/logger.ts';
import type { ProxyLimits } from '#server/api/proxy.ts';
import { MESSAGES } from '#contract/messages.ts';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

let mock: MockProcess;

beforeAll(async () => {
  mock = await startMockProcess();
});
afterAll(async () => {
  await mock.stop();
});
beforeEach(async () => {
  await mock.control.reset();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether the answer body arrived complete (false when the connection ended mid-answer). */
  complete: boolean;
}

/** One GET on a fresh connection; resolves with whatever arrived, rejects only when nothing did. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false, headers: { connection: 'close', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, complete: res.complete }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, complete: false }));
      res.on('aborted', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, complete: false }));
    });
    req.on('error', reject);
  });
}

/** The site app (in this process) on a free port, with its log lines collected. */
async function listenApp(env: NodeJS.ProcessEnv, proxyLimits?: ProxyLimits) {
  const config = testConfig(mock, env);
  const { sink, logs } = logSink();
  const app = createApp(config, { logger: createLogger(config, sink), proxyLimits });
  await untilReady(app);
  const { port, close } = await listenOnLoopback(app);
  return { port, logs, close };
}

describe('a burst of concurrent calls', () => {
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSiteProcess(mock);
  });
  afterAll(async () => {
    await site.stop();
  });

  it('2,000 concurrent calls to a slow upstream: the process lives, every answer is 200, 503 or (past its deadline) 504, /healthz answers throughout', async () => {
    const CALLS = 2_000;
    await mock.control.fault({ path: '/info/region', delayMs: 300, times: CALLS });
    const burst = Array.from({ length: CALLS }, () => get(site.port, '/api/info/region').catch((err: Error) => err));
    // While the burst is in flight, the liveness probe must keep answering.
    const probes: number[] = [];
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 200));
      probes.push((await get(site.port, '/healthz')).status);
    }
    const answers = await Promise.all(burst);

    const failed = answers.filter((a): a is Error => a instanceof Error);
    expect(failed.map((e) => e.message).slice(0, 5)).toEqual([]);
    const statuses = new Map<number, number>();
    for (const a of answers as Answer[]) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    // 503 for a call refused by the bounds; on a machine loaded enough that an admitted call
    // outlives its deadline (seen at load average 20), 504 for that one. Both in the site's error shape.
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503 && s !== 504)).toEqual([]);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    for (const a of (answers as Answer[]).filter((x) => x.status === 503)) {
      expect(a.headers['retry-after']).toBe('1');
      expect(JSON.parse(a.body)).toEqual({ message: MESSAGES.apiDefault, status: 503 });
    }
    for (const a of (answers as Answer[]).filter((x) => x.status === 504)) {
      expect(JSON.parse(a.body)).toEqual({ message: MESSAGES.timeout, status: 504 });
    }
    expect(probes).toEqual([200, 200, 200, 200, 200]);

    // Afterwards: still the same process, still serving.
    expect(site.child.exitCode).toBeNull();
    await mock.control.clearFaults();
    expect((await get(site.port, '/api/info/region')).status).toBe(200);
    expect((await get(site.port, '/healthz')).status).toBe(200);
  }, 60_000);
});

describe('per-upstream bounds', () => {
  it(
    'past the connection and queue bounds, calls are answered 503 with Retry-After in the site error shape',
    { timeout: 40_000 },
    async () => {
      const app = await listenApp({}, { connections: 2, queue: 2, queueWaitMs: 20_000 });
      try {
        // Slow enough that all eight calls arrive while the first two are still in flight, even on a busy machine.
        await mock.control.fault({ path: '/info/region', delayMs: 4_000, times: 10 });
        const answers = await Promise.all(Array.from({ length: 8 }, () => get(app.port, '/api/info/region')));
        const statuses = answers.map((a) => a.status).sort();
        // Two in flight and two waiting get the answer; the other four are refused at once.
        expect(statuses).toEqual([200, 200, 200, 200, 503, 503, 503, 503]);
        const refused = answers.find((a) => a.status === 503)!;
        expect(refused.headers['retry-after']).toBe('1');
        expect(refused.headers['cache-control']).toBe('no-store');
        expect(JSON.parse(refused.body)).toEqual({ message: MESSAGES.apiDefault, status: 503 });
        // Another upstream has its own bounds.
        expect((await get(app.port, '/api/rd/config')).status).toBe(200);
      } finally {
        await app.close();
      }
    },
  );

  it('a call that waited too long for a free connection is answered 503', async () => {
    const app = await listenApp({}, { connections: 1, queue: 10, queueWaitMs: 300 });
    try {
      await mock.control.fault({ path: '/info/region', delayMs: 1_500, times: 2 });
      const [first, second] = await Promise.all([get(app.port, '/api/info/region'), get(app.port, '/api/info/region')]);
      expect([first!.status, second!.status].sort()).toEqual([200, 503]);
    } finally {
      await app.close();
    }
  });
});

describe('one deadline per call', () => {
  it('covers the answer body: an upstream trickling a byte every 500 ms is cut off, and the call is logged by name', async () => {
    const app = await listenApp({ UPSTREAM_TIMEOUT_MS: '1000' });
    try {
      const body = { region: 'x'.repeat(60) };
      await mock.control.fault({ path: '/info/region', kind: 'trickle', status: 200, body, trickleMs: 500 });
      const answer = await get(app.port, '/api/info/region');
      // The head had already gone to the browser, so the connection ends mid-answer.
      expect(answer.status).toBe(200);
      expect(answer.complete).toBe(false);
      expect(answer.body.length).toBeLessThan(JSON.stringify(body).length);
      const line = app.logs.map((l) => JSON.parse(l) as { call?: string; msg?: string }).find((l) => l.call === 'region');
      expect(line?.msg).toMatch(/region: timeout/);
    } finally {
      await app.close();
    }
  }, 40_000);

  it('covers the look at a 401 body for a renewal: a trickled 401 on a signed-in call is a 504', async () => {
    const app = await listenApp({ UPSTREAM_TIMEOUT_MS: '1000' });
    try {
      const login = await fetch(`http://127.0.0.1:${app.port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'verified@example.com', password: DEMO_PASSWORD }),
      });
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      await mock.control.fault({
        path: '/beyond/orders',
        kind: 'trickle',
        status: 401,
        body: { message: 'Expired', status: 401, code: 4, padding: 'x'.repeat(40) },
        headers: { 'x-bigscreen-nonce': 'nonce_slow' },
        trickleMs: 500,
      });
      const answer = await get(app.port, '/api/beyond/orders', { cookie });
      expect(answer.status).toBe(504);
      expect(JSON.parse(answer.body)).toEqual({ message: MESSAGES.timeout, status: 504 });
    } finally {
      await app.close();
    }
  }, 40_000);

  it('answers 504 when nothing was sent yet, and logs the call by name', async () => {
    const app = await listenApp({ UPSTREAM_TIMEOUT_MS: '1000' });
    try {
      await mock.control.fault({ path: '/info/currency', delayMs: 10_000, status: 200, body: { currency: 'usd' } });
      const answer = await get(app.port, '/api/info/currency');
      expect(answer.status).toBe(504);
      expect(JSON.parse(answer.body)).toEqual({ message: MESSAGES.timeout, status: 504 });
      expect(app.logs.some((l) => l.includes('"call":"currency"') && l.includes('timeout'))).toBe(true);
    } finally {
      await app.close();
    }
  }, 30_000);
});

describe('the answer body, streamed', () => {
  /** A stand-in for the remote-desktop host (the site calls it for /api/rd/config), on a free port. */
  async function upstreamStandIn(handler: http.RequestListener) {
    const server = await listenOnLoopback(handler);
    return { ...server, env: { REMOTE_DESKTOP_URL: `http://127.0.0.1:${server.port}` } };
  }

  it('reaches a slow reader whole: the upstream waits while the browser does not read, then goes on', async () => {
    // Several MB: far more than the socket buffers on both sides, so the browser's backpressure
    // has to pause the upstream and its reading has to resume it.
    const body = Buffer.alloc(8 * 1024 * 1024);
    for (let i = 0; i < body.length; i += 1) body[i] = i % 251;
    const upstream = await upstreamStandIn((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(body.length) });
      // In 64 KB pieces, each written as the previous one is taken.
      let offset = 0;
      const next = () => {
        while (offset < body.length) {
          const piece = body.subarray(offset, offset + 64 * 1024);
          offset += piece.length;
          if (!res.write(piece)) return void res.once('drain', next);
        }
        res.end();
      };
      next();
    });
    const app = await listenApp(upstream.env);
    try {
      const received = await new Promise<Buffer>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port: app.port, path: '/api/rd/config', agent: false }, (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-length']).toBe(String(body.length));
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
          res.on('error', reject);
          // Stop reading for a while, twice, so the proxy is held up mid-answer.
          res.pause();
          setTimeout(() => {
            res.resume();
            setTimeout(() => res.pause(), 5);
            setTimeout(() => res.resume(), 300);
          }, 300);
        });
        req.on('error', reject);
      });
      expect(received.length).toBe(body.length);
      expect(received.equals(body)).toBe(true);
    } finally {
      await app.close();
      await upstream.close();
    }
  }, 30_000);

  it('ends the upstream exchange when the browser leaves mid-answer, and frees its connection slot', async () => {
    let upstreamGone!: () => void;
    const upstreamSawClose = new Promise<void>((resolve) => (upstreamGone = resolve));
    let calls = 0;
    const upstream = await upstreamStandIn((req, res) => {
      calls += 1;
      if (calls > 1) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"url":"https://rd.example"}');
      // The first answer sends its head and part of the body, then never finishes.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"url":"');
      res.on('close', () => upstreamGone());
    });
    // One exchange at a time and no queue: a slot that is never freed makes every later call a 503.
    const app = await listenApp({ ...upstream.env, UPSTREAM_TIMEOUT_MS: '60000' }, { connections: 1, queue: 0, queueWaitMs: 100 });
    try {
      await new Promise<void>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port: app.port, path: '/api/rd/config', agent: false }, (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => undefined);
        setTimeout(() => reject(new Error('no answer head')), 5_000);
      });
      // Well inside the 60 s deadline: only the browser's leaving can have ended it.
      await Promise.race([
        upstreamSawClose,
        new Promise((_, reject) => setTimeout(() => reject(new Error('the upstream exchange outlived the browser')), 5_000)),
      ]);
      const next = await get(app.port, '/api/rd/config');
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toEqual({ url: 'https://rd.example' });
    } finally {
      await app.close();
      await upstream.close();
    }
  }, 30_000);
});
