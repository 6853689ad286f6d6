/**
 * One visitor's call followed end to end (docs/OPERATIONS.md, "Tracing"): the production build,
 * behind one trusted proxy, with an upstream that records the headers it gets and a small OTLP/HTTP
 * receiver standing in for a collector. A request with a traceparent reaches the upstream under
 * the same trace with a new span id; its log line names the trace and the client's address; the
 * receiver gets the server span (a child of the caller's span) and the upstream call's span (the
 * parent the upstream was told).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteProcess, stopChild, type SiteProcess } from '../helpers/processes';

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
  attributes?: { key: string; value: Record<string, unknown> }[];
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: OtlpSpan[] }[];
  }[];
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value && Object.values(value)[0];
};

describe('a traced request through the production build', () => {
  const upstreamHeaders: http.IncomingHttpHeaders[] = [];
  const exports: OtlpExport[] = [];
  const exportPaths: string[] = [];
  let upstream: Listening;
  let collector: Listening;
  let site: SiteProcess | undefined;

  beforeAll(async () => {
    upstream = await listen((req, res) => {
      upstreamHeaders.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ country: 'DE' }));
    });
    collector = await listen((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        exportPaths.push(req.url ?? '');
        exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
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
    expect(exportPaths.every((p) => p === '/v1/traces')).toBe(true);
    const spans = exports
      .flatMap((e) => e.resourceSpans ?? [])
      .flatMap((r) => r.scopeSpans ?? [])
      .flatMap((s) => s.spans ?? []);
    const server = spans.find((s) => s.spanId === serverSpanId);
    expect(server, JSON.stringify(spans)).toMatchObject({ traceId: TRACE, parentSpanId: CALLER_SPAN, name: 'GET api' });
    expect(attribute(server!, 'client.address')).toBe(CLIENT);
    expect(attribute(server!, 'http.response.status_code')).toBe(200);
    const call = spans.find((s) => s.spanId === sentSpan);
    expect(call).toMatchObject({ traceId: TRACE, parentSpanId: serverSpanId, name: 'upstream region' });
    expect(attribute(call!, 'http.response.status_code')).toBe(200);
    expect(spans.filter((s) => attribute(s, 'url.path') === '/healthz')).toEqual([]);
    const resource = exports[0]!.resourceSpans![0]!.resource?.attributes ?? [];
    expect(resource.find((a) => a.key === 'service.name')?.value.stringValue).toBe('site-under-test');
  }, 60_000);
});
