/**
 * `npm run bench`: load and soak figures for the production build on this machine.
 *
 * The site server is pinned to one core (taskset, where available); mock-upstream, the replaying
 * front both proxies talk to (bench/replay-upstream.ts) and the load generator share the other.
 * Figures are reported as ratios to a bare Express + http-proxy-middleware baseline and to
 * calling mock-upstream directly, measured in the same run, so they hold on a noisy machine.
 * Results: a table on stdout and JSON in bench/results/.
 *
 * Several instances: the authenticated call on a site with REDIS_URL set (against the same
 * baseline: Redis must cost nothing on a call that needs no renewal), and a burst of expired
 * sessions spread over two Redis-sharing instances with the mock in rotation mode (upstream
 * renewals per session: must be 1). Skipped, with the reason, where redis-server is missing.
 *
 * Two upstreams: the replaying front on the mock (bench/replay-upstream.ts) and a trivial one, a
 * bare http server answering one fixed small JSON (bench/trivial-upstream.ts), each with its own
 * site and baseline, both calls through both in the same run. BENCH_SCOPE=proxy runs only those
 * four alternating pairs (no static rows, fixed rate, scale-out or soak).
 *
 * BENCH_DURATION (s, default 10) and SOAK_DURATION (s, default 60) shorten or lengthen it. Runs at
 * saturation use wrk where it is installed (`apt-get install wrk`; BENCH_LOAD=autocannon to not).
 * BENCH_TRACING=on runs every site with span export on (OTEL_EXPORTER_OTLP_ENDPOINT, to a stand-in
 * collector, bench/otlp-sink.ts); off (the default) as a site without a collector runs. The two
 * side by side, in alternating rounds: `npm run bench:tracing` (bench/tracing.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { buildIsStale } from '../scripts/freshness';
import { buildAll } from '../scripts/build';
import { Redis } from 'ioredis';
import { startRedis, type RedisServer } from '../tests/helpers/redis';
import { directAccessToken, signIn } from './sign-in';
import { BENCH_APP_KEY, benchSiteEnv, siteArgs } from './site-env';
import { runWrk, useWrk } from './wrk';
import { startReplayFront } from './replay-upstream';
import { startTrivialFront } from './trivial-upstream';
import { startOtlpSink, type OtlpSink } from './otlp-sink';
import {
  coreBusyPct,
  coreTimes,
  cpuMs,
  hasTaskset,
  loadAverage,
  median,
  pinSelf,
  raisePriority,
  rssMb,
  startNode,
  runBenchScript,
  type MockUrls,
} from './processes';

const DIST = process.env.DIST_DIR ?? 'dist';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SOAK = Number(process.env.SOAK_DURATION ?? 60);
const CONNECTIONS = 50;
const APP_KEY = BENCH_APP_KEY;
/** Site/baseline runs per proxied call, alternating which goes first. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FIXED_RATE = 500;
/** Only the proxied calls at saturation, on both upstreams (BENCH_SCOPE=proxy). */
const PROXY_ONLY = process.env.BENCH_SCOPE === 'proxy';
/** The targets at saturation: site ÷ baseline req/s at least this, p99 at most this, on both calls and both upstreams. */
const RPS_TARGET = 1.5;
const P99_TARGET = 1.0;
/** The signed-in call measured (the unauthenticated one is /info/region). */
const AUTH_PATH = '/auth/account';
/** What drives the runs at saturation (bench/wrk.ts); fixed-rate runs and the soak use autocannon. */
const hasWrk = useWrk();
const LOAD_GENERATOR = hasWrk ? 'wrk (1 thread)' : 'autocannon';
/** Span export on every site of the run (BENCH_TRACING=on), or off. */
const TRACING = process.env.BENCH_TRACING === 'on' ? 'on' : 'off';
let otlpSink: OtlpSink | undefined;

