/**
 * `tsx bench/syscalls.ts [unauth|auth|both]`: system calls per proxied request, for the site and
 * the bare baseline, by call name.
 *
 * Starts mock-upstream, the production build of the site and the baseline (pinned like
 * `npm run bench`), warms each up, then attaches `strace -c -f` to the server while a fixed
 * SYSCALL_REQUESTS (default 5000) requests run at 50 connections, and divides strace's counts
 * by the requests. On a machine where a system call is expensive (a paravirtualised kernel),
 * these counts, not the JavaScript, set most of the CPU time per request; unlike latency they
 * hardly move with the machine's load. strace slows the traced server a lot: the req/s printed
 * here are not bench figures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { directAccessToken, signIn } from './sign-in';
import { BENCH_APP_KEY, benchSiteEnv, siteArgs } from './site-env';
import { loadAverage, pinSelf, startMock, startNode as start, runBenchScript } from './processes';

const DIST = process.env.DIST_DIR ?? 'dist';
const REQUESTS = Number(process.env.SYSCALL_REQUESTS ?? 5000);

/** strace -c's table: calls per system call name. */
function parseSummary(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    // % time, seconds, usecs/call, calls, [errors], syscall
    const m = /^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?([a-z_0-9]+)\s*$/.exec(line);
    if (m && m[2] !== 'total') counts.set(m[2]!, Number(m[1]));
  }
  return counts;
}

/** Minor page faults and CPU ticks (user, system) of a process, all threads, from /proc/<pid>/stat. */
function procStat(pid: number): { minflt: number; utime: number; stime: number } {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { minflt: Number(f[7]), utime: Number(f[11]) * 10, stime: Number(f[12]) * 10 };
}

/** Voluntary and involuntary context switches summed over the process's threads. */
function switches(pid: number): number {
  let total = 0;
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const status = fs.readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
    total += Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    total += Number(/^nonvoluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  }
  return total;
}

async function count(label: string, pid: number, url: string, headers: Record<string, string>): Promise<void> {
  await autocannon({ url, headers, connections: 50, amount: 2000 });
  // Untraced first: page faults, CPU time (user/system) and context switches per request.
  const before = procStat(pid);
  const sw = switches(pid);
  const plain = await autocannon({ url, headers, connections: 50, amount: REQUESTS * 4 });
  const after = procStat(pid);
  const m = Math.max(1, plain.requests.total);
  const per = (x: number) => (x / m).toFixed(3);
  process.stdout.write(
    `\n${label}, untraced: ${Math.round(plain.requests.average)} req/s; per request: ` +
      `${per(after.minflt - before.minflt)} minor faults, ${per((after.utime - before.utime) * 1000)} µs user, ` +
      `${per((after.stime - before.stime) * 1000)} µs system, ${per(switches(pid) - sw)} context switches\n`,
  );
  if (process.env.SYSCALL_TRACE === '0') return;
  const strace = spawn('strace', ['-c', '-f', '-p', String(pid)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let out = '';
  strace.stderr.on('data', (d: Buffer) => (out += d.toString()));
  // strace prints "Process N attached" per thread once it is in.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const r = await autocannon({ url, headers, connections: 50, amount: REQUESTS });
  const done = new Promise((resolve) => strace.once('exit', resolve));
  strace.kill('SIGINT');
  await done;
  const counts = parseSummary(out);
  const n = Math.max(1, r.requests.total);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const lines = [`\n${label}: ${(total / n).toFixed(2)} system calls per request (${n} requests, non-2xx ${r.non2xx})`];
  for (const [name, calls] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 15))
    lines.push(`  ${(calls / n).toFixed(3).padStart(8)}  ${name}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main() {
  const which = process.argv[2] ?? 'both';
  pinSelf(1);
  const urls = await startMock(DIST, BENCH_APP_KEY);
  process.stdout.write(`load average ${loadAverage()}\n`);
  const baseline = await start(
    ['--import', 'tsx', 'bench/baseline.ts'],
    { MAIN_API_URL: urls.main, APP_KEY: BENCH_APP_KEY },
    'baseline-listening',
    0,
  );
  const baseUrl = `http://127.0.0.1:${baseline.line.port as number}`;
  const extra = (process.env.SITE_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const site = await start(siteArgs(DIST, extra), benchSiteEnv(urls), 'site-listening', 0);
  site.child.stdout!.resume();
  const siteUrl = `http://127.0.0.1:${site.line.port as number}`;
  if (which !== 'auth') {
    await count('baseline, unauthenticated', baseline.child.pid!, `${baseUrl}/api/info/region`, {});
    await count('site, unauthenticated', site.child.pid!, `${siteUrl}/api/info/region`, {});
  }
  if (which !== 'unauth') {
    const cookie = await signIn(siteUrl);
    const accessToken = await directAccessToken(urls.main, BENCH_APP_KEY);
    await count('baseline, signed in', baseline.child.pid!, `${baseUrl}/api/auth/account`, { 'x-access-token': accessToken });
    await count('site, signed in', site.child.pid!, `${siteUrl}/api/auth/account`, { cookie });
  }
}

runBenchScript('syscalls', main);
