/**
 * One visitor's call followed end to end (docs/OPERATIONS.md, "Tracing"): the production build,
 * behind one trusted proxy, with an upstream that records the headers it gets and a small OTLP/HTTP
 * receiver standing in for a collector. A request with a traceparent reaches the upstream under
 * the same trace with a new span id; its log line names the trace and the client's address; the
 * receiver gets the server span (a child of the caller's span) and the upstream call's span (the
 * parent the upstream was told). And with Redis shared: a sign-in and a renewal (the call's 401
 * code 4, the renewal under the Redis lock, the retried call) each recorded in the caller's trace,
 * Redis commands included. (Skipped, with the reason, where redis-server is missing.) And, in
 * process, how failures are recorded: an upstream call that failed or answered 5xx, a 5xx answer,
 * a Redis command that threw.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { startOtelTracing } from '#server/tracing/otel.ts';
import { startMockProcess, startSiteProcess, stopChild, type MockProcess, type SiteProcess } from '../helpers/processes';
import { redisUnavailableReason, startRedis, type RedisServer } from '../helpers/redis';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

const TRACE = '0af7651916cd43dd8448eb211c80319c';
const CALLER_SPAN = 'b7ad6b7169203331';
const CLIENT = '203.0.113.77';

interface Listening {
  url: string;
  close: () => Promise<void>;
}

async function listen(handler: http.RequestListener): Promise<Listening> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** OTLP/JSON as the exporter sends it: ids are hex strings. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  /** Nanoseconds since the epoch, as a decimal string. */
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  status?: { code?: number; message?: string };
  flags?: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: OtlpSpan[] }[];
  }[];
}

/** A stand-in collector: every export it receives, and its spans. */
async function startCollector(): Promise<Listening & { exports: OtlpExport[]; paths: string[]; spans: () => OtlpSpan[] }> {
  const exports: OtlpExport[] = [];
  const paths: string[] = [];
  const listening = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      paths.push(req.url ?? '');
      exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  const spans = () =>
    exports
      .flatMap((e) => e.resourceSpans ?? [])
      .flatMap((r) => r.scopeSpans ?? [])
      .flatMap((s) => s.spans ?? []);
  return { ...listening, exports, paths, spans };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value && Object.values(value)[0];
};

