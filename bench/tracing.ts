/**
 * `npm run bench:tracing`: what recording and exporting spans costs the proxy. Two instances of
 * the production build on the same core, one without OTEL_EXPORTER_OTLP_ENDPOINT (traceparent
 * carried, nothing recorded) and one exporting its spans to a stand-in collector
 * (bench/otlp-sink.ts), measured in alternating rounds on the proxied calls, so a busy machine hits
 * both alike. Reports req/s and the site's CPU time per request, and the ratio on/off (the target:
 * export on keeps at least 95% of the throughput). The whole of `npm run bench` with export on:
 * BENCH_TRACING=on npm run bench.
 *
 * The ratio is only the site's if the site is what limits the rate. On two cores the load
 * generator, the upstream and the collector share core 1, so: the load comes from wrk where it is
 * installed (a few µs of core 1 per request, where autocannon took ~35), the upstream is the
 * trivial one (bench/trivial-upstream.ts; BENCH_UPSTREAM=mock for the mock), and the collector runs
 * in a process of its own at nice 19, counting spans without parsing them. Each round prints how
 * busy the site was (its CPU time over the round's wall time: near 100% means saturated), and the
 * collector's own CPU time; each exporting site is stopped at its round's end (which flushes its
 * last spans) and the spans the collector received are set against the requests they served.
 *
 * Two processes of one build differ by several percent on this machine, and one process's runs a
 * few seconds apart by up to a fifth (other work on the two cores): each round therefore starts a
 * fresh pair, warms them up and stops them, so no pair's luck stands for the whole run, and loads
 * both sites at once, each with its own wrk, so every moment of the machine's noise falls on both.
 * Sharing core 0 fairly, each site serves at the rate its CPU per request allows, so the ratio of
 * the rates is that of their CPU per request; each figure is higher than alone (the two processes
 * evict each other's caches), the ratio agreed with the one-at-a-time design's at a tenth sampled
 * (0.86 / 0.87 against 0.87 / 0.89, 2026-11-28). BENCH_TRACING_APART=1 loads them one at a time
 * instead, A B B A. BENCH_TRACING_SAME=1 runs the control: neither site exports, and the ratios show
 * the instrument's own spread (with both at once, the middle half of the paired ratios 0.95-1.06
 * and 0.99-1.02 at 17:34 on 2026-11-28; one at a time, 0.92-1.03 and 0.93-1.04 at 17:18).
 * BENCH_TRACING_EXPORT=noop (or serialize) keeps the exporting site from sending its batches
 * (bench/tracing-export-stub.ts), to split the cost of recording from that of export.
 * BENCH_DURATION (s, default 5) and BENCH_ROUNDS (default 5) set the runs. The sites take the
 * OTEL_* variables of this process's environment: OTEL_TRACES_SAMPLER=parentbased_traceidratio
 * OTEL_TRACES_SAMPLER_ARG=0.1 measures recording a tenth of the traces. BENCH_TRACEPARENT=off sends
 * no traceparent (every request starts a trace, and the sampler's root decision applies); by
 * default each request carries a sampled caller's traceparent, which a parent-based sampler follows.
 */
