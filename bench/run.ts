/**
 * `npm run bench`: load and soak figures for the production build on this machine.
 *
 * The site server is pinned to one core (taskset, where available); mock-upstream and the load
 * generator share the other. Figures are reported as ratios to a bare Express +
 * http-proxy-middleware baseline and to calling mock-upstream directly, measured in the same
 * run, so they hold on a noisy machine. Results: a table on stdout and JSON in bench/results/.
 *
 * Several instances: the authenticated call on a site with REDIS_URL set (against the same
 * baseline: Redis must cost nothing on a call that needs no renewal), and a burst of expired
 * sessions spread over two Redis-sharing instances with the mock in rotation mode (upstream
 * renewals per session: must be 1). Skipped, with the reason, where redis-server is missing.
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
import { Redis } from 'ioredis';
import { startRedis, type RedisServer } from '../tests/helpers/redis';
import { signIn } from './sign-in';
import { BENCH_APP_KEY, benchSiteEnv } from './site-env';

const DIST = process.env.DIST_DIR ?? 'dist';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SOAK = Number(process.env.SOAK_DURATION ?? 60);
const CONNECTIONS = 50;
const APP_KEY = BENCH_APP_KEY;
const children: ChildProcess[] = [];
const hasTaskset = fs.existsSync('/usr/bin/taskset') && os.cpus().length > 1;

function start(
  script: string,
  env: NodeJS.ProcessEnv,
  marker: string,
  core: number,
): Promise<{ child: ChildProcess; line: Record<string, unknown> }> {
  const [cmd, args] = hasTaskset
    ? ['taskset', ['-c', String(core), process.execPath, ...script.split(' ')]]
    : [process.execPath, script.split(' ')];
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

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  extra: Partial<Parameters<typeof autocannon>[0]> = {},
): Promise<Row> {
  // A short warm-up so JIT and keep-alive pools are settled before the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const r: Result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, ...extra });
  const row = {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
  process.stdout.write(`  ${name}: ${row.rps} req/s, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}\n`);
  return row;
}

async function main() {
  if (buildIsStale()) await buildAll();
  const mock = await start(`${DIST}/mock-upstream/index.js`, { MOCK_UPSTREAM_PORT: '0', APP_KEY }, 'mock-upstream-listening', 1);
  const urls = mock.line.urls as { main: string; cloud: string; rd: string };
  const siteEnv = benchSiteEnv(urls);
  const site = await start(`${DIST}/server/index.js`, siteEnv, 'site-listening', 0);
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
  rows.push(
    await measure(`direct: mock ${AUTH_PATH}`, `${urls.main}${AUTH_PATH}`, {
      authorization: `Bearer ${APP_KEY}`,
      'x-access-token': accessToken,
    }),
  );
  const fixed = await measure(
    'site: authenticated at a fixed 500 req/s',
    `${siteUrl}/api${AUTH_PATH}`,
    { cookie },
    { overallRate: 500, connections: 20 },
  );
  rows.push(fixed);
  // The same fixed rate through the bare baseline and straight to the mock: what tail latency
  // this machine and load generator add on their own.
  rows.push(
    await measure(
      'baseline: authenticated at a fixed 500 req/s',
      `${baselineUrl}/api${AUTH_PATH}`,
      { 'x-access-token': accessToken },
      { overallRate: 500, connections: 20 },
    ),
  );
  rows.push(
    await measure(
      `direct: mock ${AUTH_PATH} at a fixed 500 req/s`,
      `${urls.main}${AUTH_PATH}`,
      { authorization: `Bearer ${APP_KEY}`, 'x-access-token': accessToken },
      { overallRate: 500, connections: 20 },
    ),
  );
  const rssAfterLoad = rssMb(site.child.pid!);
  const scale = await scaleOut(siteEnv, siteUrl, mock.line.url as string, cookie, rows);

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
  const authRedisVsBaseline = scale ? scale.authRps / by('baseline: proxied authenticated') : undefined;
  const targets = [
    ['zero errors in every run', rows.every((r) => r.errors === 0 && r.non2xx === 0)],
    ['unauthenticated proxied >= 0.8x baseline', ratios.unauthVsBaseline >= 0.8],
    ['authenticated proxied >= 0.6x baseline', ratios.authVsBaseline >= 0.6],
    ['authenticated p99 < 15 ms at 500 req/s', fixed.p99 < 15],
    ['RSS < 200 MB', Math.max(rssAfterLoad, rssEnd) < 200],
    ['soak: zero errors', soakResult.errors === 0 && soakResult.non2xx === 0],
    ['soak: RSS within 10% of warm-up', Math.abs(soakResult.growthPct) <= 10],
    ...(scale && authRedisVsBaseline !== undefined
      ? ([
          [
            'with REDIS_URL: authenticated/baseline within 0.1 of the ratio without it',
            Math.abs(authRedisVsBaseline - ratios.authVsBaseline) <= 0.1,
          ],
          [
            'with REDIS_URL vs without, alternating rounds: median ratio within 0.9-1.1',
            scale.withVsWithout >= 0.9 && scale.withVsWithout <= 1.1,
          ],
          ['with REDIS_URL: no Redis command on the steady-state authenticated call', scale.steadyStateRedisCommands === 0],
          ['2 instances, expired sessions: 1 upstream renewal per session', scale.renewalsPerSession === 1],
          ['2 instances, expired sessions: every call succeeded', scale.failed === 0],
        ] as const)
      : []),
  ] as const;

  const pad = (s: string, n: number) => s.padEnd(n);
  process.stdout.write(`\n${pad('run', 62)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}\n`);
  for (const r of rows)
    process.stdout.write(
      `${pad(r.name, 62)}${String(r.rps).padStart(9)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(r.errors + r.non2xx).padStart(8)}\n`,
    );
  process.stdout.write(
    `\nratios: unauth/baseline ${ratios.unauthVsBaseline.toFixed(2)}, unauth/direct ${ratios.unauthVsDirect.toFixed(3)}, auth/baseline ${ratios.authVsBaseline.toFixed(2)}, auth/direct ${ratios.authVsDirect.toFixed(3)}\n`,
  );
  if (scale && authRedisVsBaseline !== undefined) {
    process.stdout.write(
      `with REDIS_URL: auth/baseline ${authRedisVsBaseline.toFixed(2)} (without: ${ratios.authVsBaseline.toFixed(2)}); `,
    );
    process.stdout.write(
      `with/without REDIS_URL, alternating: ${scale.pairRatios.map((r) => r.toFixed(2)).join(', ')} (median ${scale.withVsWithout.toFixed(2)}), Redis commands meanwhile ${scale.steadyStateRedisCommands}; `,
    );
    process.stdout.write(
      `burst: ${scale.sessions} expired sessions x ${scale.callsPerSession} calls over 2 instances -> ${scale.renewals} upstream renewals (${scale.renewalsPerSession} per session), ${scale.failed} failed calls\n`,
    );
  } else process.stdout.write(`several instances: skipped (${scaleSkipped})\n`);
  process.stdout.write(
    `RSS after load ${rssAfterLoad} MB; soak ${soakResult.rps} req/s, errors ${soakResult.errors + soakResult.non2xx}, RSS ${rssWarm} -> ${rssEnd} MB (${soakResult.growthPct}%)\n`,
  );
  for (const [name, ok] of targets) process.stdout.write(`  ${ok ? 'met   ' : 'MISSED'} ${name}\n`);

  fs.mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, memGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
        pinned: hasTaskset,
        durationS: DURATION,
        rows,
        ratios,
        scaleOut: scale ? { ...scale, authRedisVsBaseline } : { skipped: scaleSkipped },
        rssAfterLoadMb: rssAfterLoad,
        soak: soakResult,
        targets: Object.fromEntries(targets),
      },
      null,
      2,
    ),
  );
  process.stdout.write(`\nwrote ${file}\n`);
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
  const a = await start(`${DIST}/server/index.js`, env, 'site-listening', 0);
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

  const b = await start(`${DIST}/server/index.js`, env, 'site-listening', 1);
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

main()
  .catch((err: unknown) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
    void redis?.stop();
  });
