/**
 * Compares two server builds against the bare baseline in one run, interleaved round by round
 * (so a busy machine hits all three alike): `tsx bench/compare-builds.ts dist dist-old`.
 * The servers share core 0 (only one is under load at a time); mock and load generator core 1.
 * Besides req/s it reports the server's own CPU time per request (user + system, from /proc),
 * which a machine busy with other work changes far less than throughput.
 */
import autocannon from 'autocannon';
import { BENCH_APP_KEY, benchSiteEnv, siteArgs } from './site-env';
import { cpuMs, rssMb as rss, startNode, runBenchScript } from './processes';

const [newDist = 'dist', oldDist = 'dist-old'] = process.argv.slice(2);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const APP_KEY = BENCH_APP_KEY;
const start = (script: string, env: NodeJS.ProcessEnv, marker: string, core: number) => startNode(script.split(' '), env, marker, core);

async function main() {
  const mock = await start(`dist/mock-upstream/index.js`, { MOCK_UPSTREAM_PORT: '0', APP_KEY }, 'mock-upstream-listening', 1);
  const urls = mock.line.urls as { main: string; cloud: string; rd: string };
  const siteEnv = benchSiteEnv(urls);
  const sites: Record<string, { url: string; pid: number; cookie: string }> = {};
  const AMOUNT = Number(process.env.AMOUNT ?? 5000);
  for (const [name, dist] of [
    ['new', newDist],
    ['old', oldDist],
  ] as const) {
    const s = await start(siteArgs(dist).join(' '), siteEnv, 'site-listening', 0);
    s.child.stdout!.resume();
    const url = `http://127.0.0.1:${s.line.port as number}`;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'verified@example.com', password: 'Passw0rd!' }),
    });
    sites[name] = {
      url,
      pid: s.child.pid!,
      cookie: login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
  }
  const base = await start('--import tsx bench/baseline.ts', { MAIN_API_URL: urls.main, APP_KEY }, 'baseline-listening', 0);
  const baseUrl = `http://127.0.0.1:${base.line.port as number}`;
  const direct = await fetch(`${urls.main}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${APP_KEY}` },
    body: JSON.stringify({ email: 'verified@example.com', password: 'Passw0rd!' }),
  });
  const token = direct.headers.get('x-access-token') ?? '';

  const basePid = base.child.pid!;
  const targets: [string, string, Record<string, string>, number][] = [
    ['new unauth', `${sites.new!.url}/api/info/region`, {}, sites.new!.pid],
    ['old unauth', `${sites.old!.url}/api/info/region`, {}, sites.old!.pid],
    ['baseline unauth', `${baseUrl}/api/info/region`, {}, basePid],
    ['new auth', `${sites.new!.url}/api/auth/account`, { cookie: sites.new!.cookie }, sites.new!.pid],
    ['old auth', `${sites.old!.url}/api/auth/account`, { cookie: sites.old!.cookie }, sites.old!.pid],
    ['baseline auth', `${baseUrl}/api/auth/account`, { 'x-access-token': token }, basePid],
  ];
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const results: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, url, headers, pid] of targets) {
      await autocannon({ url, headers, connections: 50, duration: 1 });
      const r = await autocannon({ url, headers, connections: 50, duration: DURATION });
      (results[name] ??= []).push(Math.round(r.requests.average));
      const before = cpuMs(pid);
      const fixed = await autocannon({ url, headers, connections: 50, amount: AMOUNT });
      const perRequest = (cpuMs(pid) - before) / (fixed.requests.total || 1);
      (cpu[name] ??= []).push(perRequest);
      process.stdout.write(
        `round ${round} ${name}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, errors ${r.errors + r.timeouts}, non-2xx ${r.non2xx}; CPU ${perRequest.toFixed(3)} ms per request\n`,
      );
    }
  }
  const m = Object.fromEntries(Object.entries(results).map(([k, v]) => [k, median(v)]));
  process.stdout.write(`\nmedians: ${JSON.stringify(m)}\n`);
  for (const kind of ['unauth', 'auth']) {
    const perRound = results[`new ${kind}`]!.map((n, i) => (n / results[`baseline ${kind}`]![i]!).toFixed(2));
    const oldRound = results[`old ${kind}`]!.map((n, i) => (n / results[`baseline ${kind}`]![i]!).toFixed(2));
    process.stdout.write(`${kind}: new/baseline per round ${perRound.join(' ')}; old/baseline per round ${oldRound.join(' ')}\n`);
  }
  const c = Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, Number(median(v).toFixed(3))]));
  process.stdout.write(`CPU ms per request (medians): ${JSON.stringify(c)}\n`);
  for (const kind of ['unauth', 'auth']) {
    const b = c[`baseline ${kind}`]!;
    process.stdout.write(
      `${kind}: requests per CPU second relative to the baseline: new ${(b / c[`new ${kind}`]!).toFixed(2)}, old ${(b / c[`old ${kind}`]!).toFixed(2)}\n`,
    );
  }
  process.stdout.write(`RSS after load: new ${rss(sites.new!.pid)} MB, old ${rss(sites.old!.pid)} MB\n`);
}

runBenchScript('compare', main);