const start = (script: string, env: NodeJS.ProcessEnv, marker: string, core: number) => startNode(script.split(' '), env, marker, core);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The measured server's CPU time per request over the run, in µs (when its pid was given). */
  cpuUs?: number;
  /** Each core's busy % over the run (core 0: the measured servers; core 1: load generator and upstreams). */
  coreBusy?: number[];
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  extra: Partial<Parameters<typeof autocannon>[0]> = {},
  pid?: number,
): Promise<Row> {
  // Runs at saturation go through wrk where it is installed (bench/wrk.ts); fixed-rate ones need autocannon.
  if (hasWrk && Object.keys(extra).length === 0) {
    await runWrk(url, headers, CONNECTIONS, 2);
    const cpuBefore = pid === undefined ? 0 : cpuMs(pid);
    const coresBefore = coreTimes();
    const w = await runWrk(url, headers, CONNECTIONS, DURATION);
    const coreBusy = coreBusyPct(coresBefore, coreTimes());
    const row: Row = { name, rps: w.rps, p50: w.p50, p99: w.p99, errors: w.errors, non2xx: w.non2xx, coreBusy };
    return report(row, pid === undefined ? undefined : (cpuMs(pid) - cpuBefore) / Math.max(1, w.total));
  }
  // A short warm-up so JIT and keep-alive pools are settled before the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const cpuBefore = pid === undefined ? 0 : cpuMs(pid);
  const r: Result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, ...extra });
  const row: Row = {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
  return report(row, pid === undefined ? undefined : (cpuMs(pid) - cpuBefore) / Math.max(1, r.requests.total));
}

/** Prints a run's line; `cpuMsPerRequest` is the measured server's CPU time per request. */
function report(row: Row, cpuMsPerRequest: number | undefined): Row {
  if (cpuMsPerRequest !== undefined) row.cpuUs = Math.round(cpuMsPerRequest * 1000);
  const cpu = row.cpuUs === undefined ? '' : `, CPU ${row.cpuUs} µs/request`;
  const cores = row.coreBusy === undefined ? '' : `, cores busy ${row.coreBusy.map((pct) => `${pct}%`).join(' / ')}`;
  process.stdout.write(`  ${row.name}: ${row.rps} req/s, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}${cpu}${cores}\n`);
  return row;
}

interface Target {
  url: string;
  headers: Record<string, string>;
  pid: number;
}

interface Paired {
  label: string;
  site: Row[];
  baseline: Row[];
}

/** The same call through the site and the baseline, ROUNDS times, alternating which runs first. */
async function alternating(
  label: string,
  site: Target,
  baseline: Target,
  rows: Row[],
  extra: Partial<Parameters<typeof autocannon>[0]> = {},
): Promise<Paired> {
  const paired: Paired = { label, site: [], baseline: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    const runSite = async () => {
      const row = await measure(`site: ${label}, round ${round}`, site.url, site.headers, extra, site.pid);
      paired.site.push(row);
      rows.push(row);
    };
    const runBaseline = async () => {
      const row = await measure(`baseline: ${label}, round ${round}`, baseline.url, baseline.headers, extra, baseline.pid);
      paired.baseline.push(row);
      rows.push(row);
    };
    if (round % 2) {
      await runSite();
      await runBaseline();
    } else {
      await runBaseline();
      await runSite();
    }
  }
  return paired;
}

const med = (runs: Row[], key: 'rps' | 'p99' | 'cpuUs') => median(runs.map((r) => r[key] ?? NaN));

/** A proxy under test. */
interface Proxy {
  url: string;
  pid: number;
}

/** A site and a baseline on one upstream, with what each sends for the signed-in call. */
interface ProxyPair {
  upstream: string;
  site: Proxy;
  baseline: Proxy;
  /** The site's session cookies, from signing in through it. */
  cookie: string;
  /** The same account's access token from the upstream itself, which the bare baseline passes on. */
  accessToken: string;
}

/** Starts a site and a baseline on core 0, both on `urls`, and signs in through the site and at the upstream. */
async function startPair(upstream: string, urls: MockUrls, siteEnv: NodeJS.ProcessEnv): Promise<ProxyPair> {
  const site = await startNode(siteArgs(DIST), siteEnv, 'site-listening', 0);
  // The site logs every request at info level, as in production; send it to /dev/null here.
  site.child.stdout!.resume();
  const siteUrl = `http://127.0.0.1:${site.line.port as number}`;
  const baseline = await start('--import tsx bench/baseline.ts', { MAIN_API_URL: urls.main, APP_KEY }, 'baseline-listening', 0);
  return {
    upstream,
    site: { url: siteUrl, pid: site.child.pid! },
    baseline: { url: `http://127.0.0.1:${baseline.line.port as number}`, pid: baseline.child.pid! },
    cookie: await signIn(siteUrl),
    accessToken: await directAccessToken(urls.main, APP_KEY),
  };
}