import type { ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { buildIsStale } from '../scripts/freshness';
import { buildAll } from '../scripts/build';
import { BENCH_APP_KEY, benchSiteEnv, siteArgs } from './site-env';
import { signIn } from './sign-in';
import { startOtlpSink, startOtlpSinkProcess } from './otlp-sink';
import { tracingCost } from './tracing-cost';
import { startTrivialFront } from './trivial-upstream';
import { runWrk, useWrk } from './wrk';
import { loadConfig } from '../server/src/config';
import { stopChild } from '../tests/helpers/processes';
import {
  coreBusyPct,
  coreTimes,
  cpuMs,
  hasTaskset,
  loadAverage,
  median,
  raisePriority,
  pinSelf,
  rssMb,
  runBenchScript,
  startMock,
  startNode,
} from './processes';

const DIST = process.env.DIST_DIR ?? 'dist';
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 50;
const TRACEPARENT = process.env.BENCH_TRACEPARENT === 'off' ? undefined : '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
const UPSTREAM = process.env.BENCH_UPSTREAM === 'mock' ? 'mock' : 'trivial';
const hasWrk = useWrk();
/** Extra node flags for both sites (e.g. `--cpu-prof --cpu-prof-dir=…` to see where export-on time goes). */
const SITE_NODE_FLAGS = (process.env.SITE_NODE_FLAGS ?? '').split(' ').filter(Boolean);
/** BENCH_TRACING_SAME=1: the control, neither site exports, so the ratios show what the instrument alone reads as a difference. */
const SAME_CONTROL = process.env.BENCH_TRACING_SAME === '1';
/**
 * BENCH_TRACING_EXPORT=noop|serialize: the exporting site records and batches its spans as usual but
 * sends nothing (noop), or also builds each batch's body (serialize): bench/tracing-export-stub.ts.
 */
const EXPORT_STUB = process.env.BENCH_TRACING_EXPORT;
if (EXPORT_STUB !== undefined && EXPORT_STUB !== 'noop' && EXPORT_STUB !== 'serialize') {
  throw new Error(`BENCH_TRACING_EXPORT must be noop or serialize, not ${EXPORT_STUB}`);
}
/** Load before each measured run: a fresh site's code is still being optimised in its first second. */
const WARM_UP_S = 2;
/** BENCH_TRACING_APART=1: each site loaded alone in turn (A B B A), the design before 2026-11-28 17:30. */
const APART = process.env.BENCH_TRACING_APART === '1';
/** Measured runs per call and round when both sites are loaded at once. */
const RUNS_TOGETHER = 2;
type Mode = 'off' | 'on';

interface Site {
  url: string;
  pid: number;
  child: ChildProcess;
  cookie: string;
  /** Requests it served, warm-ups included (the exporting site's spans are counted against them). */
  requests: number;
  /** Lines of its log that report spans dropped by the SDK (its queue full). */
  dropped: number;
}

/** One load run: requests, their rate, p99 (ms) and failures, from wrk or autocannon. */
async function load(url: string, headers: Record<string, string>, seconds: number) {
  if (hasWrk) {
    const w = await runWrk(url, headers, CONNECTIONS, seconds);
    return { total: w.total, rps: w.rps, p99: w.p99, failed: w.errors + w.non2xx };
  }
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return { total: r.requests.total, rps: Math.round(r.requests.average), p99: r.latency.p99, failed: r.errors + r.timeouts + r.non2xx };
}

async function main() {
  if (buildIsStale()) await buildAll();
  const priority = raisePriority();
  pinSelf(1);
  const urls = UPSTREAM === 'mock' ? await startMock(DIST, BENCH_APP_KEY, 1) : await startTrivialFront(BENCH_APP_KEY, 1);
  const sink = await startOtlpSinkProcess(1);
  // A fresh pair each round, in alternating order (the header says why).
  async function startSite(mode: Mode): Promise<Site> {
    const exporting = mode === 'on' && !SAME_CONTROL;
    const started = await startNode(
      siteArgs(DIST, [...SITE_NODE_FLAGS, ...(exporting && EXPORT_STUB ? ['--import', './bench/tracing-export-stub.ts'] : [])]),
      benchSiteEnv(urls, exporting ? sink.url : undefined),
      'site-listening',
      0,
    );
    const url = `http://127.0.0.1:${started.line.port as number}`;
    const site: Site = { url, pid: started.child.pid!, child: started.child, cookie: await signIn(url), requests: 1, dropped: 0 };
    readline.createInterface({ input: started.child.stdout! }).on('line', (line) => {
      if (line.includes('Dropped')) site.dropped += 1;
    });
    return site;
  }
  const served = { off: 0, on: 0 };
  let dropped = 0;
  const rss: Record<Mode, number[]> = { off: [], on: [] };
  const sampler = `${process.env.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on'} ${process.env.OTEL_TRACES_SAMPLER_ARG ?? ''}`.trim();
  process.stdout.write(
    `\nTracing off/on: ${DURATION} s per run, ${ROUNDS} rounds, ${CONNECTIONS} connections, load from ${hasWrk ? 'wrk' : 'autocannon'}, ` +
      `${UPSTREAM} upstream, both sites on core 0 and load, upstream and collector (nice 19) on core 1: ${hasTaskset}; ` +
      `${priority}; sampler ${sampler}; a fresh pair of sites each round${EXPORT_STUB ? `; EXPORT STUBBED: ${EXPORT_STUB} (BENCH_TRACING_EXPORT)` : ''}${SAME_CONTROL ? '; CONTROL: neither site exports (BENCH_TRACING_SAME=1)' : ''}; caller's traceparent ${TRACEPARENT ? 'sent (sampled)' : 'none'}; ` +
      `protocol ${process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? process.env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'default'}\n`,
  );
  process.stdout.write(`load average (1/5/15 min): ${loadAverage()}\n`);
  const calls = [
    ['proxied unauthenticated (/api/info/region)', '/api/info/region', false],
    ['proxied authenticated (/api/auth/account)', '/api/auth/account', true],
  ] as const;
  const results: Record<string, { rps: number[]; cpuUs: number[]; busy: number[] }> = {};
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const);
    const sites = {} as Record<Mode, Site>;
    for (const mode of order) sites[mode] = await startSite(mode);
    for (const [label, path, signedIn] of calls) {
      const target = (mode: Mode) => ({
        url: `${sites[mode].url}${path}`,
        headers: { ...(TRACEPARENT ? { traceparent: TRACEPARENT } : {}), ...(signedIn ? { cookie: sites[mode].cookie } : {}) },
      });
      /** Loads the sites of `modes` at once for `seconds`; measured, each one's rate and CPU per request recorded. */
      async function run(modes: readonly Mode[], seconds: number, measured: boolean) {
        const before = modes.map((mode) => cpuMs(sites[mode].pid));
        const sinkBefore = cpuMs(sink.pid);
        const coresBefore = coreTimes();
        const started = performance.now();
        const rs = await Promise.all(modes.map((mode) => load(target(mode).url, target(mode).headers, seconds)));
        const wallMs = performance.now() - started;
        const cores = coreBusyPct(coresBefore, coreTimes())
          .map((pct) => `${pct}%`)
          .join(' / ');
        modes.forEach((mode, i) => {
          const r = rs[i]!;
          sites[mode].requests += r.total;
          if (!measured) return;
          const siteMs = cpuMs(sites[mode].pid) - before[i]!;
          const cpuUs = (siteMs * 1000) / Math.max(1, r.total);
          const busy = (100 * siteMs) / wallMs;
          const entry = (results[`${label} ${mode}`] ??= { rps: [], cpuUs: [], busy: [] });
          entry.rps.push(r.rps);
          entry.cpuUs.push(Math.round(cpuUs));
          entry.busy.push(Math.round(busy));
          process.stdout.write(
            `  round ${round} ${mode.padEnd(3)} ${label}: ${r.rps} req/s, p99 ${r.p99} ms, failed ${r.failed}, CPU ${Math.round(cpuUs)} µs/request, ` +
              `site busy ${Math.round(busy)}% (cores 0 / 1 busy ${cores}), collector ${cpuMs(sink.pid) - sinkBefore} ms CPU\n`,
          );
        });
      }
      if (APART) {
        // A B B A: each site measured twice, mirrored, so whatever drifts during the round (the sites'
        // own warming, the machine) falls on both alike; each adjacent pair is one paired ratio.
        // Each site is warmed once per call: its second run follows the other's, already warm.
        for (const mode of order) await run([mode], WARM_UP_S, false);
        for (const mode of [...order, ...[...order].reverse()]) await run([mode], DURATION, true);
      } else {
        // Both at once: the sites share core 0, each under its own load, so every moment of the
        // machine's noise falls on both; with the core shared fairly, the rates stand as their CPU
        // per request does, which is what each would serve alone on a saturated core.
        await run(order, WARM_UP_S, false);
        for (let i = 0; i < RUNS_TOGETHER; i++) await run(order, DURATION, true);
      }
    }
    for (const mode of order) {
      rss[mode].push(rssMb(sites[mode].pid));
      served[mode] += sites[mode].requests;
      // The exporting site sends its last batch on the way out.
      await stopChild(sites[mode].child);
      dropped += sites[mode].dropped;
    }
  }
  // Besides the ratio of the medians, the median of each round's own ratio: a round's two runs
  // ran back to back, so a change in the machine's load between rounds cancels out of it.
  process.stdout.write(
    "\n| call | off req/s | on req/s | on/off req/s | the rounds' on/off req/s | off CPU µs/req | on CPU µs/req | off/on CPU per request | the rounds' off/on CPU | site busy off / on |\n" +
      '|---|---|---|---|---|---|---|---|---|---|\n',
  );
  for (const [label] of calls) {
    const off = results[`${label} off`]!;
    const on = results[`${label} on`]!;
    const paired = (a: number[], b: number[]) => median(a.map((x, i) => x / b[i]!)).toFixed(2);
    // The middle half of the paired req/s ratios: how far one pair can be trusted on this machine.
    const ratios = on.rps.map((x, i) => x / off.rps[i]!).sort((a, b) => a - b);
    const quartile = (q: number) => ratios[Math.round(q * (ratios.length - 1))]!.toFixed(2);
    process.stdout.write(
      `| ${label} | ${median(off.rps)} | ${median(on.rps)} | ${(median(on.rps) / median(off.rps)).toFixed(2)} | ` +
        `${paired(on.rps, off.rps)} (${ratios.length} pairs, middle half ${quartile(0.25)}–${quartile(0.75)}) | ` +
        `${median(off.cpuUs)} | ${median(on.cpuUs)} | ${(median(off.cpuUs) / median(on.cpuUs)).toFixed(2)} | ${paired(off.cpuUs, on.cpuUs)} | ` +
        `${median(off.busy)}% / ${median(on.busy)}% |\n`,
    );
  }
  // Every exporting site has stopped, so each span it recorded has been sent.
  const { exports, spans, bytes } = await sink.received();
  const ratio = Number(process.env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  process.stdout.write(
    `\ncollector received ${spans} spans in ${exports} exports (${Math.round(bytes / Math.max(1, spans))} bytes a span) for ${served.on} requests (${served.off} without export) ` +
      `(${(spans / served.on).toFixed(3)} spans a request${TRACEPARENT ? '' : `, ${(spans / (served.on * ratio)).toFixed(2)} per sampled request at ${ratio}`}); ` +
      `spans dropped by the SDK: ${dropped ? `yes (${dropped} warnings)` : 'none reported'}; RSS at each round's end (median): off ${median(rss.off).toFixed(1)} MB, on ${median(rss.on).toFixed(1)} MB\n`,
  );
  // The tracing layer alone, in this process (pinned to the load generator's core, now idle), with
  // the collector in this process too: the niced one would starve behind this loop and its SDK drop spans.
  const local = await startOtlpSink();
  const { OTEL_TRACES_SAMPLER, OTEL_TRACES_SAMPLER_ARG } = process.env;
  const settings = loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: local.url, OTEL_TRACES_SAMPLER, OTEL_TRACES_SAMPLER_ARG }).tracing;
  const cost = await tracingCost(local.url, TRACEPARENT, settings);
  await local.close();
  process.stdout.write('\n| the tracing layer alone, in process | CPU µs per request |\n|---|---|\n');
  for (const row of cost)
    process.stdout.write(
      `| ${row.label} | ${row.cpuUsPerRequest.toFixed(1)}${row.spansDropped ? ' (the SDK dropped spans: its queue was full)' : ''} |\n`,
    );
}

runBenchScript('bench:tracing', main);
