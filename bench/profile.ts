/**
 * `tsx bench/profile.ts [unauth|auth|both|peer|gc|alloc]`: where the site's CPU time goes on a proxied call.
 *
 * Starts mock-upstream and the production build of the site (pinned like `npm run bench`), the
 * site with `--cpu-prof`, puts the call under load (50 connections, PROFILE_DURATION s, default
 * 10), stops the site so V8 writes the profile, and prints the functions with the most self
 * time and the same time grouped by where the code lives (the site's own modules, each
 * dependency, Node's internals). The .cpuprofile files stay in bench/results/ for DevTools.
 *
 * PROFILE_OTLP=on: the site exports its spans to a stand-in collector (bench/otlp-sink.ts, in this
 * process, on the load generator's core), as `npm run bench:tracing` runs it; the OTEL_TRACES_*
 * variables of this process's environment choose the sampler.
 *
 * `peer`: the same CPU profile of the bare baseline on the unauthenticated call, to set beside the
 * site's (both pay Node's HTTP server and the socket writes; what differs is what each adds).
 *
 * `gc`: V8's own account of its young-generation collections (`--trace-gc-nvp`) for the site and
 * the baseline on the unauthenticated call, PROFILE_REQUESTS × 10 (default 20,000) requests each
 * after a warm-up: scavenges, their mean pause, and the bytes each promotes to the old generation.
 * What a scavenge keeps alive sets its cost; these counts hardly move with the machine's load.
 *
 * `alloc`: what the site and the bare baseline allocate per proxied call (unauthenticated, and
 * the site's authenticated call), by allocating function, from V8's sampling heap profiler with
 * collected objects kept in (over the inspector protocol), over a fixed PROFILE_REQUESTS (default
 * 2000) requests. Unlike latency, bytes per request hardly move with the machine's load; young garbage is what sets how often the site stops for a
 * scavenge, and the objects alive at that moment how long the stop lasts.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { signIn } from './sign-in';
import { startOtlpSink, type OtlpSink } from './otlp-sink';
import { BENCH_APP_KEY, benchSiteEnv, siteArgs } from './site-env';
import { loadAverage, pinSelf, startMock, startNode as start, runBenchScript } from './processes';

const DIST = process.env.DIST_DIR ?? 'dist';
const DURATION = Number(process.env.PROFILE_DURATION ?? 10);
const TOP = Number(process.env.PROFILE_TOP ?? 40);
/** Requests sampled per allocation profile (a fixed count: a busy machine only makes it slower). */
const ALLOC_REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 2000);
/** The stand-in collector the site exports its spans to (PROFILE_OTLP=on), started in main. */
let sink: OtlpSink | undefined;
/** Extra node flags for the site (e.g. a young-generation size to compare), as in bench/syscalls.ts. */
const SITE_NODE_FLAGS = (process.env.SITE_NODE_FLAGS ?? '').split(' ').filter(Boolean);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a script lives: the site's own source, a dependency (by package name), or Node/V8. */
function owner(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.includes(`/${DIST}/server/`)) return 'site (dist/server)';
  return url;
}

function summarise(file: string): string {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = url ? `${path.basename(url)}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where} [${owner(url)}]`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    byOwner.set(owner(url), (byOwner.get(owner(url)) ?? 0) + us);
  }
  const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
  const lines = [`profile ${file}: ${(total / 1e6).toFixed(1)} s sampled`, '', 'self time by where the code lives:'];
  for (const [k, us] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 20)) lines.push(`  ${pct(us)}  ${k}`);
  lines.push('', `top ${TOP} functions by self time:`);
  for (const [k, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP)) lines.push(`  ${pct(us)}  ${k}`);
  return lines.join('\n');
}

type Started = Awaited<ReturnType<typeof start>>;

/** The bare baseline on the mock's main API, pinned like the site, with extra node flags. */
function startPeer(urls: { main: string }, flags: string[]): Promise<Started> {
  return start(
    [...flags, '--import', 'tsx', 'bench/baseline.ts'],
    { MAIN_API_URL: urls.main, APP_KEY: BENCH_APP_KEY },
    'baseline-listening',
    0,
  );
}

/**
 * Starts a server with `--cpu-prof` (`launch` gets the flags), puts `path` under load, stops the
 * server so V8 writes the profile, and prints its summary.
 */
