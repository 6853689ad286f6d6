/**
 * `npm start`: builds if needed, then runs the production server. With no upstream variables it
 * runs on the embedded mock upstream (demo mode) and prints the demo accounts and links.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { buildIsStale } from './freshness';
import { buildAll } from './build';
import { DEMO_PASSWORD, SEED_ACCOUNTS, SEED_LINK_TOKENS } from '../mock-upstream/src/seed';

// The environment as the user gave it: building runs Vite in this process, and Vite sets
// NODE_ENV=production, which would turn the demo into a production start that refuses to run.
const userEnv = { ...process.env };

if (buildIsStale()) {
  process.stdout.write('Building the site (first run, or sources changed)...\n');
  await buildAll();
}

const dist = userEnv.DIST_DIR ?? 'dist';
const child = spawn(process.execPath, ['--enable-source-maps', `${dist}/server/index.js`], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...userEnv, PORT: userEnv.PORT ?? '3000' },
});

const lines = readline.createInterface({ input: child.stdout! });
lines.on('line', (line) => {
  if (line.includes('"site-listening"')) {
    const info = JSON.parse(line) as { port: number; demo: boolean };
    const url = `http://localhost:${info.port}`;
    const out = [`\n  The site is running at ${url}\n`];
    if (info.demo) {
      out.push('  Demo mode: the embedded mock upstream stands in for the real services.');
      out.push('  Demo accounts (password for all: ' + DEMO_PASSWORD + '):');
      for (const a of SEED_ACCOUNTS) out.push(`    ${a.email.padEnd(26)} ${a.isVerified ? 'verified' : 'not verified'}`);
      out.push('  Demo links:');
      out.push(`    ${url}/token/login/${Object.keys(SEED_LINK_TOKENS.tokenLogin)[0]}   (token login)`);
      out.push(`    ${url}/token2/login/${Object.keys(SEED_LINK_TOKENS.token2Login)[0]}   (face-scan login)`);
      out.push(`    ${url}/email/verify/${Object.keys(SEED_LINK_TOKENS.emailVerify)[0]}   (email verification)`);
      out.push(`    ${url}/reset/${Object.keys(SEED_LINK_TOKENS.reset)[0]}   (password reset)`);
    }
    out.push('\n  Press Ctrl+C to stop.\n');
    process.stdout.write(out.join('\n') + '\n');
    return;
  }
  process.stdout.write(line + '\n');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
