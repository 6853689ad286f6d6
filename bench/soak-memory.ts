/**
 * `npm run bench:memory`: is the server's RSS growth under a soak warm-up or a leak?
 *
 * Runs the production build (started with --expose-gc and an inspector on loopback) under the
 * soak's load (100 connections on the authenticated proxied call) in segments. After each
 * segment it forces a full garbage collection through the inspector and reads the live heap and
 * RSS: a leak keeps raising the heap after GC segment after segment; warm-up levels off.
 * Prints one row per segment and writes JSON to bench/results/.
 *
 * Each row also shows where the memory was just before that GC: V8's young generation (new
 * space), its old generation, code, and memory outside the V8 heap (RSS minus the heap's
 * committed size: Node's own allocations, buffers, the binary's code).
 *
 * MEMORY_SEGMENTS (default 6) x MEMORY_SEGMENT_S (default 30 s) of load. MEMORY_NODE_FLAGS adds
 * flags to the server's node after the production ones (so they win: to try another V8 setting).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { buildIsStale } from '../scripts/freshness';
import { buildAll } from '../scripts/build';
import { signIn } from './sign-in';
import { BENCH_APP_KEY, benchSiteEnv, siteArgs } from './site-env';

const DIST = process.env.DIST_DIR ?? 'dist';
const SEGMENTS = Number(process.env.MEMORY_SEGMENTS ?? 6);
const SEGMENT_S = Number(process.env.MEMORY_SEGMENT_S ?? 30);
const NODE_FLAGS = (process.env.MEMORY_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const APP_KEY = BENCH_APP_KEY;
const children: ChildProcess[] = [];

/** Starts a node process; resolves with its listening line and, when it has one, its inspector URL. */
function start(args: string[], env: NodeJS.ProcessEnv, marker: string) {
  return new Promise<{ child: ChildProcess; line: Record<string, unknown>; inspector?: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let inspector: string | undefined;
    readline.createInterface({ input: child.stderr! }).on('line', (line) => {
      inspector ??= /Debugger listening on (ws:\/\/\S+)/.exec(line)?.[1];
    });
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes(`"${marker}"`)) resolve({ child, line: JSON.parse(line) as Record<string, unknown>, inspector });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/** Evaluates an expression in the server process through its inspector. */
async function evaluate(wsUrl: string, expression: string): Promise<string> {
  const ws = new WebSocket(wsUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  const answer = new Promise<string>((resolve) => {
    ws.onmessage = (event) => {
      const msg = JSON.parse(String(event.data)) as { id?: number; result?: { result?: { value?: string } } };
      if (msg.id === 1) resolve(msg.result?.result?.value ?? '');
    };
  });
  ws.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }));
  const value = await answer;
  ws.close();
  return value;
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

async function main() {
  if (buildIsStale()) await buildAll();
  const mock = await start([`${DIST}/mock-upstream/index.js`], { MOCK_UPSTREAM_PORT: '0', APP_KEY }, 'mock-upstream-listening');
  const urls = mock.line.urls as { main: string; cloud: string; rd: string };
  const site = await start(siteArgs(DIST, [...NODE_FLAGS, '--expose-gc', '--inspect=127.0.0.1:0']), benchSiteEnv(urls), 'site-listening');
  site.child.stdout!.resume();
  if (!site.inspector) throw new Error('the server printed no inspector address');
  const siteUrl = `http://127.0.0.1:${site.line.port as number}`;
  const cookie = await signIn(siteUrl);

  const measure = async () => {
    const value = await evaluate(site.inspector!, 'gc(); gc(); JSON.stringify(process.memoryUsage())');
    return JSON.parse(value) as NodeJS.MemoryUsage;
  };
  /** The heap's spaces as the load left them (before any forced GC), in MB committed. */
  const spaces = async () => {
    const value = await evaluate(
      site.inspector!,
      `JSON.stringify({ rss: process.memoryUsage().rss, spaces: process.getBuiltinModule('v8').getHeapSpaceStatistics().map((s) => [s.space_name, s.physical_space_size]) })`,
    );
    const { rss, spaces: list } = JSON.parse(value) as { rss: number; spaces: [string, number][] };
    const by = Object.fromEntries(list) as Record<string, number>;
    const heap = list.reduce((sum, [, size]) => sum + size, 0);
    return {
      newSpaceMb: mb(by.new_space ?? 0),
      oldSpaceMb: mb(by.old_space ?? 0),
      codeMb: mb((by.code_space ?? 0) + (by.code_large_object_space ?? 0)),
      largeObjectsMb: mb(by.large_object_space ?? 0),
      heapMb: mb(heap),
      outsideHeapMb: mb(rss - heap),
    };
  };
  const rows: {
    afterS: number;
    requests: number;
    errors: number;
    rssMb: number;
    rssAfterGcMb: number;
    heapAfterGcMb: number;
    heapTotalMb: number;
    externalMb: number;
    beforeGc: Awaited<ReturnType<typeof spaces>>;
  }[] = [];
  const idle = await measure();
  process.stdout.write(`idle: RSS ${mb(idle.rss)} MB, heap after GC ${mb(idle.heapUsed)} MB\n`);
  process.stdout.write(`${SEGMENTS} segments of ${SEGMENT_S} s at 100 connections on /api/auth/account\n`);
  for (let i = 1; i <= SEGMENTS; i++) {
    const r = await autocannon({ url: `${siteUrl}/api/auth/account`, headers: { cookie }, connections: 100, duration: SEGMENT_S });
    const rssLoaded = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${site.child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    const beforeGc = await spaces();
    const m = await measure();
    const row = {
      afterS: i * SEGMENT_S,
      requests: r.requests.total,
      errors: r.errors + r.timeouts + r.non2xx,
      rssMb: mb(rssLoaded),
      rssAfterGcMb: mb(m.rss),
      heapAfterGcMb: mb(m.heapUsed),
      heapTotalMb: mb(m.heapTotal),
      externalMb: mb(m.external + m.arrayBuffers),
      beforeGc,
    };
    rows.push(row);
    process.stdout.write(
      `  ${String(row.afterS).padStart(4)} s: ${row.requests} requests, ${row.errors} errors, RSS ${row.rssMb} MB under load, after GC: RSS ${row.rssAfterGcMb} MB, heap ${row.heapAfterGcMb} of ${row.heapTotalMb} MB, external ${row.externalMb} MB\n` +
        `        before that GC: new space ${beforeGc.newSpaceMb} MB, old space ${beforeGc.oldSpaceMb} MB, code ${beforeGc.codeMb} MB, large objects ${beforeGc.largeObjectsMb} MB (heap ${beforeGc.heapMb} MB), outside the V8 heap ${beforeGc.outsideHeapMb} MB\n`,
    );
  }
  // Load off: what stays is what the process keeps, not what the traffic holds.
  await new Promise((r) => setTimeout(r, 20_000));
  const rested = await measure();
  process.stdout.write(
    `20 s after the load: RSS ${mb(rested.rss)} MB, heap after GC ${mb(rested.heapUsed)} of ${mb(rested.heapTotal)} MB\n`,
  );
  fs.mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/memory-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        segmentS: SEGMENT_S,
        nodeFlags: NODE_FLAGS,
        idle: { rssMb: mb(idle.rss), heapMb: mb(idle.heapUsed) },
        rows,
        rested: { rssMb: mb(rested.rss), heapMb: mb(rested.heapUsed), heapTotalMb: mb(rested.heapTotal) },
      },
      null,
      2,
    ),
  );
  process.stdout.write(`wrote ${file}\n`);
}

main()
  .catch((err: unknown) => {
    process.stderr.write(`memory bench failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
  });
