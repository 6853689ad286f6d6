/**
 * What the bench scripts share: starting a Node process pinned to a core and waiting for its
 * "listening" line, and reading a process's CPU time and RSS from /proc.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import readline from 'node:readline';

export const hasTaskset = fs.existsSync('/usr/bin/taskset') && os.cpus().length > 1;

/** Every process started here, for the script's final cleanup. */
export const children: ChildProcess[] = [];

/**
 * Runs a bench script's `main`: a failure is printed as `<name> failed: …` with exit code 1, and
 * every process started here is stopped at the end either way (then `cleanup`, if given).
 */
export function runBenchScript(name: string, main: () => Promise<unknown>, cleanup?: () => void): void {
  main()
    .catch((err: unknown) => {
      process.stderr.write(`${name} failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    })
    .finally(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      cleanup?.();
    });
}

/**
 * Starts `node <args>` (pinned to `core` where taskset exists, at priority `niceness` if given) and
 * resolves with the first stdout line that carries `"<marker>"`, parsed as JSON. stdout stays
 * readable by the caller.
 */
export function startNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  marker: string,
  core: number,
  niceness?: number,
): Promise<{ child: ChildProcess; line: Record<string, unknown> }> {
  const pinned = hasTaskset ? ['taskset', '-c', String(core), process.execPath, ...args] : [process.execPath, ...args];
  const [cmd, ...argv] = niceness === undefined ? pinned : ['nice', '-n', String(niceness), ...pinned];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd!, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes(`"${marker}"`)) resolve({ child, line: JSON.parse(line) as Record<string, unknown> });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

export interface MockUrls {
  main: string;
  cloud: string;
  rd: string;
}

/** Starts a build's mock-upstream (pinned to `core`) and resolves with its three upstreams' URLs. */
export async function startMock(dist: string, appKey: string, core = 1): Promise<MockUrls> {
  const mock = await startNode(
    [`${dist}/mock-upstream/index.js`],
    { MOCK_UPSTREAM_PORT: '0', APP_KEY: appKey },
    'mock-upstream-listening',
    core,
  );
  return mock.line.urls as MockUrls;
}

/**
 * Pins this process (the load generator) to `core`, every thread of it (`-a`: V8's and libuv's
 * threads are started before this runs, and without it stay free to run on the site's core).
 */
export function pinSelf(core: number): void {
  if (hasTaskset) execFileSync('taskset', ['-a', '-pc', String(core), String(process.pid)], { stdio: 'ignore' });
}

/**
 * Raises this process (and so every process it starts after, which inherits it) above the
 * machine's other work, where allowed (root): on a shared machine a build landing on the sites'
 * core would otherwise take half of it in some rounds and not others. With the kernel's
 * autogroups, niceness only orders processes of one session, so the session's group is raised
 * too. Returns what was done, for the results' header.
 */
export function raisePriority(niceness = -10): string {
  try {
    os.setPriority(niceness);
  } catch {
    return `bench processes at the default priority (nice ${niceness} not allowed)`;
  }
  const group = '/proc/self/autogroup';
  try {
    // The group outlives this process (the shell that ran the bench is in it): put it back on exit.
    const before = /nice (-?\d+)/.exec(fs.readFileSync(group, 'utf8'))?.[1] ?? '0';
    fs.writeFileSync(group, String(niceness));
    process.once('exit', () => fs.writeFileSync(group, before));
    return `bench processes and their session's group at nice ${niceness}`;
  } catch {
    return `bench processes at nice ${niceness}`;
  }
}

/** CPU time (user + system, all threads) a process has used, in ms, from /proc/<pid>/stat (10 ms ticks). */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Busy and total jiffies of each CPU core, from /proc/stat (`cpu0`, `cpu1`, …; idle and iowait count as not busy). */
export function coreTimes(): { busy: number; total: number }[] {
  return fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .filter((line) => /^cpu\d+ /.test(line))
    .map((line) => {
      const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
      const total = ticks.reduce((sum, t) => sum + t, 0);
      return { busy: total - ticks[3]! - ticks[4]!, total };
    });
}

/** Each core's busy share between two `coreTimes()` readings, in whole percent. */
export function coreBusyPct(before: { busy: number; total: number }[], after: { busy: number; total: number }[]): number[] {
  return after.map((a, i) => {
    const b = before[i] ?? { busy: 0, total: 0 };
    return Math.round((100 * (a.busy - b.busy)) / Math.max(1, a.total - b.total));
  });
}

export function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

export function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The 1-, 5- and 15-minute load averages, as printed in the results. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
}
