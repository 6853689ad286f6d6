/**
 * Prometheus metrics (prom-client) for operators running several instances. One registry per
 * process: every label has a small fixed set of values (route groups, allowlist entry names,
 * status codes, outcome names), never a raw path, token or id.
 *
 * The registry is served by its own HTTP server on METRICS_PORT (see `startMetricsServer`),
 * never on the public port, where /metrics is a 404.
 */
import http from 'node:http';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { SeriesHistogram } from './series-histogram';
import { BUILD_INFO } from './build-info';

const registry = new Registry();

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const httpRequests = new SeriesHistogram({
  name: 'site_http_request_duration_seconds',
  help: 'Requests answered by this instance, by route group and status, with their duration',
  labelNames: ['group', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

const upstreamCalls = new SeriesHistogram({
  name: 'site_upstream_request_duration_seconds',
  help: 'Calls to an upstream, by allowlist entry and status (or "error"/"timeout"), with their duration',
  labelNames: ['call', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export type RenewalOutcome = 'performed' | 'joined' | 'refused' | 'failed';

const renewals = new Counter({
  name: 'site_session_renewals_total',
  help: 'Session renewals: performed upstream by this instance, joined from another instance, refused by the upstream, failed (upstream fault)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const verifyCache = new Counter({
  name: 'site_verify_cache_total',
  help: 'Access-token checks answered from the recent-verify cache (hit) or sent upstream (miss)',
  labelNames: ['result'] as const,
  registers: [registry],
});

const rateLimitRejections = new Counter({
  name: 'site_rate_limit_rejections_total',
  help: 'Attempts refused with 429 by the login/signup/forgot/reset limits, by route',
  labelNames: ['route'] as const,
  registers: [registry],
});

const redisFallback = new Gauge({
  name: 'site_redis_fallback',
  help: '1 while Redis is configured but unusable and this instance runs on per-instance state, else 0',
  registers: [registry],
});

const redisTransitions = new Counter({
  name: 'site_redis_transitions_total',
  help: 'Times this instance fell back to per-instance state (to="fallback") or resumed shared state (to="shared")',
  labelNames: ['to'] as const,
  registers: [registry],
});

const buildInfo = new Gauge({
  name: 'site_build_info',
  help: 'Always 1; its labels name the running build: package version, source commit, Node version',
  labelNames: ['version', 'commit', 'node'] as const,
  registers: [registry],
});
buildInfo.set({ version: BUILD_INFO.version, commit: BUILD_INFO.commit, node: BUILD_INFO.node }, 1);

/** The route group of a request path, for the HTTP metric (a handful of values, never the path). */
export function routeGroup(path: string): string {
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/assets/')) return 'assets';
  return 'pages';
}

/** A status code, or how an exchange without an answer ended ('timeout', 'overloaded', 'unreachable', ...). */
function statusLabel(status: number | string): string {
  return typeof status === 'number' ? String(status) : status;
}

type Observe = (seconds: number) => void;

/**
 * The series of a histogram for one pair of label values, made on first use and kept: a request
 * then only adds to its counts (series-histogram.ts). Both keys come from small fixed sets (route
 * groups or allowlist entry names, status codes or failure kinds), so the cache stays as small as
 * the metric's own series (docs/decisions/0019-proxy-per-call-cpu.md).
 */
function observerCache<K extends string>(
  histogram: SeriesHistogram<K>,
  [first, second]: readonly [K, K],
): (a: string, b: number | string) => Observe {
  const children = new Map<string, Map<number | string, Observe>>();
  return (a, b) => {
    let byB = children.get(a);
    if (!byB) children.set(a, (byB = new Map()));
    let observe = byB.get(b);
    if (!observe) {
      observe = histogram.series({ [first]: a, [second]: statusLabel(b) } as Record<K, string>);
      byB.set(b, observe);
    }
    return observe;
  };
}

const httpObserver = observerCache(httpRequests, ['group', 'status']);
const upstreamObserver = observerCache(upstreamCalls, ['call', 'status']);

export const metrics = {
  registry,

  /** Express middleware timing every request (mounted first in the app). */
  httpMiddleware(): RequestHandler {
    return (req, res, next) => {
      const started = performance.now();
      const group = routeGroup(req.path);
      // `on`, not `once`: a response finishes once, and `once` costs a wrapper and a removal per request.
      res.on('finish', () => {
        httpObserver(group, res.statusCode)((performance.now() - started) / 1000);
      });
      next();
    };
  },

  /** One upstream exchange finished: the allowlist entry's name, its status (or how it failed), and its duration. */
  observeUpstream(call: string, status: number | string, seconds: number): void {
    upstreamObserver(call, status)(seconds);
  },

  /** Seconds since a `performance.now()` mark (undefined: 0). */
  since(mark: number | undefined): number {
    return mark === undefined ? 0 : (performance.now() - mark) / 1000;
  },

  renewal(outcome: RenewalOutcome): void {
    renewals.inc({ outcome });
  },

  verifyCache(hit: boolean): void {
    verifyCache.inc({ result: hit ? 'hit' : 'miss' });
  },

  rateLimited(route: string): void {
    rateLimitRejections.inc({ route });
  },

  redisState(state: 'fallback' | 'shared'): void {
    redisFallback.set(state === 'fallback' ? 1 : 0);
    redisTransitions.inc({ to: state });
  },
};

let defaultsCollected = false;

export interface MetricsServer {
  port: number;
  close: () => Promise<void>;
}

/**
 * Serves GET /metrics (Prometheus text format) on its own port, with the default process
 * metrics added. Anything else on that port is a 404.
 */
export async function startMetricsServer(port: number, host?: string): Promise<MetricsServer> {
  if (!defaultsCollected) {
    collectDefaultMetrics({ register: registry });
    defaultsCollected = true;
  }
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if ((req.method === 'GET' || req.method === 'HEAD') && path === '/metrics') {
      registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
          res.end(req.method === 'HEAD' ? undefined : text);
        },
        () => {
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('metrics unavailable\n');
        },
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('not found\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
