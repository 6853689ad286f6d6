/**
 * `tsx bench/profile.ts [unauth|auth|both]`: where the site's CPU time goes on a proxied call.
 *
 * Starts mock-upstream and the production build of the site (pinned like `npm run bench`), the
 * site with `--cpu-prof`, puts the call under load (50 connections, PROFILE_DURATION s, default
 * 10), stops the site so V8 writes the profile, and prints the functions with the most self
 * time and the same time grouped by where the code lives (the site's own modules, each
 * dependency, Node's internals). The .cpuprofile files stay in bench/results/ for DevTools.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { signIn } from './sign-in';
import { BENCH_APP_KEY, benchSiteEnv, siteArgs } from './site-env';
import { children, loadAverage, pinSelf, startNode as start } from './processes';

const DIST = process.env.DIST_DIR ?? 'dist';
const DURATION = Number(process.env.PROFILE_DURATION ?? 10);
const TOP = Number(process.env.PROFILE_TOP ?? 40);

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

async function profileCall(kind: 'unauth' | 'auth', urls: { main: string; cloud: string; rd: string }): Promise<void> {
  const dir = path.resolve('bench/results', `profile-${kind}-${Date.now()}`);
  fs.mkdirSync(dir, { recursive: true });
  const site = await start(siteArgs(DIST, ['--cpu-prof', `--cpu-prof-dir=${dir}`]), benchSiteEnv(urls), 'site-listening', 0);
  site.child.stdout!.resume();
  const siteUrl = `http://127.0.0.1:${site.line.port as number}`;
  const headers: Record<string, string> = kind === 'auth' ? { cookie: await signIn(siteUrl) } : {};
  const url = `${siteUrl}${kind === 'auth' ? '/api/auth/account' : '/api/info/region'}`;
  const r = await autocannon({ url, headers, connections: 50, duration: DURATION });
  process.stdout.write(`\n${kind}: ${Math.round(r.requests.average)} req/s, errors ${r.errors + r.timeouts + r.non2xx}\n`);
  const exited = new Promise((resolve) => site.child.once('exit', resolve));
  site.child.kill('SIGTERM');
  await exited;
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${dir}`);
  process.stdout.write(`${summarise(path.join(dir, file))}\n`);
}

async function main() {
  const which = process.argv[2] ?? 'both';
  pinSelf(1);
  const mock = await start(
    [`${DIST}/mock-upstream/index.js`],
    { MOCK_UPSTREAM_PORT: '0', APP_KEY: BENCH_APP_KEY },
    'mock-upstream-listening',
    1,
  );
  const urls = mock.line.urls as { main: string; cloud: string; rd: string };
  process.stdout.write(`load average ${loadAverage()}\n`);
  if (which !== 'auth') await profileCall('unauth', urls);
  if (which !== 'unauth') await profileCall('auth', urls);
}

main()
  .catch((err: unknown) => {
    process.stderr.write(`profile failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  });