describe('a traced request through the production build', () => {
  const upstreamHeaders: http.IncomingHttpHeaders[] = [];
  let upstream: Listening;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let site: SiteProcess | undefined;

  beforeAll(async () => {
    upstream = await listen((req, res) => {
      upstreamHeaders.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ country: 'DE' }));
    });
    collector = await startCollector();
    const base = `${upstream.url}/main`;
    site = await startSiteProcess(
      { url: upstream.url, urls: { main: base, cloud: `${upstream.url}/cloud`, rd: `${upstream.url}/rd` } },
      {
        NODE_ENV: 'production',
        SITE_URL: 'https://site.example',
        TRUST_PROXY: '1',
        TRAILER_VIDEO_URL: undefined,
        HOWTO_VIDEO_URL: undefined,
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_SERVICE_NAME: 'site-under-test',
        METRICS_PORT: '0',
      },
    );
  }, 60_000);

  afterAll(async () => {
    if (site) await stopChild(site.child);
    await upstream?.close();
    await collector?.close();
  });

  it('carries the trace to the upstream, names it in the log, and exports the spans', async () => {
    const before = BigInt(Date.now() - 1) * 1_000_000n;
    const answer = await fetch(`${site!.baseURL}/api/info/region`, {
      headers: { traceparent: `00-${TRACE}-${CALLER_SPAN}-01`, 'x-forwarded-for': CLIENT, 'x-request-id': 'followed-1' },
    });
    expect(answer.status).toBe(200);

    // The upstream: the same trace, a span id of its own, sampled as the caller asked.
    expect(upstreamHeaders).toHaveLength(1);
    const sent = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(upstreamHeaders[0]!.traceparent));
    expect(sent, String(upstreamHeaders[0]!.traceparent)).not.toBeNull();
    const [, sentTrace, sentSpan] = sent!;
    expect(sentTrace).toBe(TRACE);
    expect(sentSpan).not.toBe(CALLER_SPAN);

    // A caller that did not sample its trace: carried on, not recorded, and the upstream told so.
    const unsampled = 'c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6';
    const declined = await fetch(`${site!.baseURL}/api/info/region`, { headers: { traceparent: `00-${unsampled}-${CALLER_SPAN}-00` } });
    expect(declined.status).toBe(200);
    expect(String(upstreamHeaders[1]!.traceparent)).toMatch(new RegExp(`^00-${unsampled}-(?!${CALLER_SPAN})[0-9a-f]{16}-00$`));

    // No caller: a fresh trace, recorded (the default sampler records every trace that starts here).
    const root = await fetch(`${site!.baseURL}/api/info/region`, { headers: { 'x-request-id': 'followed-root' } });
    expect(root.status).toBe(200);
    const rootSent = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(upstreamHeaders[2]!.traceparent));
    expect(rootSent, String(upstreamHeaders[2]!.traceparent)).not.toBeNull();

    // Which build answered: /healthz names the version, the metrics port the version, commit and Node.
    const health = (await (await fetch(`${site!.baseURL}/healthz`)).json()) as { status: string; version: string };
    expect(health).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) as unknown });
    const metrics = await (await fetch(`http://127.0.0.1:${site!.metricsPort}/metrics`)).text();
    const info = /^site_build_info\{version="([^"]+)",commit="([^"]+)",node="([^"]+)"\} 1$/m.exec(metrics);
    expect(info, metrics.slice(0, 2000)).not.toBeNull();
    expect(info![1]).toBe(health.version);
    expect(info![2]).toMatch(/^([0-9a-f]{7,40}|unknown)$/);
    expect(info![3]).toBe(process.versions.node);
    // A health probe is carried, never recorded.

    // SIGTERM: the production log's buffer and the last spans are flushed on the way out.
    await stopChild(site!.child);
    const lines = site!.output.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    const requestLine = lines.find((l) => (l.req as { id?: string } | undefined)?.id === 'followed-1' && 'responseTime' in l);
    expect(requestLine, site!.output.join('\n')).toMatchObject({
      level: 'info',
      trace_id: TRACE,
      req: { remoteAddress: CLIENT, url: '/api/info/region' },
    });
    const serverSpanId = requestLine!.span_id as string;
    expect(serverSpanId).toMatch(/^[0-9a-f]{16}$/);
    expect(lines.find((l) => l.msg === 'listening')).toMatchObject({ version: health.version });

    // The collector: the server span under the caller's, the upstream call's span under it.
    expect(collector.paths.every((p) => p === '/v1/traces')).toBe(true);
    const spans = collector.spans();
    expect(spans.filter((s) => s.traceId === unsampled)).toEqual([]);
    // The fresh trace: one id in the log line, upstream and in the collector, the call under the server span.
    const rootLine = lines.find((l) => (l.req as { id?: string } | undefined)?.id === 'followed-root' && 'responseTime' in l);
    expect(rootLine?.trace_id).toBe(rootSent![1]);
    const rootServer = spans.find((s) => s.spanId === rootLine!.span_id);
    expect(rootServer).toMatchObject({ traceId: rootSent![1], name: 'GET api' });
    expect(rootServer!.parentSpanId ?? '').toBe('');
    expect(spans.find((s) => s.spanId === rootSent![2])).toMatchObject({ traceId: rootSent![1], parentSpanId: rootServer!.spanId });
    const server = spans.find((s) => s.spanId === serverSpanId);
    expect(server, JSON.stringify(spans)).toMatchObject({ traceId: TRACE, parentSpanId: CALLER_SPAN, name: 'GET api' });
    expect(attribute(server!, 'client.address')).toBe(CLIENT);
    expect(attribute(server!, 'http.response.status_code')).toBe(200);
    expect(attribute(server!, 'http.request.method')).toBe('GET');
    expect(attribute(server!, 'url.path')).toBe('/api/info/region');
    const call = spans.find((s) => s.spanId === sentSpan);
    expect(call).toMatchObject({ traceId: TRACE, parentSpanId: serverSpanId, name: 'upstream region' });
    expect(attribute(call!, 'http.response.status_code')).toBe(200);
    expect(attribute(call!, 'site.upstream.call')).toBe('region');
    expect(attribute(call!, 'site.upstream')).toBe('main');
    // OTLP's kinds (SERVER 2, CLIENT 3), times and flags: the call within the request, both within
    // this test; sampled, and the server span's parent marked remote (the caller), the call's not.
    const after = BigInt(Date.now() + 1) * 1_000_000n;
    const times = (s: OtlpSpan) => [BigInt(s.startTimeUnixNano), BigInt(s.endTimeUnixNano)] as const;
    const [serverStart, serverEnd] = times(server!);
    const [callStart, callEnd] = times(call!);
    expect([server!.kind, call!.kind]).toEqual([2, 3]);
    expect(before <= serverStart && serverStart <= callStart && callStart <= callEnd && callEnd <= serverEnd && serverEnd <= after).toBe(
      true,
    );
    expect([server!.status?.code ?? 0, call!.status?.code ?? 0]).toEqual([0, 0]);
    expect([server!.flags, call!.flags]).toEqual([0x301, 0x101]);
    expect(spans.filter((s) => attribute(s, 'url.path') === '/healthz')).toEqual([]);
    const resource = collector.exports[0]!.resourceSpans![0]!.resource?.attributes ?? [];
    expect(resource.find((a) => a.key === 'service.name')?.value.stringValue).toBe('site-under-test');
  }, 60_000);
});

const redisSkip = redisUnavailableReason();

