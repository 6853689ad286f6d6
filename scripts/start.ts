/**
 * `npm start`: builds if needed, then runs the production server. With no upstream variables it
 * runs on the embedded mock upstream (demo mode) and prints the demo accounts and links.
 */
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { buildIsStale } from './freshness';
import { buildAll } from './build';
import { demoBanner } from './demo-banner';
import { prettyLine } from './pretty-log';
import { SERVER_NODE_FLAGS } from './server-node-flags';

// A local .env (`cp .env.example .env`), when present, read under the real environment: a
// variable set in both keeps its real value (Node's own parser, as `npm run serve` uses).
if (fs.existsSync('.env')) process.loadEnvFile('.env');

// The environment as the user gave it: building runs Vite in this process, and Vite sets
// NODE_ENV=production, which would turn the demo into a production start that refuses to run.
const userEnv = { ...process.env };

if (buildIsStale()) {
  process.stdout.write('Building the site (first run, or sources changed)...\n');
  await buildAll();
}

const dist = userEnv.DIST_DIR ?? 'dist';
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', `${dist}/server/index.js`], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...userEnv, PORT: userEnv.PORT ?? '3000' },
});

// In demo and development the server's JSON log lines are printed for people; a production
// start (NODE_ENV=production) keeps them JSON for the log pipeline.
const pretty = userEnv.NODE_ENV !== 'production';
const lines = readline.createInterface({ input: child.stdout! });
lines.on('line', (line) => {
  if (line.includes('"site-listening"')) {
    const info = JSON.parse(line) as { port: number; demo: boolean };
    process.stdout.write(demoBanner(`http://localhost:${info.port}`, info.demo));
    return;
  }
  process.stdout.write(pretty ? prettyLine(line) : `${line}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
