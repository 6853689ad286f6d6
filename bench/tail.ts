/**
 * `npx tsx bench/tail.ts`: where the slowest answers at saturation come from. Site variants and the
 * peer, one at a time on core 0 (fresh each round, alternating order), through the trivial upstream
 * (bench/trivial-upstream.ts, core 1), each loaded by wrk (50 connections, a 2 s warm-up, then
 * TAIL_DURATION s, default 4) with `bench/tail-probe.ts` inside: per run, wrk's req/s, p50 and p99,
 * the server's CPU per request, its event loop's delay percentiles and its GC pauses by kind.
 *
 * TAIL_CALL=unauth|auth (default auth: /api/auth/account signed in); TAIL_ROUNDS (default 2);
 * TAIL_VARIANTS, a JSON list of `{ label, flags?, env?, peer? }`, e.g. a site with LOG_LEVEL=warn
 * (no request lines: what the log costs) or with other node flags. Prints a table; the
 * probe's lines are in bench/results/tail-<time>.jsonl.
 */
import fs from 'node:fs';
import { setTimeout as pause } from 'node:timers/promises';
import { BENCH_APP_KEY, benchSiteEnv, siteArgs } from './site-env';
import { runWrk } from './wrk';
import { startTrivialFront } from './trivial-upstream';
import { directAccessToken, signIn } from './sign-in';
import { cpuMs, loadAverage, median, pinSelf, raisePriority, runBenchScript, startNode } from './processes';
import { stopChild } from '../tests/helpers/processes';

interface Variant {
  label: string;
  flags?: string[];
  env?: NodeJS.ProcessEnv;
  /** The bare baseline (bench/baseline.ts) instead of the site. */
  peer?: boolean;
}

const DIST = process.env.DIST_DIR ?? 'dist';
const DURATION = Number(process.env.TAIL_DURATION ?? 4);
const ROUNDS = Number(process.env.TAIL_ROUNDS ?? 2);
const SIGNED_IN = (process.env.TAIL_CALL ?? 'auth') === 'auth';
const VARIANTS: Variant[] = process.env.TAIL_VARIANTS
  ? (JSON.parse(process.env.TAIL_VARIANTS) as Variant[])
  : [{ label: 'site' }, { label: 'site, no request lines', env: { LOG_LEVEL: 'warn' } }, { label: 'peer', peer: true }];
const PROBE = ['--import', './bench/tail-probe.ts'];
const OUT = `bench/results/tail-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`;

async function main() {
  const priority = raisePriority();
  pinSelf(1);
  fs.mkdirSync('bench/results', { recursive: true });
  const urls = await startTrivialFront(BENCH_APP_KEY, 1);
  const loadBefore = loadAverage();
  const runs: Record<string, { rps: number; p50: number; p99: number; cpuUs: number }[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const v of round % 2 ? [...VARIANTS].reverse() : VARIANTS) {
      const env = { TAIL_OUT: OUT, TAIL_LABEL: v.label, ...v.env };
      const { child, line } = v.peer
        ? await startNode(
            [...PROBE, '--import', 'tsx', ...(v.flags ?? []), 'bench/baseline.ts'],
            { MAIN_API_URL: urls.main, APP_KEY: BENCH_APP_KEY, ...env },
            'baseline-listening',
            0,
          )
        : await startNode(siteArgs(DIST, [...PROBE, ...(v.flags ?? [])]), { ...benchSiteEnv(urls), ...env }, 'site-listening', 0);
      child.stdout!.resume();
      const base = `http://127.0.0.1:${line.port as number}`;
      const url = `${base}/api${SIGNED_IN ? '/auth/account' : '/info/region'}`;
      const headers: Record<string, string> = !SIGNED_IN
        ? {}
        : v.peer
          ? { 'x-access-token': await directAccessToken(urls.main, BENCH_APP_KEY) }
          : { cookie: await signIn(base) };
      await runWrk(url, headers, 50, 2);
      child.kill('SIGUSR2');
      await pause(50);
      const cpuBefore = cpuMs(child.pid!);
      const w = await runWrk(url, headers, 50, DURATION);
      const cpuUs = Math.round(((cpuMs(child.pid!) - cpuBefore) * 1000) / Math.max(1, w.total));
      child.kill('SIGUSR2');
      await pause(100);
      if (w.errors + w.non2xx > 0) throw new Error(`${v.label}: ${w.errors} errors, ${w.non2xx} non-2xx`);
      (runs[v.label] ??= []).push({ rps: w.rps, p50: w.p50, p99: w.p99, cpuUs });
      process.stdout.write(`${v.label}, round ${round + 1}: ${w.rps} req/s, p50 ${w.p50} ms, p99 ${w.p99} ms, CPU ${cpuUs} µs/request\n`);
      await stopChild(child);
    }
  }
  process.stdout.write(`\n${priority}; load average ${loadBefore} before, ${loadAverage()} after; probe lines in ${OUT}\n\n`);
  process.stdout.write('| variant | req/s | p50 ms | p99 ms | p99 ÷ p50 | CPU µs/request |\n|---|---:|---:|---:|---:|---:|\n');
  for (const [label, rs] of Object.entries(runs)) {
    const m = (key: 'rps' | 'p50' | 'p99' | 'cpuUs') => Math.round(median(rs.map((r) => r[key])) * 100) / 100;
    process.stdout.write(`| ${label} | ${m('rps')} | ${m('p50')} | ${m('p99')} | ${(m('p99') / m('p50')).toFixed(2)} | ${m('cpuUs')} |\n`);
  }
}

runBenchScript('tail', main);