async function profiled(
  label: string,
  launch: (profileFlags: string[]) => Promise<Started>,
  path_: string,
  headersFor: (base: string) => Promise<Record<string, string>> = async () => ({}),
): Promise<void> {
  const dir = path.resolve('bench/results', `profile-${label}-${Date.now()}`);
  fs.mkdirSync(dir, { recursive: true });
  const server = await launch(['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  server.child.stdout!.resume();
  const base = `http://127.0.0.1:${server.line.port as number}`;
  const r = await autocannon({ url: `${base}${path_}`, headers: await headersFor(base), connections: 50, duration: DURATION });
  process.stdout.write(`\n${label}: ${Math.round(r.requests.average)} req/s, errors ${r.errors + r.timeouts + r.non2xx}\n`);
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${dir}`);
  process.stdout.write(`${summarise(path.join(dir, file))}\n`);
}

function profileCall(kind: 'unauth' | 'auth', urls: { main: string; cloud: string; rd: string }): Promise<void> {
  return profiled(
    kind,
    (flags) => start(siteArgs(DIST, [...SITE_NODE_FLAGS, ...flags]), benchSiteEnv(urls, sink?.url), 'site-listening', 0),
    kind === 'auth' ? '/api/auth/account' : '/api/info/region',
    async (base): Promise<Record<string, string>> => (kind === 'auth' ? { cookie: await signIn(base) } : {}),
  );
}

/** The bare baseline under the same load, profiled the same way. */
function profilePeer(urls: { main: string; cloud: string; rd: string }): Promise<void> {
  return profiled('peer-unauth', (flags) => startPeer(urls, flags), '/api/info/region');
}

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

/** A minimal Chrome DevTools protocol client on Node's own WebSocket. */
async function inspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve) => ws.addEventListener('open', resolve, { once: true }));
  let lastId = 0;
  const pending = new Map<number, (result: unknown) => void>();
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      lastId += 1;
      pending.set(lastId, resolve as (result: unknown) => void);
      ws.send(JSON.stringify({ id: lastId, method, params }));
    });
  return { send, close: () => ws.close() };
}

/** Bytes allocated per request under load at 50 connections, by allocating function. */
async function allocationsPerRequest(label: string, port: number, url: string, headers: Record<string, string>): Promise<void> {
  await autocannon({ url, headers, connections: 50, duration: 2 });
  const session = await inspector(port);
  await session.send('HeapProfiler.enable');
  await session.send('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    // PROFILE_SURVIVORS=1 leaves out what a scavenge collects: what is left is what outlived the
    // young generation (promoted to the old one), the objects that make scavenges slow.
    includeObjectsCollectedByMinorGC: process.env.PROFILE_SURVIVORS !== '1',
  });
  const r = await autocannon({ url, headers, connections: 50, amount: ALLOC_REQUESTS });
  const { profile } = await session.send<{ profile: { head: HeapNode } }>('HeapProfiler.stopSampling');
  session.close();
  const byFunction = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode) => {
    const { functionName, url: script, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${script ? `${path.basename(script)}:${lineNumber + 1}` : ''} [${owner(script)}]`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + node.selfSize);
    total += node.selfSize;
    for (const child of node.children) walk(child);
  };
  walk(profile.head);
  const n = Math.max(1, r.requests.total);
  const lines = [`\n${label}: ${(total / n / 1024).toFixed(1)} KB allocated per request (${n} requests sampled)`];
  for (const [k, bytes] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    lines.push(`  ${String(Math.round(bytes / n)).padStart(6)} B  ${k}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function allocations(urls: { main: string; cloud: string; rd: string }): Promise<void> {
  const baseline = await startPeer(urls, ['--inspect=127.0.0.1:9341']);
  await allocationsPerRequest('baseline, unauthenticated', 9341, `http://127.0.0.1:${baseline.line.port as number}/api/info/region`, {});
  baseline.child.kill('SIGTERM');
  const site = await start(
    siteArgs(DIST, [...SITE_NODE_FLAGS, '--inspect=127.0.0.1:9340']),
    benchSiteEnv(urls, sink?.url),
    'site-listening',
    0,
  );
  site.child.stdout!.resume();
  const siteUrl = `http://127.0.0.1:${site.line.port as number}`;
  await allocationsPerRequest('site, unauthenticated', 9340, `${siteUrl}/api/info/region`, {});
  await allocationsPerRequest('site, authenticated', 9340, `${siteUrl}/api/auth/account`, { cookie: await signIn(siteUrl) });
}

/** Scavenges under load, read from a server's `--trace-gc-nvp` lines on its stdout. */
async function scavenges(label: string, server: Started, url: string): Promise<void> {
  const lines: string[] = [];
  readline.createInterface({ input: server.child.stdout! }).on('line', (line) => {
    if (line.includes(' gc=')) lines.push(line);
  });
  await autocannon({ url, connections: 50, amount: ALLOC_REQUESTS * 5 });
  lines.length = 0;
  const r = await autocannon({ url, connections: 50, amount: ALLOC_REQUESTS * 10 });
  const field = (line: string, name: string) => Number(new RegExp(`\\b${name}=([\\d.]+)`).exec(line)?.[1] ?? 0);
  const young = lines.filter((line) => line.includes(' gc=s '));
  const mean = (name: string) => young.reduce((sum, line) => sum + field(line, name), 0) / Math.max(1, young.length);
  process.stdout.write(
    `${label}: ${r.requests.total} requests, ${young.length} scavenges (${lines.length - young.length} other collections), ` +
      `mean pause ${mean('pause').toFixed(2)} ms, kept alive ${(mean('new_space_survived') / 1024).toFixed(0)} KB and promoted ` +
      `${(mean('promoted') / 1024).toFixed(0)} KB per scavenge\n`,
  );
  server.child.kill('SIGTERM');
}

async function youngGeneration(urls: { main: string; cloud: string; rd: string }): Promise<void> {
  const site = await start(siteArgs(DIST, [...SITE_NODE_FLAGS, '--trace-gc-nvp']), benchSiteEnv(urls, sink?.url), 'site-listening', 0);
  await scavenges('site', site, `http://127.0.0.1:${site.line.port as number}/api/info/region`);
  const peer = await startPeer(urls, ['--trace-gc-nvp']);
  await scavenges('baseline', peer, `http://127.0.0.1:${peer.line.port as number}/api/info/region`);
}

async function main() {
  const which = process.argv[2] ?? 'both';
  pinSelf(1);
  const urls = await startMock(DIST, BENCH_APP_KEY);
  if (process.env.PROFILE_OTLP === 'on') sink = await startOtlpSink();
  process.stdout.write(`load average ${loadAverage()}; span export ${sink ? 'on' : 'off'}\n`);
  if (which === 'alloc') return allocations(urls);
  if (which === 'peer') return profilePeer(urls);
  if (which === 'gc') return youngGeneration(urls);
  if (which !== 'auth') await profileCall('unauth', urls);
  if (which !== 'unauth') await profileCall('auth', urls);
}

runBenchScript('profile', main, () => void sink?.close());
