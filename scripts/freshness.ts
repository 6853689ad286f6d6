/** Whether dist/ is older than any source it is built from (so `npm start` knows to build). */
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'client',
  'server/src',
  'mock-upstream/src',
  'contract',
  'vite.config.ts',
  'package.json',
  'scripts/vite-bundle-report.ts',
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIsStale(): boolean {
  const dist = process.env.DIST_DIR ?? 'dist';
  const marker = `${dist}/BUILD`;
  if (
    !fs.existsSync(marker) ||
    !fs.existsSync(`${dist}/server/index.js`) ||
    !fs.existsSync(`${dist}/server/server.js`) ||
    !fs.existsSync(`${dist}/client/index.html`)
  )
    return true;
  const built = fs.statSync(marker).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}
