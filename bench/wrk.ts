/**
 * wrk (C, one thread) as the bench's load generator for the runs at saturation, where it is on
 * the machine. autocannon, in the bench's own Node process, cost ~35 µs of the load core per
 * request: once the site handled a proxied call in ~100 µs, the load core (mock + generator)
 * saturated first and every server measured about the mock's own rate. wrk costs a few µs per
 * request, so the measured server is the bottleneck again. Fixed-rate runs and the soak stay on
 * autocannon (wrk has no fixed rate). BENCH_LOAD=autocannon uses autocannon throughout.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

/** Whether the bench should drive its runs at saturation with wrk (installed, and not turned off). */
export function useWrk(): boolean {
  if (process.env.BENCH_LOAD === 'autocannon') return false;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // wrk prints its usage and exits 1 for --version; only a missing binary means no wrk.
    return (err as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

export interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  non2xx: number;
}

/** A latency as wrk prints it (`850.00us`, `4.90ms`, `1.20s`), in ms. */
export function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!m) return NaN;
  const value = Number(m[1]);
  return m[2] === 'us' ? value / 1000 : m[2] === 's' ? value * 1000 : value;
}

/** Reads wrk's `--latency` report. */
export function parseWrk(out: string): WrkResult {
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Math.round(num(/Requests\/sec:\s+([\d.]+)/)),
    p50: wrkMs(/^\s+50%\s+(\S+)$/m.exec(out)?.[1] ?? ''),
    p99: wrkMs(/^\s+99%\s+(\S+)$/m.exec(out)?.[1] ?? ''),
    total: num(/(\d+) requests in /),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: num(/Non-2xx or 3xx responses: (\d+)/),
  };
}

/** `wrk -t1 -c<connections> -d<seconds>s --latency` with the given headers. */
export async function runWrk(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<WrkResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await promisify(execFile)('wrk', [...args, url]);
  return parseWrk(stdout);
}
