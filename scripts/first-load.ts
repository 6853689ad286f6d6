/**
 * `tsx scripts/first-load.ts [path ...]` (default `/`): the JavaScript a first visit to a page
 * loads, read from the HTML the production build really serves for it: every module script and
 * module preload in that HTML, with each file's gzip size (level 9, as the build precompresses).
 * Each file's bytes are split by owner in proportion to its modules' rendered size (from the
 * chunk composition in dist/bundle-report.json): React (react, react-dom, scheduler), the router,
 * other dependencies, and the app's own code. Prints a table; `--json` prints the figures instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createStaticSite } from '#server/static.ts';

const DIST = process.env.DIST_DIR ?? 'dist';

interface ChunkComposition {
  gzip: number;
  owners: Record<string, number>;
}

export interface FirstLoad {
  path: string;
  scripts: { file: string; gzip: number }[];
  totalGzip: number;
  /** gzip bytes per owner: 'react', 'router', 'app', 'vite' or a dependency's package name. */
  byOwner: Record<string, number>;
}

/** The /assets/*.js files an HTML page loads as module scripts or module preloads, in order. */
export function scriptsOf(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModuleScript = /^<script\b/i.test(tag) && /type="module"/i.test(tag);
    const isPreload = /^<link\b/i.test(tag) && /rel="modulepreload"/i.test(tag);
    if (!isModuleScript && !isPreload) continue;
    const url = /(?:src|href)="(\/assets\/[^"]+\.js)"/i.exec(tag)?.[1];
    if (url && !found.includes(url)) found.push(url);
  }
  return found;
}

function gzipSize(file: string): number {
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

export async function firstLoads(paths: string[], dist = DIST): Promise<FirstLoad[]> {
  const clientDir = path.join(dist, 'client');
  const report = JSON.parse(fs.readFileSync(path.join(dist, 'bundle-report.json'), 'utf8')) as {
    chunks?: Record<string, ChunkComposition>;
  };
  const app = express();
  app.use(createStaticSite(clientDir).shell);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const results: FirstLoad[] = [];
    for (const page of paths) {
      const res = await fetch(base + page, { headers: { accept: 'text/html' } });
      if (!res.ok) throw new Error(`${page}: ${res.status}`);
      const scripts = scriptsOf(await res.text()).map((url) => ({
        file: url.replace(/^\/assets\//, ''),
        gzip: gzipSize(path.join(clientDir, url)),
      }));
      const byOwner: Record<string, number> = {};
      for (const { file, gzip } of scripts) {
        const owners = report.chunks?.[`assets/${file}`]?.owners ?? { unknown: 1 };
        const rendered = Object.values(owners).reduce((a, b) => a + b, 0) || 1;
        for (const [owner, chars] of Object.entries(owners)) byOwner[owner] = (byOwner[owner] ?? 0) + (gzip * chars) / rendered;
      }
      results.push({ path: page, scripts, totalGzip: scripts.reduce((a, s) => a + s.gzip, 0), byOwner });
    }
    return results;
  } finally {
    server.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const json = process.argv.includes('--json');
  const paths = process.argv.slice(2).filter((a) => a !== '--json');
  const results = await firstLoads(paths.length ? paths : ['/']);
  if (json) {
    process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    return;
  }
  for (const r of results) {
    const lines = [`${r.path}: ${r.scripts.length} scripts, ${kb(r.totalGzip)} gzip`];
    for (const s of r.scripts) lines.push(`  ${s.file.padEnd(40)} ${kb(s.gzip).padStart(9)}`);
    lines.push('  by owner (split by rendered size within each file):');
    for (const [owner, bytes] of Object.entries(r.byOwner).sort((a, b) => b[1] - a[1]))
      lines.push(`  ${owner.padEnd(40)} ${kb(bytes).padStart(9)}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    process.stderr.write(`first-load failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  });
}
