/**
 * `npm run dev`: the development loop in one command.
 *  - the mock upstream (restarts when mock-upstream/ changes; its state resets then), unless
 *    MAIN_API_URL points at real upstreams;
 *  - the site server in watch mode (scripts/dev-server.ts under `tsx watch`: restarts when server
 *    code changes), serving the client through Vite's dev middleware with hot reload.
 * Everything is on one origin (default http://localhost:3000), so /api, /go, token and email
 * links, /healthz and the CSP behave as in production.
 */
import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DEMO_APP_KEY } from '#server/config.ts';
import { SEED_CATALOG } from '#mock-upstream/seed.ts';
import { demoBanner } from './demo-banner';

// A local .env (`cp .env.example .env`), when present, read under the real environment: a
// variable set in both keeps its real value (Node's own parser, as `npm run serve` uses).
if (fs.existsSync('.env')) process.loadEnvFile('.env');

/** The demo's publishable key for the payment stand-in (the same one the demo start uses). */
const DEMO_STRIPE_PUBLISHABLE_KEY = 'pk_demo_stand_in_not_a_real_key';

const children: ChildProcess[] = [];
const TSX_CLI = fileURLToPath(import.meta.resolve('tsx/cli'));

/** A port nobody listens on now, kept for the mock across its restarts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs `tsx watch <entry>`; `onLine` sees each stdout line (stderr passes through). */
function watch(entry: string, env: NodeJS.ProcessEnv, onLine: (line: string) => void): ChildProcess {
  const child = spawn(process.execPath, [TSX_CLI, 'watch', '--clear-screen=false', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  readline.createInterface({ input: child.stdout! }).on('line', onLine);
  children.push(child);
  return child;
}

/** Resolves with the first line carrying `marker` (a JSON line); prints every line. */
function firstLine(marker: string, start: (onLine: (line: string) => void) => void): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    start((line) => {
      process.stdout.write(`${line}\n`);
      if (line.includes(`"${marker}"`)) resolve(JSON.parse(line) as Record<string, unknown>);
    });
  });
}

const env: NodeJS.ProcessEnv = { PORT: process.env.PORT ?? '3000', NODE_ENV: 'development' };
const demo = !process.env.MAIN_API_URL;
if (demo) {
  const mockPort = process.env.MOCK_UPSTREAM_PORT ?? String(await freePort());
  const mock = await firstLine('mock-upstream-listening', (onLine) =>
    watch('mock-upstream/src/index.ts', { MOCK_UPSTREAM_PORT: mockPort, APP_KEY: DEMO_APP_KEY }, onLine),
  );
  const urls = mock.urls as { main: string; cloud: string; rd: string };
  Object.assign(env, {
    MAIN_API_URL: urls.main,
    CLOUD_API_URL: urls.cloud,
    REMOTE_DESKTOP_URL: urls.rd,
    APP_KEY: DEMO_APP_KEY,
    // Offline payment: the mock serves a stand-in of the provider's script.
    STRIPE_JS_URL: `${String(mock.url)}/__stripe/v3`,
    STRIPE_PUBLISHABLE_KEY_TEST: process.env.STRIPE_PUBLISHABLE_KEY_TEST ?? DEMO_STRIPE_PUBLISHABLE_KEY,
    CATALOG_MEDIA_IDS: process.env.CATALOG_MEDIA_IDS ?? SEED_CATALOG.join(','),
    // The mock is separate here, so this variable names its port for the mock only.
    MOCK_UPSTREAM_PORT: undefined,
  });
}

const site = await firstLine('site-listening', (onLine) => watch('scripts/dev-server.ts', env, onLine));
process.stdout.write(demoBanner(`http://localhost:${String(site.port)}`, demo, 'Development server (hot reload) running'));

const stop = (signal: NodeJS.Signals) => {
  for (const child of children) child.kill(signal);
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
