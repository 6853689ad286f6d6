/**
 * `npm run bench:tracing`: what recording and exporting spans costs the proxy. Two instances of
 * the production build on the same core, one without OTEL_EXPORTER_OTLP_ENDPOINT (traceparent
 * carried, nothing recorded) and one exporting every request's spans to a stand-in collector
 * (bench/otlp-sink.ts), measured in alternating rounds on the proxied calls with a caller's
 * traceparent, so a busy machine hits both alike. Reports req/s and the server's CPU time per
 * request, and the ratio on/off (the target: export on keeps at least 95% of the throughput).
 * The whole of `npm run bench` with export on: BENCH_TRACING=on npm run bench.
 *
 * BENCH_DURATION (s, default 5) and BENCH_ROUNDS (default 5) set the runs. The sites take the
 * OTEL_* variables of this process's environment: OTEL_TRACES_SAMPLER=parentbased_traceidratio
 * OTEL_TRACES_SAMPLER_ARG=0.1 measures recording a tenth of the traces. BENCH_TRACEPARENT=off sends
 * no traceparent (every request starts a trace, and the sampler's root decision applies); by
 * default each request carries a sampled caller's traceparent, which a parent-based sampler follows.
 */
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { buildIsStale } from '../scripts/freshness';
import { buildAll } from '../scripts/build';
import { BENCH_APP_KEY, benchSiteEnv, siteArgs } from './site-env';
import { signIn } from './sign-in';
import { startOtlpSink } from './otlp-sink';
import { tracingCost } from './tracing-cost';
import { loadConfig } from '../server/src/config';
import { cpuMs, hasTaskset, loadAverage, median, pinSelf, rssMb, runBenchScript, startMock, startNode } from './processes';

const DIST = process.env.DIST_DIR ?? 'dist';
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 50;
const TRACEPARENT = process.env.BENCH_TRACEPARENT === 'off' ? undefined : '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

let stopSink: (() => Promise<void>) | undefined;

async function main() {
  if (buildIsStale()) await buildAll();
  pinSelf(1);
  // pinSelf moves this process's main thread only; its V8 and libuv threads (the load generator's
  // and the stand-in collector's garbage collection) were left free to run on the sites' core 0.
  if (hasTaskset) execFileSync('taskset', ['-a', '-pc', '1', String(process.pid)], { stdio: 'ignore' });
  const urls = await startMock(DIST, BENCH_APP_KEY, 1);
  const sink = await startOtlpSink();
  stopSink = sink.close;
  const sites: Record<'off' | 'on', { url: string; pid: number; cookie: string }> = {} as never;
  for (const mode of ['off', 'on'] as const) {
    const started = await startNode(siteArgs(DIST), benchSiteEnv(urls, mode === 'on' ? sink.url : undefined), 'site-listening', 0);
    started.child.stdout!.resume();
    const url = `http://127.0.0.1:${started.line.port as number}`;
    sites[mode] = { url, pid: started.child.pid!, cookie: await signIn(url) };
  }
  process.stdout.write(
    `\nTracing off/on: ${DURATION} s per run, ${ROUNDS} rounds, ${CONNECTIONS} connections, both sites on core 0: ${hasTaskset}; ` +
      `sampler ${process.env.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on'} ${process.env.OTEL_TRACES_SAMPLER_ARG ?? ''}; caller's traceparent ${TRACEPARENT ? 'sent (sampled)' : 'none'}\n`,
  );
  process.stdout.write(`load average (1/5/15 min): ${loadAverage()}\n`);
  const calls = [
    ['proxied unauthenticated (/api/info/region)', '/api/info/region', false],
    ['proxied authenticated (/api/auth/account)', '/api/auth/account', true],
  ] as const;
  const results: Record<string, { rps: number[]; cpuUs: number[] }> = {};
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const);
    for (const [label, path, signedIn] of calls) {
      for (const mode of order) {
        const site = sites[mode];
        const headers: Record<string, string> = {
          ...(TRACEPARENT ? { traceparent: TRACEPARENT } : {}),
          ...(signedIn ? { cookie: site.cookie } : {}),
        };
        const url = `${site.url}${path}`;
        await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
        const before = cpuMs(site.pid);
        const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
        const cpuUs = ((cpuMs(site.pid) - before) * 1000) / Math.max(1, r.requests.total);
        const entry = (results[`${label} ${mode}`] ??= { rps: [], cpuUs: [] });
        entry.rps.push(Math.round(r.requests.average));
        entry.cpuUs.push(Math.round(cpuUs));
        process.stdout.write(
          `  round ${round} ${mode.padEnd(3)} ${label}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, errors ${r.errors + r.timeouts}, non-2xx ${r.non2xx}, CPU ${Math.round(cpuUs)} µs/request\n`,
        );
      }
    }
  }
  process.stdout.write('\n| call | off req/s | on req/s | on/off | off CPU µs/req | on CPU µs/req |\n|---|---|---|---|---|---|\n');
  for (const [label] of calls) {
    const off = results[`${label} off`]!;
    const on = results[`${label} on`]!;
    const ratio = median(on.rps) / median(off.rps);
    process.stdout.write(
      `| ${label} | ${median(off.rps)} | ${median(on.rps)} | ${ratio.toFixed(2)} | ${median(off.cpuUs)} | ${median(on.cpuUs)} |\n`,
    );
  }
  // The tracing layer alone, in this process (pinned to the load generator's core, now idle).
  const { OTEL_TRACES_SAMPLER, OTEL_TRACES_SAMPLER_ARG } = process.env;
  const settings = loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_TRACES_SAMPLER, OTEL_TRACES_SAMPLER_ARG }).tracing;
  const cost = await tracingCost(sink.url, TRACEPARENT, settings);
  process.stdout.write('\n| the tracing layer alone, in process | CPU µs per request |\n|---|---|\n');
  for (const row of cost)
    process.stdout.write(
      `| ${row.label} | ${row.cpuUsPerRequest.toFixed(1)}${row.spansDropped ? ' (the SDK dropped spans: its queue was full)' : ''} |\n`,
    );
  const { exports, spans } = sink.received();
  process.stdout.write(
    `\ncollector received ${spans} spans in ${exports} exports; RSS: off ${rssMb(sites.off.pid)} MB, on ${rssMb(sites.on.pid)} MB\n`,
  );
}

runBenchScript('bench:tracing', main, () => void stopSink?.());