const authTargets = (pair: ProxyPair): [Target, Target] => [
  { url: `${pair.site.url}/api${AUTH_PATH}`, headers: { cookie: pair.cookie }, pid: pair.site.pid },
  { url: `${pair.baseline.url}/api${AUTH_PATH}`, headers: { 'x-access-token': pair.accessToken }, pid: pair.baseline.pid },
];

/** Both measured calls through one pair's site and baseline at saturation, in alternating rounds. */
interface ProxiedCalls {
  upstream: string;
  unauth: Paired;
  auth: Paired;
}

async function proxiedCalls(pair: ProxyPair, rows: Row[]): Promise<ProxiedCalls> {
  const unauth = await alternating(
    `${pair.upstream}, unauthenticated (/api/info/region)`,
    { url: `${pair.site.url}/api/info/region`, headers: {}, pid: pair.site.pid },
    { url: `${pair.baseline.url}/api/info/region`, headers: {}, pid: pair.baseline.pid },
    rows,
  );
  const auth = await alternating(`${pair.upstream}, authenticated (/api${AUTH_PATH})`, ...authTargets(pair), rows);
  return { upstream: pair.upstream, unauth, auth };
}

type Check = [string, boolean];

/** The proxy table (medians, site ÷ baseline) for each upstream, its per-round ratios, and the checks against the targets. */
function proxySummary(measured: ProxiedCalls[]): { lines: string[]; checks: Check[]; ratios: Record<string, number> } {
  const lines = [`| upstream | measure | site | baseline | site ÷ baseline | target |`, '|---|---|---:|---:|---:|---|'];
  const checks: Check[] = [];
  const ratios: Record<string, number> = {};
  const perRound = (p: Paired, key: 'rps' | 'p99') => p.site.map((r, i) => (r[key] / p.baseline[i]![key]).toFixed(2)).join(', ');
  // Each round's site ÷ baseline, then their median and middle half: how far one round can be trusted.
  const spread = (p: Paired, key: 'rps' | 'p99') => {
    const sorted = p.site.map((r, i) => r[key] / p.baseline[i]![key]).sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.round(q * (sorted.length - 1))]!.toFixed(2);
    return `paired median ${median(sorted).toFixed(2)}, middle half ${at(0.25)}–${at(0.75)}`;
  };
  const rounds: string[] = [];
  for (const { upstream, unauth, auth } of measured) {
    for (const [call, p] of [
      ['unauthenticated', unauth],
      ['authenticated', auth],
    ] as const) {
      const rps = med(p.site, 'rps') / med(p.baseline, 'rps');
      const p99 = med(p.site, 'p99') / med(p.baseline, 'p99');
      ratios[`${upstream} ${call} req/s`] = rps;
      ratios[`${upstream} ${call} p99`] = p99;
      lines.push(
        `| ${upstream} | ${call} req/s | ${med(p.site, 'rps')} | ${med(p.baseline, 'rps')} | ${rps.toFixed(2)} | ≥ ${RPS_TARGET} |`,
      );
      lines.push(
        `| ${upstream} | ${call} p99 ms at ${CONNECTIONS} connections | ${med(p.site, 'p99')} | ${med(p.baseline, 'p99')} | ${p99.toFixed(2)} | ≤ ${P99_TARGET} |`,
      );
      const cpu = [med(p.site, 'cpuUs'), med(p.baseline, 'cpuUs')] as const;
      lines.push(`| ${upstream} | ${call} CPU µs/request | ${cpu[0]} | ${cpu[1]} | ${(cpu[0] / cpu[1]).toFixed(2)} | |`);
      const busy = (runs: Row[]) => [0, 1].map((core) => `${median(runs.map((r) => r.coreBusy?.[core] ?? NaN))}%`).join(' / ');
      if (p.site[0]?.coreBusy) lines.push(`| ${upstream} | ${call} cores 0 / 1 busy | ${busy(p.site)} | ${busy(p.baseline)} | | |`);
      checks.push([`${upstream}, ${call}: req/s >= ${RPS_TARGET}x baseline (medians)`, rps >= RPS_TARGET]);
      checks.push([`${upstream}, ${call}: p99 at ${CONNECTIONS} connections <= ${P99_TARGET}x baseline (medians)`, p99 <= P99_TARGET]);
      rounds.push(
        `${upstream}, ${call}: req/s ${perRound(p, 'rps')} (${spread(p, 'rps')}); p99 ${perRound(p, 'p99')} (${spread(p, 'p99')})`,
      );
    }
  }
  lines.push('', 'per round, site ÷ baseline:', ...rounds.map((r) => `  ${r}`));
  return { lines, checks, ratios };
}

