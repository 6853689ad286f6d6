/**
 * Starts the real processes tests run against, on free ports: mock-upstream (from source, with
 * tsx) and the built site server (dist/server/index.js). Each prints one JSON line when it
 * listens; we wait for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MockControl } from './mock-control';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TEST_APP_KEY = 'test-app-key-0123456789';

interface Started {
  child: ChildProcess;
  line: Record<string, unknown>;
  output: string[];
}

export function startAndWait(args: string[], env: NodeJS.ProcessEnv, marker: string, timeoutMs = 30_000): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} did not start in ${timeoutMs} ms:\n${output.join('\n')}`));
    }, timeoutMs);
    const onLine = (line: string) => {
      output.push(line);
      if (output.length > 2000) output.shift();
      if (line.includes(`"${marker}"`)) {
        clearTimeout(timer);
        resolve({ child, line: JSON.parse(line) as Record<string, unknown>, output });
      }
    };
    readline.createInterface({ input: child.stdout! }).on('line', onLine);
    readline.createInterface({ input: child.stderr! }).on('line', onLine);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code}:\n${output.join('\n')}`));
    });
  });
}

export interface MockProcess {
  url: string;
  urls: { main: string; cloud: string; rd: string };
  control: MockControl;
  stop: () => Promise<void>;
}

export async function startMockProcess(appKey = TEST_APP_KEY): Promise<MockProcess> {
  const { child, line } = await startAndWait(
    ['--import', 'tsx', 'mock-upstream/src/index.ts'],
    { MOCK_UPSTREAM_PORT: '0', APP_KEY: appKey },
    'mock-upstream-listening',
  );
  const url = line.url as string;
  return {
    url,
    urls: line.urls as MockProcess['urls'],
    control: new MockControl(url),
    stop: () => stopChild(child),
  };
}

export interface SiteProcess {
  baseURL: string;
  port: number;
  child: ChildProcess;
  output: string[];
  /** The metrics server's port when METRICS_PORT was set. */
  metricsPort?: number;
  stop: () => Promise<void>;
}

/** The built production server, pointed at a mock upstream. */
/** The site's environment for tests: the mock as the three upstreams, and its stand-in video players. */
export async function startSiteProcess(
  mock: Pick<MockProcess, 'urls' | 'url'>,
  env: NodeJS.ProcessEnv = {},
  dist = process.env.DIST_DIR ?? 'dist',
): Promise<SiteProcess> {
  const { child, line, output } = await startAndWait(
    ['--enable-source-maps', `${dist}/server/index.js`],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      MAIN_API_URL: mock.urls.main,
      CLOUD_API_URL: mock.urls.cloud,
      REMOTE_DESKTOP_URL: mock.urls.rd,
      APP_KEY: TEST_APP_KEY,
      CATALOG_MEDIA_IDS: 'bm-neon-harbor,bm-kaiju-dawn,bm-arctic-signal,bm-paper-moons',
      // Each test sets the films and faults it needs: the catalog's HTML reads them every time.
      CATALOG_CACHE_SECONDS: '0',
      TRAILER_VIDEO_URL: `${mock.url}/__video/trailer`,
      HOWTO_VIDEO_URL: `${mock.url}/__video/how-to`,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    'site-listening',
  );
  return siteProcess(child, line, output);
}

/**
 * The built server in demo mode, as `npm start` runs it: no upstream variables, so it starts the
 * mock upstream inside its own process with the seeded demo data.
 */
export async function startDemoSiteProcess(): Promise<SiteProcess> {
  const noUpstream = { MAIN_API_URL: undefined, CLOUD_API_URL: undefined, REMOTE_DESKTOP_URL: undefined, APP_KEY: undefined };
  const { child, line, output } = await startAndWait(
    ['--enable-source-maps', `${process.env.DIST_DIR ?? 'dist'}/server/index.js`],
    { ...noUpstream, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    'site-listening',
  );
  return siteProcess(child, line, output);
}

function siteProcess(child: ChildProcess, line: Record<string, unknown>, output: string[]): SiteProcess {
  const port = line.port as number;
  const metricsPort = typeof line.metricsPort === 'number' ? line.metricsPort : undefined;
  return { baseURL: `http://127.0.0.1:${port}`, port, child, output, metricsPort, stop: () => stopChild(child) };
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
