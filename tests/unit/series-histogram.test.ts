/**
 * The site's histogram (server/src/series-histogram.ts) exposes what prom-client's Histogram
 * exposes for the same observations: the registry's text and JSON, through a reset, with values
 * on the bounds, past the last bound, and series first seen in any order.
 */
import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { SeriesHistogram } from '#server/series-histogram.ts';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const CONFIG = { name: 'site_test_seconds', help: 'A test histogram', labelNames: ['group', 'status'] as const, buckets: BUCKETS };

function pair() {
  const ours = new Registry();
  const theirs = new Registry();
  const series = new SeriesHistogram({ ...CONFIG, registers: [ours] });
  const reference = new Histogram({ ...CONFIG, registers: [theirs] });
  const observers = new Map<string, (v: number) => void>();
  const observe = (group: string, status: string, value: number) => {
    const key = `${group} ${status}`;
    if (!observers.has(key)) observers.set(key, series.series({ group, status }));
    observers.get(key)!(value);
    reference.labels({ group, status }).observe(value);
  };
  return { ours, theirs, observe };
}

async function expectSame(ours: Registry, theirs: Registry) {
  expect(await ours.metrics()).toBe(await theirs.metrics());
  expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
}

describe('the series histogram', () => {
  it("exposes prom-client's text and JSON for the same observations", async () => {
    const { ours, theirs, observe } = pair();
    await expectSame(ours, theirs);
    let x = 11;
    const random = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      const value = i % 50 === 0 ? BUCKETS[i % BUCKETS.length]! : i % 97 === 0 ? 45 : random() * random() * 3;
      observe(['api', 'pages', 'assets'][i % 3]!, ['200', '404', 'timeout', '503'][Math.floor(random() * 4)]!, value);
    }
    await expectSame(ours, theirs);
  });

  it('shows no series after a reset until the next observation, in the order then observed', async () => {
    const { ours, theirs, observe } = pair();
    observe('api', '200', 0.01);
    observe('pages', '200', 0.2);
    ours.resetMetrics();
    theirs.resetMetrics();
    await expectSame(ours, theirs);
    observe('pages', '200', 0.3);
    observe('api', '200', 0.02);
    await expectSame(ours, theirs);
    expect(await ours.metrics()).toContain('site_test_seconds_count{group="pages",status="200"} 1');
  });

  it('refuses what prom-client refuses: a value that is not a number, a label it was not given', () => {
    const series = new SeriesHistogram({ ...CONFIG, registers: [new Registry()] });
    expect(() => series.series({ group: 'api', status: '200' })(Number.NaN)).toThrow(TypeError);
    expect(() => series.series({ group: 'api', status: '200', extra: 'x' } as never)).toThrow(/not included/);
  });
});
