/**
 * `npm run build`: the client with Vite (plus precompressed assets and the bundle report), then
 * the server and mock-upstream bundled with esbuild into dist/ (dependencies stay external, so
 * the production image installs them from package.json).
 */
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { NONCE_PLACEHOLDER, PRERENDERED_FILE, type PrerenderedPage } from '../server/src/static';

export const DIST_DIR = process.env.DIST_DIR ?? 'dist';

export async function buildAll(): Promise<void> {
  const started = Date.now();
  // Vite sets NODE_ENV=production in this process; callers that go on to start servers
  // (npm start, the test and bench runners) must keep the environment they were given.
  const nodeEnv = process.env.NODE_ENV;
  try {
    // The manifest tells the prerender step which styles and scripts a page's chunk needs.
    await viteBuild({ configFile: 'vite.config.ts', logLevel: process.env.CI ? 'warn' : 'info', build: { manifest: true } });
    await prerender();
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

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The <head> links a page chunk needs before its prerendered HTML paints: its styles (else the
 * page would jump when they arrive with the chunk) and its code, preloaded so hydration starts
 * sooner. Links the shell already has are left out.
 */
function chunkLinks(manifest: Record<string, ManifestChunk>, source: string, shell: string): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(source);
  if (js.size === 0) throw new Error(`prerender: ${source} is not in the client build's manifest`);
  const missing = (file: string) => !shell.includes(`"/${file}"`);
  return [
    ...[...css].filter(missing).map((f) => `<link rel="stylesheet" crossorigin href="/${f}" nonce="${NONCE_PLACEHOLDER}">`),
    ...[...js].filter(missing).map((f) => `<link rel="modulepreload" crossorigin href="/${f}" nonce="${NONCE_PLACEHOLDER}">`),
  ].join('\n    ');
}

/**
 * Renders the public marketing pages to HTML: the client's prerender entry is built for Node
 * (same config, so asset URLs match the client build; styles are left out), run once, and its
 * output saved beside index.html (server/src/static.ts serves it). The entry never enters the
 * client bundle.
 */
async function prerender(): Promise<void> {
  const clientDir = path.resolve(DIST_DIR, 'client');
  const outDir = path.resolve(DIST_DIR, 'prerender');
  await viteBuild({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { ssr: path.resolve('client/src/prerender.tsx'), outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const entry = (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as {
    prerenderPages: () => Promise<{ path: string; source: string; html: string }[]>;
  };
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const shell = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const pages: Record<string, PrerenderedPage> = {};
  for (const page of await entry.prerenderPages()) pages[page.path] = { head: chunkLinks(manifest, page.source, shell), html: page.html };
  fs.writeFileSync(path.join(clientDir, PRERENDERED_FILE), JSON.stringify(pages));
  fs.rmSync(outDir, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
