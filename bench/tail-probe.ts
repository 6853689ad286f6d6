/**
 * Loaded into a measured server with `node --import ./bench/tail-probe.ts` by `bench/tail.ts`
 * (Node 24 strips the types itself): the event loop's delay (`monitorEventLoopDelay`, 1 ms
 * resolution) and every garbage collection's pause by kind (`PerformanceObserver` on `gc`).
 * Each SIGUSR2 appends one JSON line (the figures since the previous signal) to TAIL_OUT, then
 * starts over. Nothing in the server is changed; the probe costs a timer and an entry per collection.
 */
import fs from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

interface Pauses {
  n: number;
  ms: number;
  max: number;
}

const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
let pauses: Record<string, Pauses> = {};
let since = performance.now();

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    // A gc entry's detail carries its kind (Node's PerformanceEntry type does not name it).
    const detail = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail;
    const kind = KINDS[detail?.kind ?? -1] ?? 'other';
    const p = (pauses[kind] ??= { n: 0, ms: 0, max: 0 });
    p.n++;
    p.ms += entry.duration;
    p.max = Math.max(p.max, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const ms = (ns: number) => Math.round(ns / 1e4) / 100;

process.on('SIGUSR2', () => {
  const seconds = (performance.now() - since) / 1000;
  const gc = Object.fromEntries(
    Object.entries(pauses).map(([kind, p]) => [kind, { n: p.n, ms: Math.round(p.ms), maxMs: Math.round(p.max * 100) / 100 }]),
  );
  const loop = { p50: ms(delay.percentile(50)), p90: ms(delay.percentile(90)), p99: ms(delay.percentile(99)), max: ms(delay.max) };
  const line = { label: process.env.TAIL_LABEL, seconds: Math.round(seconds * 100) / 100, loopDelayMs: loop, gc };
  if (process.env.TAIL_OUT) fs.appendFileSync(process.env.TAIL_OUT, `${JSON.stringify(line)}\n`);
  delay.reset();
  pauses = {};
  since = performance.now();
});
