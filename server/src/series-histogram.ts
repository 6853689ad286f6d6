/**
 * A Prometheus histogram whose observations cost a few additions: each series (one set of label
 * values) is made once and handed out as an `observe` function that updates its own counts.
 *
 * prom-client's Histogram, even through a label child, rebuilt a label object, checked the label
 * names, hashed the labels into a string and looked the bucket up by a floating-point property
 * name on every observation: two observations per proxied call cost ~2 µs of its ~95 µs
 * (bench/profile.ts, docs/decisions/0019-proxy-per-call-cpu.md). This one is read by the same
 * registry and exposes the same text as prom-client's for the same observations (series in the
 * order first observed, cumulative buckets, `+Inf`, `_sum`, `_count`; a reset registry shows no
 * series until the next observation): tests/unit/series-histogram.test.ts compares the two.
 */
import type { Registry } from 'prom-client';

interface Series {
  labels: Record<string, string>;
  /** Observations per bucket (not cumulative); past the last bound only `count` grows. */
  counts: Float64Array;
  sum: number;
  count: number;
  /** Listed for export: false after a reset until the next observation. */
  listed: boolean;
}

interface Exported {
  labels: Record<string, string | number>;
  sharedLabels: Record<string, string>;
  value: number;
  metricName: string;
  exemplar?: null;
}

export interface SeriesHistogramConfig<K extends string> {
  name: string;
  help: string;
  labelNames: readonly K[];
  buckets: readonly number[];
  registers: Registry[];
}

export class SeriesHistogram<K extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly name: string;
  readonly help: string;
  private readonly bounds: readonly number[];
  private readonly labelNames: readonly K[];
  /** Listed series, in the order they were (re)listed. */
  private readonly listed = new Map<string, Series>();

  constructor(config: SeriesHistogramConfig<K>) {
    this.name = config.name;
    this.help = config.help;
    this.labelNames = config.labelNames;
    // In increasing order, as prom-client takes them.
    this.bounds = config.buckets;
    // The registry reads any object with prom-client's metric methods (get, reset, name, type).
    for (const registry of config.registers) registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  /** The observe function of one series; keep it (making it is the costly part). */
  series(labels: Record<K, string>): (value: number) => void {
    for (const name of Object.keys(labels)) {
      if (!this.labelNames.includes(name as K)) throw new Error(`Added label "${name}" is not included in initial labelset`);
    }
    const key = this.labelNames.map((name) => labels[name]).join('\u0000');
    const series: Series = { labels: { ...labels }, counts: new Float64Array(this.bounds.length), sum: 0, count: 0, listed: false };
    const { bounds, listed } = this;
    return (value) => {
      if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
      if (!series.listed) {
        // Another observer of the same labels may have listed its own series: share its counts.
        const current = listed.get(key);
        if (current && current !== series) return addTo(current, bounds, value);
        series.listed = true;
        listed.set(key, series);
      }
      addTo(series, bounds, value);
    };
  }

  reset(): void {
    for (const series of this.listed.values()) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
      series.listed = false;
    }
    this.listed.clear();
  }

  /** The registry's text export reads this shape (bucket labels apart from the series' own). */
  getForPromString(): Promise<{ name: string; help: string; type: string; values: Exported[]; aggregator: string }> {
    const values: Exported[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const series of this.listed.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += series.counts[i]!;
        values.push({ labels: { le: bound }, sharedLabels: series.labels, value: cumulative, metricName: bucketName, exemplar: null });
      });
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: series.labels, value: series.count, metricName: bucketName, exemplar: null },
        { labels: {}, sharedLabels: series.labels, value: series.sum, metricName: `${this.name}_sum`, exemplar: undefined },
        { labels: {}, sharedLabels: series.labels, value: series.count, metricName: `${this.name}_count`, exemplar: undefined },
      );
    }
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator });
  }

  /** The JSON export (and getSingleMetric().get()): each value's labels with the series' own. */
  async get(): Promise<{ name: string; help: string; type: string; values: Omit<Exported, 'sharedLabels'>[]; aggregator: string }> {
    const data = await this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ sharedLabels, labels, ...rest }) => ({ ...rest, labels: { ...labels, ...sharedLabels } })),
    };
  }
}

function addTo(series: Series, bounds: readonly number[], value: number): void {
  series.sum += value;
  series.count += 1;
  for (let i = 0; i < bounds.length; i++) {
    if (value <= bounds[i]!) {
      series.counts[i]! += 1;
      return;
    }
  }
}