describe.skipIf(redisSkip !== undefined)('a session renewed through Redis, recorded', () => {
  let mock: MockProcess;
  let redis: RedisServer;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let site: SiteProcess | undefined;

  beforeAll(async () => {
    [mock, redis, collector] = await Promise.all([startMockProcess(), startRedis(), startCollector()]);
    site = await startSiteProcess(mock, { REDIS_URL: redis.url, OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
  }, 60_000);

  afterAll(async () => {
    if (site) await stopChild(site.child);
    await mock?.stop();
    await redis?.stop();
    await collector?.close();
  });

  it('puts the sign-in, the renewal, the retried call and their Redis commands in the caller’s traces', async () => {
    const signInTrace = '5a0f2b7c9e1d4a3b8c6d2e0f1a2b3c4d';
    const renewTrace = '6b1e3c8d0f2a4b5c9d7e3f1a2b3c4d5e';
    const login = await fetch(`${site!.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${signInTrace}-${CALLER_SPAN}-01` },
      body: JSON.stringify({ email: 'verified@example.com', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // The access token expires upstream: the call answers 401 code 4, the server renews (holding
    // the Redis lock, publishing the outcome) and retries.
    await mock.control.expireTokens();
    const call = await fetch(`${site!.baseURL}/api/media/entitlements`, {
      headers: { cookie, traceparent: `00-${renewTrace}-${CALLER_SPAN}-01` },
    });
    expect(call.status).toBe(200);
    await stopChild(site!.child);

    const spans = collector.spans();
    const names = (trace: string) =>
      spans
        .filter((s) => s.traceId === trace)
        .map((s) => s.name)
        .sort();
    expect(names(signInTrace)).toEqual(['POST api', 'redis rate limit', 'upstream account', 'upstream login'].sort());
    // How many Redis commands a renewal takes is the coordinator's business; that they are there, and one renewal upstream, is ours.
    const renewal = names(renewTrace);
    expect(new Set(renewal)).toEqual(
      new Set(['GET api', 'redis renewal lock', 'redis renewal outcome', 'upstream entitlements', 'upstream renew']),
    );
    expect(renewal.filter((n) => n === 'upstream renew')).toHaveLength(1);
    expect(renewal.filter((n) => n === 'upstream entitlements')).toHaveLength(2);
    // Every span of the renewal hangs off the request's server span.
    const server = spans.find((s) => s.traceId === renewTrace && s.name === 'GET api')!;
    expect(server.parentSpanId).toBe(CALLER_SPAN);
    for (const span of spans.filter((s) => s.traceId === renewTrace && s !== server))
      expect(span.parentSpanId, span.name).toBe(server.spanId);
    const first = spans.find(
      (s) => s.traceId === renewTrace && s.name === 'upstream entitlements' && attribute(s, 'http.response.status_code') === 401,
    );
    expect(first, 'the call answered 401 before the renewal').toBeDefined();
  }, 60_000);
});

describe('failures, as recorded', () => {
  it('marks failed upstream calls, a 5xx answer and a failed Redis command as errors, with what failed', async () => {
    const collector = await startCollector();
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', collector.url);
    try {
      const settings = loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url }).tracing;
      const tracing = await startOtelTracing(settings, '1.0.0', pino({ level: 'silent' }));
      const req = { headers: {} } as IncomingMessage;
      const trace = tracing.start(req, { method: 'POST', url: '/api/auth/login', clientAddress: CLIENT, userAgent: undefined }, true);
      trace.upstream('login', 'main').end({ error: 'timeout' });
      trace.upstream('account', 'main').end({ status: 502 });
      trace.upstream('region', 'main').end({ status: 404 });
      await new Promise<void>((resolve) =>
        tracing.enter(trace, () => {
          tracing
            .internal('redis rate limit', { 'db.system.name': 'redis' }, () => Promise.reject(new Error('connection lost')))
            .catch(() => resolve());
        }),
      );
      trace.end(503, 'api');
      await tracing.shutdown();
      const spans = Object.fromEntries(collector.spans().map((span) => [span.name, span]));
      expect(Object.keys(spans).sort()).toEqual(['POST api', 'redis rate limit', 'upstream account', 'upstream login', 'upstream region']);
      expect(spans['upstream login']).toMatchObject({ status: { code: 2, message: 'timeout' } });
      expect(attribute(spans['upstream login']!, 'error.type')).toBe('timeout');
      expect(spans['upstream account']!.status?.code).toBe(2);
      expect(attribute(spans['upstream account']!, 'http.response.status_code')).toBe(502);
      expect(spans['upstream region']!.status?.code ?? 0, 'a 404 is an answer, not a failure').toBe(0);
      expect(spans['redis rate limit']).toMatchObject({ kind: 1, status: { code: 2, message: 'connection lost' } });
      expect(attribute(spans['redis rate limit']!, 'db.system.name')).toBe('redis');
      expect(spans['POST api']).toMatchObject({ kind: 2, status: { code: 2 } });
      expect(attribute(spans['POST api']!, 'http.response.status_code')).toBe(503);
      for (const child of ['upstream login', 'redis rate limit']) expect(spans[child]!.parentSpanId).toBe(spans['POST api']!.spanId);
    } finally {
      vi.unstubAllEnvs();
      await collector.close();
    }
  });
});
