/**
 * `npm run bench`: load and soak figures for the production build on this machine.
 *
 * The site server is pinned to one core (taskset, where available); mock-upstream and the load
 * generator share the other. Figures are reported as ratios to a bare Express +
 * http-proxy-middleware baseline and to calling mock-upstream directly, measured in the same
 * run, so they hold on a noisy machine. Results: a table on stdout and JSON in bench/results/.
 *
 * BENCH_DURATION (s, default 10) and SOAK_DURATION (s, default 60) shorten or lengthen it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import readline from 'node:readline';
import autocannon, { type Result } from 'autocannon';
import { buildIsStale } from '../scripts/freshness';
import { buildAll } from '../scripts/build';
import { signIn } from './sign-in';

const DIST = process.env.DIST_DIR ?? 'dist';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SOAK = Number(process.env.SOAK_DURATION ?? 60);
const CONNECTIONS = 50;
const APP_KEY = 'bench-app-key-0123456789';
const children: ChildProcess[] = [];
const hasTaskset = fs.existsSync('/usr/bin/taskset') && os.cpus().length > 1;

function start(script: string, env: NodeJS.ProcessEnv, marker: string, core: number): Promise<{ child: ChildProcess; line: Record<string, unknown> }> {
  const [cmd, args] = hasTaskset ? ['taskset', ['-c', String(core), process.execPath, ...script.split(' ')]] : [process.execPath, script.split(' ')];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd as string, args as string[], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes(`"${marker}"`)) resolve({ child, line: JSON.parse(line) as Record<string, unknown> });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}, extra: Partial<Parameters<typeof autocannon>[0]> = {}): Promise<Row> {
  // A short warm-up so JIT and keep-alive pools are settled before the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const r: Result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, ...extra });
  const row = { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
  process.stdout.write(`  ${name}: ${row.rps} req/s, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}\n`);
  return row;
}

async function main() {
  if (buildIsStale()) await buildAll();
  const mock = await start(`${DIST}/mock-upstream/index.js`, { MOCK_UPSTREAM_PORT: '0', APP_KEY }, 'mock-upstream-listening', 1);
  const urls = mock.line.urls as { main: string; cloud: string; rd: string };
  const site = await start(
    `${DIST}/server/index.js`,
    {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      MAIN_API_URL: urls.main,
      CLOUD_API_URL: urls.cloud,
      REMOTE_DESKTOP_URL: urls.rd,
      APP_KEY,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '100',
    },
    'site-listening',
    0,
  );
  const siteUrl = `http://127.0.0.1:${site.line.port as number}`;
  // The site logs every request at info level, as in production; send it to /dev/null here.
  site.child.stdout!.resume();
  const baseline = await start('--import tsx bench/baseline.ts', { MAIN_API_URL: urls.main, APP_KEY }, 'baseline-listening', 0);
  const baselineUrl = `http://127.0.0.1:${baseline.line.port as number}`;

  // A signed-in session for the authenticated call, and the same account's token for direct calls.
  const cookie = await signIn(siteUrl);
  const direct = await fetch(`${urls.main}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${APP_KEY}` },
    body: JSON.stringify({ email: 'verified@example.com', password: 'Passw0rd!' }),
  });
  const accessToken = direct.headers.get('x-access-token') ?? '';
  const html = await (await fetch(`${siteUrl}/`, { headers: { accept: 'text/html' } })).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/assets/missing.js';
  const AUTH_PATH = '/auth/account';

  process.stdout.write(`\nBench: ${DURATION} s per run, ${CONNECTIONS} connections, site pinned to core 0: ${hasTaskset}\n`);
  const rows: Row[] = [];
  rows.push(await measure('static index.html', `${siteUrl}/`, { accept: 'text/html' }));
  rows.push(await measure('hashed asset', `${siteUrl}${asset}`, { 'accept-encoding': 'br' }));
  rows.push(await measure('/api/session signed out', `${siteUrl}/api/session`));
  rows.push(await measure('site: proxied unauthenticated (/api/info/region)', `${siteUrl}/api/info/region`));
  rows.push(await measure('baseline: proxied unauthenticated', `${baselineUrl}/api/info/region`));
  rows.push(await measure('direct: mock /info/region', `${urls.main}/info/region`, { authorization: `Bearer ${APP_KEY}` }));
  rows.push(await measure(`site: proxied authenticated (/api${AUTH_PATH})`, `${siteUrl}/api${AUTH_PATH}`, { cookie }));
  rows.push(await measure('baseline: proxied authenticated', `${baselineUrl}/api${AUTH_PATH}`, { 'x-access-token': accessToken }));
  rows.push(await measure(`direct: mock ${AUTH_PATH}`, `${urls.main}${AUTH_PATH}`, { authorization: `Bearer ${APP_KEY}`, 'x-access-token': accessToken }));
  const fixed = await measure('site: authenticated at a fixed 500 req/s', `${siteUrl}/api${AUTH_PATH}`, { cookie }, { overallRate: 500, connections: 20 });
  rows.push(fixed);
  // The same fixed rate through the bare baseline and straight to the mock: what tail latency
  // this machine and load generator add on their own.
  rows.push(await measure('baseline: authenticated at a fixed 500 req/s', `${baselineUrl}/api${AUTH_PATH}`, { 'x-access-token': accessToken }, { overallRate: 500, connections: 20 }));
  rows.push(await measure(`direct: mock ${AUTH_PATH} at a fixed 500 req/s`, `${urls.main}${AUTH_PATH}`, { authorization: `Bearer ${APP_KEY}`, 'x-access-token': accessToken }, { overallRate: 500, connections: 20 }));
  const rssAfterLoad = rssMb(site.child.pid!);

  process.stdout.write(`\nSoak: ${SOAK} s at 100 connections on the authenticated call\n`);
  // Warm-up at the soak's own load, long enough for the heap to reach its working size.
  await autocannon({ url: `${siteUrl}/api${AUTH_PATH}`, headers: { cookie }, connections: 100, duration: Math.min(20, SOAK) });
  const rssWarm = rssMb(site.child.pid!);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(site.child.pid!)), 5000);
  const soak = await autocannon({ url: `${siteUrl}/api${AUTH_PATH}`, headers: { cookie }, connections: 100, duration: SOAK });
  clearInterval(sampler);
  const rssEnd = rssMb(site.child.pid!);
  process.stdout.write(`  RSS every 5 s during the soak (MB): ${samples.join(', ')}\n`);

  const by = (name: string) => rows.find((r) => r.name.startsWith(name) && !r.name.includes('fixed'))!.rps;
  const ratios = {
    unauthVsBaseline: by('site: proxied unauthenticated') / by('baseline: proxied unauthenticated'),
    unauthVsDirect: by('site: proxied unauthenticated') / by('direct: mock /info/region'),
    authVsBaseline: by('site: proxied authenticated') / by('baseline: proxied authenticated'),
    authVsDirect: by('site: proxied authenticated') / by(`direct: mock ${AUTH_PATH}`),
  };
  const soakResult = {
    rps: Math.round(soak.requests.average),
    errors: soak.errors + soak.timeouts,
    non2xx: soak.non2xx,
    rssWarmMb: rssWarm,
    rssEndMb: rssEnd,
    growthPct: Math.round(((rssEnd - rssWarm) / rssWarm) * 1000) / 10,
    samplesMb: samples,
  };
  const targets = [
    ['zero errors in every run', rows.every((r) => r.errors === 0 && r.non2xx === 0)],
    ['unauthenticated proxied >= 0.8x baseline', ratios.unauthVsBaseline >= 0.8],
    ['authenticated proxied >= 0.6x baseline', ratios.authVsBaseline >= 0.6],
    ['authenticated p99 < 15 ms at 500 req/s', fixed.p99 < 15],
    ['RSS < 200 MB', Math.max(rssAfterLoad, rssEnd) < 200],
    ['soak: zero errors', soakResult.errors === 0 && soakResult.non2xx === 0],
    ['soak: RSS within 10% of warm-up', Math.abs(soakResult.growthPct) <= 10],
  ] as const;

  const pad = (s: string, n: number) => s.padEnd(n);
  process.stdout.write(`\n${pad('run', 62)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}\n`);
  for (const r of rows) process.stdout.write(`${pad(r.name, 62)}${String(r.rps).padStart(9)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(r.errors + r.non2xx).padStart(8)}\n`);
  process.stdout.write(`\nratios: unauth/baseline ${ratios.unauthVsBaseline.toFixed(2)}, unauth/direct ${ratios.unauthVsDirect.toFixed(3)}, auth/baseline ${ratios.authVsBaseline.toFixed(2)}, auth/direct ${ratios.authVsDirect.toFixed(3)}\n`);
  process.stdout.write(`RSS after load ${rssAfterLoad} MB; soak ${soakResult.rps} req/s, errors ${soakResult.errors + soakResult.non2xx}, RSS ${rssWarm} -> ${rssEnd} MB (${soakResult.growthPct}%)\n`);
  for (const [name, ok] of targets) process.stdout.write(`  ${ok ? 'met   ' : 'MISSED'} ${name}\n`);

  fs.mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  fs.writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), machine: { cpus: os.cpus().length, memGb: Math.round(os.totalmem() / 2 ** 30), node: process.version }, pinned: hasTaskset, durationS: DURATION, rows, ratios, rssAfterLoadMb: rssAfterLoad, soak: soakResult, targets: Object.fromEntries(targets) }, null, 2),
  );
  process.stdout.write(`\nwrote ${file}\n`);
}

main()
  .catch((err: unknown) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
  });
