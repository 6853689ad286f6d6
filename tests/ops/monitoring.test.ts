/**
 * deploy/monitoring: the alert rules pass `promtool check rules` and their unit tests
 * (`promtool test rules`), and every metric the rules and the Grafana dashboard query is one the
 * server exports (read from a real /metrics answer, process metrics included), so a renamed
 * metric cannot leave a silent alert or an empty panel behind. Where promtool is missing
 * (Debian: `apt-get install prometheus`) the two promtool checks are skipped with the reason printed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer, type MetricsServer } from '#server/metrics.ts';
import { ROOT } from '../helpers/processes';

const DIR = path.join(ROOT, 'deploy/monitoring');
const PROMTOOL = process.env.PROMTOOL ?? 'promtool';
const hasPromtool = spawnSync(PROMTOOL, ['--version'], { encoding: 'utf8' }).status === 0;
// CI installs promtool: there, its absence is a failure, not a skip.
if (!hasPromtool && process.env.REQUIRE_PROMTOOL === '1') throw new Error(`REQUIRE_PROMTOOL=1 but ${PROMTOOL} does not run`);
if (!hasPromtool)
  process.stdout.write(
    `monitoring: promtool not found (${PROMTOOL}); skipping promtool check rules, test rules and check config. Install it with: apt-get install prometheus\n`,
  );

interface Rule {
  alert?: string;
  expr: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const rules = (parse(fs.readFileSync(path.join(DIR, 'rules.yml'), 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap(
  (g) => g.rules,
);

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
}
const dashboard = JSON.parse(fs.readFileSync(path.join(DIR, 'dashboard.json'), 'utf8')) as {
  panels: Panel[];
  templating: { list: { query?: string | { query?: string } }[] };
};
const panelQueries = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })));
const variableQueries = dashboard.templating.list.flatMap((v) => (typeof v.query === 'object' && v.query.query ? [v.query.query] : []));

/** The metric names an expression reads: our own prefixes, Node's and the process's, and `up`. */
function metricsIn(expr: string): string[] {
  return [...new Set(expr.match(/\b(?:site|process|nodejs)_[a-z0-9_]+|\bup(?=\{)/g) ?? [])];
}

describe('alert rules', () => {
  it.skipIf(!hasPromtool)('pass promtool check rules', () => {
    const run = spawnSync(PROMTOOL, ['check', 'rules', 'rules.yml'], { cwd: DIR, encoding: 'utf8' });
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });

  it.skipIf(!hasPromtool)('pass their unit tests (promtool test rules)', () => {
    const run = spawnSync(PROMTOOL, ['test', 'rules', 'rules.test.yml'], { cwd: DIR, encoding: 'utf8' });
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });

  it.skipIf(!hasPromtool)('are loaded by the scrape config (promtool check config)', () => {
    const run = spawnSync(PROMTOOL, ['check', 'config', 'deploy/prometheus.yml'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const config = parse(fs.readFileSync(path.join(ROOT, 'deploy/prometheus.yml'), 'utf8')) as { rule_files?: string[] };
    expect(config.rule_files).toEqual(['/etc/prometheus/rules/*.yml']);
  });

  it('cover what an operator is paged or warned for, each with a severity and a runbook section', () => {
    expect(rules.map((r) => r.alert).sort()).toEqual(
      [
        'SiteAllInstancesDown',
        'SiteHigh5xxRatio',
        'SiteHighLatencyP99',
        'SiteInstanceDown',
        'SiteRedisFallback',
        'SiteRenewalFailures',
        'SiteUpstreamErrorRatio',
      ].sort(),
    );
    const operations = fs.readFileSync(path.join(ROOT, 'docs/OPERATIONS.md'), 'utf8');
    for (const rule of rules) {
      expect(['page', 'warn'], rule.alert).toContain(rule.labels?.severity);
      const anchor = /#([a-z0-9-]+)$/.exec(rule.annotations?.runbook_url ?? '')?.[1];
      expect(anchor, rule.alert).toBe(rule.alert!.toLowerCase());
      // The runbook's heading for the alert is its name, so the anchor resolves.
      expect(operations, rule.alert).toMatch(new RegExp(`^#+ ${rule.alert}$`, 'm'));
    }
  });
});

describe('the queries of the rules and the dashboard', () => {
  let server: MetricsServer;
  let exported: Set<string>;

  beforeAll(async () => {
    server = await startMetricsServer(0, '127.0.0.1');
    const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
    // Every sample name (histograms' _bucket, _sum and _count included), plus `up`, which Prometheus adds per scrape.
    exported = new Set(['up', ...[...text.matchAll(/^([a-z_:][a-z0-9_:]*)(?:\{| )/gm)].map((m) => m[1]!)]);
    // Series that only appear once observed (histograms, labelled counters) are named by their TYPE line.
    for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      exported.add(name!);
      if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) exported.add(name! + suffix);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('name only metrics the server exports', () => {
    const queries = [
      ...rules.map((r) => ({ where: `rule ${r.alert}`, expr: r.expr })),
      ...panelQueries.map((q) => ({ where: `panel ${q.panel}`, expr: q.expr })),
      ...variableQueries.map((expr) => ({ where: 'variable', expr })),
    ];
    expect(queries.length).toBeGreaterThan(20);
    for (const { where, expr } of queries) {
      const names = metricsIn(expr);
      expect(names.length, `${where}: ${expr}`).toBeGreaterThan(0);
      for (const name of names) expect(exported.has(name), `${where} reads ${name}, which the server does not export`).toBe(true);
    }
  });

  it('show requests, latency, upstream calls, renewals, rate-limit refusals and Redis', () => {
    const all = panelQueries.map((q) => q.expr).join('\n');
    expect(all).toMatch(/sum by \(group, status\) \(rate\(site_http_request_duration_seconds_count/);
    expect(all).toMatch(/histogram_quantile\(0\.5, sum by \(le\) \(rate\(site_http_request_duration_seconds_bucket/);
    expect(all).toMatch(/histogram_quantile\(0\.99, sum by \(le\) \(rate\(site_http_request_duration_seconds_bucket/);
    expect(all).toMatch(/sum by \(le, call\) \(rate\(site_upstream_request_duration_seconds_bucket/);
    expect(all).toContain('site_session_renewals_total');
    expect(all).toContain('site_rate_limit_rejections_total');
    expect(all).toContain('site_redis_fallback');
    // Every panel that is not a row queries something, and no two share an id.
    const ids = dashboard.panels.map((p) => (p as unknown as { id: number }).id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row')) expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
  });
});
