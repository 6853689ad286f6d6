/**
 * `npm run build`: the client with Vite (plus precompressed assets and the bundle report), then
 * the server and mock-upstream bundled with esbuild into dist/ (dependencies stay external, so
 * the production image installs them from package.json).
 */
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import fs from 'node:fs';

export const DIST_DIR = process.env.DIST_DIR ?? 'dist';

export async function buildAll(): Promise<void> {
  const started = Date.now();
  // Vite sets NODE_ENV=production in this process; callers that go on to start servers
  // (npm start, the test and bench runners) must keep the environment they were given.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await viteBuild({ configFile: 'vite.config.ts', logLevel: process.env.CI ? 'warn' : 'info' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const common = {
    bundle: true,
    platform: 'node' as const,
    format: 'esm' as const,
    target: 'node24',
    packages: 'external' as const,
    sourcemap: true,
    logLevel: 'warning' as const,
  };
  await esbuild({ ...common, entryPoints: ['server/src/index.ts'], outfile: `${DIST_DIR}/server/index.js` });
  await esbuild({ ...common, entryPoints: ['mock-upstream/src/index.ts'], outfile: `${DIST_DIR}/mock-upstream/index.js` });
  fs.writeFileSync(`${DIST_DIR}/BUILD`, `${new Date().toISOString()}\n`);
  process.stdout.write(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
