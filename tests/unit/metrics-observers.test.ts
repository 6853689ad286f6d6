/**
 * The histograms' label children are made once per pair of label values and kept: each
 * observation must still land in its own series, and a reset registry must start again from zero.
 */
import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { metrics } from '#server/metrics.ts';

async function series(name: string): Promise<Map<string, number>> {
  const metric = await metrics.registry.getSingleMetric(name)!.get();
  const counts = new Map<string, number>();
  for (const v of metric.values) {
    // A histogram's values carry the series' name (bucket, sum, count); prom-client's type leaves it out.
    if (!(v as { metricName?: string }).metricName?.endsWith('_count')) continue;
    counts.set(JSON.stringify(v.labels), v.value);
  }
  return counts;
}

describe('upstream call observations through cached label children', () => {
  it('counts each call and status (or failure kind) in its own series', async () => {
    metrics.registry.resetMetrics();
    metrics.observeUpstream('me', 200, 0.01);
    metrics.observeUpstream('me', 200, 0.02);
    metrics.observeUpstream('me', 401, 0.01);
    metrics.observeUpstream('rooms', 200, 0.01);
    metrics.observeUpstream('rooms', 'timeout', 30);
    const counts = await series('site_upstream_request_duration_seconds');
    expect(counts.get(JSON.stringify({ call: 'me', status: '200' }))).toBe(2);
    expect(counts.get(JSON.stringify({ call: 'me', status: '401' }))).toBe(1);
    expect(counts.get(JSON.stringify({ call: 'rooms', status: '200' }))).toBe(1);
    expect(counts.get(JSON.stringify({ call: 'rooms', status: 'timeout' }))).toBe(1);
    expect(counts.size).toBe(4);
  });

  it('starts again from zero after the registry is reset', async () => {
    metrics.observeUpstream('me', 200, 0.01);
    metrics.registry.resetMetrics();
    metrics.observeUpstream('me', 200, 0.01);
    const counts = await series('site_upstream_request_duration_seconds');
    expect(counts.get(JSON.stringify({ call: 'me', status: '200' }))).toBe(1);
  });
});

describe('request observations through cached label children', () => {
  it('counts each route group and status in its own series, with the status read when the response finishes', async () => {
    metrics.registry.resetMetrics();
    const middleware = metrics.httpMiddleware();
    for (const [path, status] of [
      ['/api/me', 200],
      ['/api/me', 200],
      ['/api/me', 404],
      ['/rooms', 200],
    ] as const) {
      const res = Object.assign(new EventEmitter(), { statusCode: 0 });
      middleware({ path } as Request, res as unknown as Response, () => {});
      res.statusCode = status;
      res.emit('finish');
    }
    const counts = await series('site_http_request_duration_seconds');
    expect(counts.get(JSON.stringify({ group: 'api', status: '200' }))).toBe(2);
    expect(counts.get(JSON.stringify({ group: 'api', status: '404' }))).toBe(1);
    expect(counts.get(JSON.stringify({ group: 'pages', status: '200' }))).toBe(1);
    expect(counts.size).toBe(3);
  });
});
