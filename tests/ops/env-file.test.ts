/**
 * A local `.env` configures `npm start` and `npm run serve` (`cp .env.example .env`, edit, start),
 * and a variable set in the real environment keeps its real value. Each command runs in a scratch
 * folder holding only the `.env`, on the built server (`dist/`), so the repository's own files are
 * never touched.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, stopChild } from '../helpers/processes';

const dist = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'env-file-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

// SITE_URL from the file shows in /robots.txt; the file's PORT is not a port at all, so the
// server only starts because the real PORT=0 wins over it.
fs.writeFileSync(
  path.join(folder, '.env'),
  ['SITE_URL=https://from-dotenv.example.com', 'PORT=not-a-port', 'LOG_LEVEL=info', ''].join('\n'),
);

/** Starts a command in the scratch folder and resolves with the URL it listens on. */
async function listening(args: string[], env: NodeJS.ProcessEnv): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, args, {
    cwd: folder,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not listening in 45 s:\n${output.join('\n')}`)), 45_000);
    const onLine = (line: string) => {
      output.push(line);
      const port = /"site-listening".*"port":(\d+)/.exec(line)?.[1] ?? /running at http:\/\/[^:]+:(\d+)/.exec(line)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    readline.createInterface({ input: child.stdout! }).on('line', onLine);
    readline.createInterface({ input: child.stderr! }).on('line', onLine);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output.join('\n')}`)));
  });
  return { url, stop: () => stopChild(child) };
}

async function robots(url: string): Promise<string> {
  const res = await fetch(`${url}/robots.txt`);
  expect(res.status).toBe(200);
  return res.text();
}

describe('.env', () => {
  it('configures `npm run serve` (Node reads it), under the real environment', async () => {
    // The package script's own node flags, on the built server.
    const flags = pkg.scripts.serve!.split(' ').filter((part) => part.startsWith('--'));
    expect(flags).toContain('--env-file-if-exists=.env');
    const site = await listening([...flags, path.join(dist, 'server/index.js')], {});
    try {
      expect(await robots(site.url)).toContain('https://from-dotenv.example.com/sitemap.xml');
    } finally {
      await site.stop();
    }
  });

  it('configures `npm start`, under the real environment', async () => {
    // tsx resolved here: the scratch folder has no node_modules.
    const tsx = import.meta.resolve('tsx');
    const site = await listening(['--import', tsx, path.join(ROOT, 'scripts/start.ts')], { DIST_DIR: dist });
    try {
      expect(await robots(site.url)).toContain('https://from-dotenv.example.com/sitemap.xml');
    } finally {
      await site.stop();
    }
  });
});