async function main() {
  if (buildIsStale()) await buildAll();
  // Above the machine's other work (inherited by every process started below, site and baseline
  // alike): other work landing on the measured core stretched the slowest answers of some rounds.
  // BENCH_NICE=0 leaves the default priority, to see what that buys.
  const priority = process.env.BENCH_NICE === '0' ? 'bench processes at the default priority (BENCH_NICE=0)' : raisePriority();
  // The load generator runs here: keep it on the mock's core, off the measured servers' core.
  pinSelf(1);
  const mock = await start(`${DIST}/mock-upstream/index.js`, { MOCK_UPSTREAM_PORT: '0', APP_KEY }, 'mock-upstream-listening', 1);
  const mockUrls = mock.line.urls as MockUrls;
  // Two upstreams, both on the mock's core: the replaying front on the mock (bench/replay-upstream.ts),
  // and a bare server with one fixed answer (bench/trivial-upstream.ts). Each has its own site and baseline.
  const urls = await startReplayFront(mockUrls, ['/info/region', AUTH_PATH]);
  const trivialUrls = await startTrivialFront(APP_KEY);
  otlpSink = TRACING === 'on' ? await startOtlpSink() : undefined;
  const siteEnv = benchSiteEnv(urls, otlpSink?.url);
  const replay = await startPair('replaying front', urls, siteEnv);
  const trivial = await startPair('trivial upstream', trivialUrls, benchSiteEnv(trivialUrls, otlpSink?.url));
  const siteUrl = replay.site.url;

  process.stdout.write(
    `\nBench: ${DURATION} s per run, ${CONNECTIONS} connections, site pinned to core 0: ${hasTaskset}; load at saturation from ${LOAD_GENERATOR}; span export ${TRACING}${PROXY_ONLY ? '; proxied calls only' : ''}\n`,
  );
  const rows: Row[] = [];
  const loadBefore = loadAverage();
  process.stdout.write(`load average (1/5/15 min): ${loadBefore}; ${priority}\n`);
  if (!PROXY_ONLY) {
    const html = await (await fetch(`${siteUrl}/`, { headers: { accept: 'text/html' } })).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/assets/missing.js';
    rows.push(await measure('static index.html', `${siteUrl}/`, { accept: 'text/html' }));
    rows.push(await measure('hashed asset', `${siteUrl}${asset}`, { 'accept-encoding': 'br' }));
    rows.push(await measure('/api/session signed out', `${siteUrl}/api/session`));
  }
  const measured = [await proxiedCalls(replay, rows), await proxiedCalls(trivial, rows)];
  const [onReplay] = measured;
  const proxy = proxySummary(measured);
  const checks: Check[] = [['zero errors in every run', rows.every((r) => r.errors === 0 && r.non2xx === 0)], ...proxy.checks];
  const results: Record<string, unknown> = { proxy: measured, ratios: proxy.ratios };
  const tables = [
    `Proxy against the baseline, medians of ${ROUNDS} alternating runs each (${DURATION} s, ${CONNECTIONS} connections):`,
    '',
    ...proxy.lines,
  ];
  if (!PROXY_ONLY) {
    const more = await beyondSaturation(replay, { mockUrl: mock.line.url as string, mockUrls, urls, trivialUrls, siteEnv }, rows);
    const ratios = {
      unauthVsDirect: med(onReplay!.unauth.site, 'rps') / more.directRps('direct: mock /info/region'),
      authVsDirect: med(onReplay!.auth.site, 'rps') / more.directRps(`direct: mock ${AUTH_PATH}`),
      fixedP99VsBaseline: med(more.fixed.site, 'p99') / med(more.fixed.baseline, 'p99'),
    };
    Object.assign(results.ratios as object, ratios);
    tables.push(
      '',
      `| measure | site | baseline | site ÷ baseline | target |\n|---|---:|---:|---:|---|`,
      `| p99 ms at a fixed ${FIXED_RATE} req/s (authenticated) | ${med(more.fixed.site, 'p99')} | ${med(more.fixed.baseline, 'p99')} | ${ratios.fixedP99VsBaseline.toFixed(2)} | ≤ 1.3 |`,
      `| CPU µs/request at a fixed ${FIXED_RATE} req/s | ${med(more.fixed.site, 'cpuUs')} | ${med(more.fixed.baseline, 'cpuUs')} | ${(med(more.fixed.site, 'cpuUs') / med(more.fixed.baseline, 'cpuUs')).toFixed(2)} | |`,
      '',
      `ratios: unauth/direct ${ratios.unauthVsDirect.toFixed(3)}, auth/direct ${ratios.authVsDirect.toFixed(3)}`,
      ...more.lines,
    );
    checks.push([`p99 at a fixed ${FIXED_RATE} req/s <= 1.3x the baseline's (medians)`, ratios.fixedP99VsBaseline <= 1.3]);
    const authRedisVsBaseline = more.scale ? more.scale.authRps / med(onReplay!.auth.baseline, 'rps') : undefined;
    checks.push(...more.checks(med(onReplay!.auth.site, 'rps') / med(onReplay!.auth.baseline, 'rps'), authRedisVsBaseline));
    Object.assign(results, {
      fixed: more.fixed,
      scaleOut: more.scale ? { ...more.scale, authRedisVsBaseline } : { skipped: scaleSkipped },
      rssAfterLoadMb: more.rssAfterLoad,
      soak: more.soak,
    });
    // Counted again: the rows of this part have to be error-free too.
    checks[0] = ['zero errors in every run', rows.every((r) => r.errors === 0 && r.non2xx === 0)];
  }

  const loadAfter = loadAverage();
  const cell = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '' : String(v));
  process.stdout.write(`\n| run | req/s | p50 ms | p99 ms | CPU µs/request | errors |\n|---|---:|---:|---:|---:|---:|\n`);
  for (const r of rows)
    process.stdout.write(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${cell(r.cpuUs)} | ${r.errors + r.non2xx} |\n`);
  process.stdout.write(`\nload average (1/5/15 min) ${loadBefore} before, ${loadAfter} after\n\n${tables.join('\n')}\n`);
  for (const [name, ok] of checks) process.stdout.write(`  ${ok ? 'met   ' : 'MISSED'} ${name}\n`);

  fs.mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, memGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
        pinned: hasTaskset,
        loadGenerator: LOAD_GENERATOR,
        tracing: TRACING === 'on' ? { export: 'on', received: otlpSink?.received() } : { export: 'off' },
        scope: PROXY_ONLY ? 'proxy' : 'all',
        durationS: DURATION,
        rounds: ROUNDS,
        loadAverage: { before: loadBefore, after: loadAfter },
        priority,
        rows,
        ...results,
        targets: Object.fromEntries(checks),
      },
      null,
      2,
    ),
  );
  process.stdout.write(`\nwrote ${file}\n`);
}

/** The run's upstreams: the mock (its base URL and its three APIs), the replaying front's and the trivial one's, and the site's environment on the front. */
interface Upstreams {
  mockUrl: string;
  mockUrls: MockUrls;
  urls: MockUrls;
  trivialUrls: MockUrls;
  siteEnv: NodeJS.ProcessEnv;
}

/**
 * What the full run measures besides the proxied calls at saturation, on the replaying front's
 * pair: each upstream called directly, the fixed-rate pair, the scale-out rows, the RSS and the soak.
 */
async function beyondSaturation(pair: ProxyPair, upstreams: Upstreams, rows: Row[]) {
  const { mockUrl, mockUrls, urls, trivialUrls, siteEnv } = upstreams;
  const appKey = { authorization: `Bearer ${APP_KEY}` };
  const withToken = { ...appKey, 'x-access-token': pair.accessToken };
  rows.push(await measure('direct: mock /info/region', `${mockUrls.main}/info/region`, appKey));
  rows.push(await measure('direct: replaying front /info/region', `${urls.main}/info/region`, appKey));
  rows.push(await measure('direct: trivial upstream /info/region', `${trivialUrls.main}/info/region`, appKey));
  rows.push(await measure(`direct: mock ${AUTH_PATH}`, `${mockUrls.main}${AUTH_PATH}`, withToken));
  const fixedLoad = { overallRate: FIXED_RATE, connections: 20 };
  const fixed = await alternating(`authenticated at a fixed ${FIXED_RATE} req/s`, ...authTargets(pair), rows, fixedLoad);
  // The same fixed rate straight to the proxies' upstream: what tail latency this machine and load generator add on their own.
  rows.push(
    await measure(`direct: replaying front ${AUTH_PATH} at a fixed ${FIXED_RATE} req/s`, `${urls.main}${AUTH_PATH}`, withToken, fixedLoad),
  );
  const rssAfterLoad = rssMb(pair.site.pid);
  const scale = await scaleOut(siteEnv, pair.site.url, mockUrl, pair.cookie, rows);

  process.stdout.write(`\nSoak: ${SOAK} s at 100 connections on the authenticated call\n`);
  const soakTarget = { url: `${pair.site.url}/api${AUTH_PATH}`, headers: { cookie: pair.cookie } };
  // Warm-up at the soak's own load, long enough for the heap to reach its working size.
  await autocannon({ ...soakTarget, connections: 100, duration: Math.min(20, SOAK) });
  const rssWarm = rssMb(pair.site.pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(pair.site.pid)), 5000);
  const soakRun = await autocannon({ ...soakTarget, connections: 100, duration: SOAK });
  clearInterval(sampler);
  const rssEnd = rssMb(pair.site.pid);
  process.stdout.write(`  RSS every 5 s during the soak (MB): ${samples.join(', ')}\n`);
  const soak = {
    rps: Math.round(soakRun.requests.average),
    errors: soakRun.errors + soakRun.timeouts,
    non2xx: soakRun.non2xx,
    rssWarmMb: rssWarm,
    rssEndMb: rssEnd,
    growthPct: Math.round(((rssEnd - rssWarm) / rssWarm) * 1000) / 10,
    samplesMb: samples,
  };
  const lines: string[] = [];
  if (scale) {
    lines.push(
      `with/without REDIS_URL, alternating: ${scale.pairRatios.map((r) => r.toFixed(2)).join(', ')} (median ${scale.withVsWithout.toFixed(2)}), Redis commands meanwhile ${scale.steadyStateRedisCommands}; ` +
        `burst: ${scale.sessions} expired sessions x ${scale.callsPerSession} calls over 2 instances -> ${scale.renewals} upstream renewals (${scale.renewalsPerSession} per session), ${scale.failed} failed calls`,
    );
  } else lines.push(`several instances: skipped (${scaleSkipped})`);
  lines.push(
    `RSS after load ${rssAfterLoad} MB; soak ${soak.rps} req/s, errors ${soak.errors + soak.non2xx}, RSS ${rssWarm} -> ${rssEnd} MB (${soak.growthPct}%)`,
  );
  /** The checks of this part; `authVsBaseline`, `authRedisVsBaseline`: the signed-in call's site ÷ baseline req/s without and with REDIS_URL. */
  const checks = (authVsBaseline: number, authRedisVsBaseline: number | undefined): Check[] => [
    ['RSS < 200 MB', Math.max(rssAfterLoad, rssEnd) < 200],
    ['soak: zero errors', soak.errors === 0 && soak.non2xx === 0],
    ['soak: RSS within 10% of warm-up', Math.abs(soak.growthPct) <= 10],
    ...(scale && authRedisVsBaseline !== undefined
      ? ([
          [
            'with REDIS_URL: authenticated/baseline within 0.1 of the ratio without it',
            Math.abs(authRedisVsBaseline - authVsBaseline) <= 0.1,
          ],
          [
            'with REDIS_URL vs without, alternating rounds: median ratio within 0.9-1.1',
            scale.withVsWithout >= 0.9 && scale.withVsWithout <= 1.1,
          ],
          ['with REDIS_URL: no Redis command on the steady-state authenticated call', scale.steadyStateRedisCommands === 0],
          ['2 instances, expired sessions: 1 upstream renewal per session', scale.renewalsPerSession === 1],
          ['2 instances, expired sessions: every call succeeded', scale.failed === 0],
        ] satisfies Check[])
      : []),
  ];
  const directRps = (name: string) => rows.find((r) => r.name === name)!.rps;
  return { fixed, rssAfterLoad, scale, soak, lines, checks, directRps };
}

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
let scaleSkipped = '';
let redis: RedisServer | undefined;

const PAIR_ROUNDS = 4;

interface ScaleOut {
  authRps: number;
  /** Median over alternating rounds of (with REDIS_URL) / (without) on the authenticated call. */
  withVsWithout: number;
  pairRatios: number[];
  /** Commands Redis processed while the with/without rounds ran (the call needs none). */
  steadyStateRedisCommands: number;
  sessions: number;
  callsPerSession: number;
  renewals: number;
  renewalsPerSession: number;
  failed: number;
}

/**
 * (a) the authenticated call on a site with REDIS_URL (pinned like the first one), and (b) a burst
 * of expired sessions over two Redis-sharing instances with the mock in rotation mode.
 */
async function scaleOut(
  siteEnv: NodeJS.ProcessEnv,
  siteUrl: string,
  mockUrl: string,
  cookie: string,
  rows: Row[],
): Promise<ScaleOut | undefined> {
  if (!fs.existsSync(REDIS_SERVER)) {
    scaleSkipped = `no redis-server at ${REDIS_SERVER}`;
    return undefined;
  }
  redis = await startRedis();
  const env = { ...siteEnv, REDIS_URL: redis.url };
  const a = await startNode(siteArgs(DIST), env, 'site-listening', 0);
  a.child.stdout!.resume();
  const aUrl = `http://127.0.0.1:${a.line.port as number}`;
  const auth = await measure('site with REDIS_URL: proxied authenticated', `${aUrl}/api/auth/account`, { cookie });
  rows.push(auth);
  // The machine is shared, so one run against a baseline measured minutes earlier is noisy:
  // also compare the two sites back to back, alternating, and keep the median ratio.
  // The order alternates (ABBA...) so neither site always runs second. Redis's own command count
  // over these runs is the noise-free figure: the steady-state call should send it nothing.
  const admin = new Redis(redis.url);
  const processed = async () => Number(/total_commands_processed:(\d+)/.exec(await admin.info('stats'))?.[1] ?? NaN);
  const commandsBefore = await processed();
  const pairRatios: number[] = [];
  for (let round = 1; round <= PAIR_ROUNDS; round++) {
    const runWithout = () => measure(`site without Redis, round ${round}`, `${siteUrl}/api/auth/account`, { cookie });
    const runWith = () => measure(`site with REDIS_URL, round ${round}`, `${aUrl}/api/auth/account`, { cookie });
    let without: Row;
    let withRedis: Row;
    if (round % 2) {
      without = await runWithout();
      withRedis = await runWith();
    } else {
      withRedis = await runWith();
      without = await runWithout();
    }
    rows.push(without, withRedis);
    pairRatios.push(withRedis.rps / without.rps);
  }
  // Minus one: the first INFO itself.
  const steadyStateRedisCommands = (await processed()) - commandsBefore - 1;
  admin.disconnect();
  const sorted = [...pairRatios].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  const withVsWithout = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;

  const b = await startNode(siteArgs(DIST), env, 'site-listening', 1);
  b.child.stdout!.resume();
  const bUrl = `http://127.0.0.1:${b.line.port as number}`;
  const control = (path: string, method: string, body?: unknown) =>
    fetch(`${mockUrl}/__control${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // Sessions born expired (the bench's own session, used by the soak, stays valid), in rotation mode.
  await control('/settings', 'PUT', { rotateRefreshTokens: true, accessTokenTtlSeconds: 0 });
  const sessions = 20;
  const callsPerSession = 10;
  const jars: string[] = [];
  for (let i = 0; i < sessions; i++) {
    const tokens = (await (await control('/sessions', 'POST', { email: 'verified@example.com' })).json()) as {
      accessToken: string;
      refreshToken: string;
    };
    jars.push(`bs_at=${tokens.accessToken}; bs_rt=${tokens.refreshToken}`);
  }
  await control('/settings', 'PUT', { accessTokenTtlSeconds: 3600 });
  await control('/journal', 'DELETE');
  const statuses = await Promise.all(
    jars.flatMap((jar) =>
      Array.from({ length: callsPerSession }, (_, i) =>
        fetch(`${i % 2 ? bUrl : aUrl}/api/auth/account`, { headers: { cookie: jar } }).then(async (r) => (await r.arrayBuffer(), r.status)),
      ),
    ),
  );
  const renewals = ((await (await control('/journal?path=/auth/renew', 'GET')).json()) as unknown[]).length;
  await control('/settings', 'PUT', { rotateRefreshTokens: false });
  return {
    authRps: auth.rps,
    withVsWithout,
    pairRatios,
    steadyStateRedisCommands,
    sessions,
    callsPerSession,
    renewals,
    renewalsPerSession: renewals / sessions,
    failed: statuses.filter((s) => s !== 200).length,
  };
}

runBenchScript('bench', main, () => {
  void redis?.stop();
  void otlpSink?.close();
});
