/**
 * `npm run build`: the client with Vite (plus precompressed assets and the bundle report), then
 * the server and mock-upstream bundled with esbuild into dist/ (dependencies stay external, so
 * the production image installs them from package.json).
 */
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { NONCE_PLACEHOLDER, PAGE_CODE_FILE, PAGE_TEXT_FILE, PRERENDERED_FILE, type PrerenderedPage } from '#server/static.ts';
import { isComponentPage, PAGES, type PageTexts } from '#contract/pages.ts';
import { PAGE_MODULES } from '#client/app/page-modules.ts';
import { pageModuleFiles } from './page-module-files';
import type { ServerRenderedPage } from '#client/server-render.tsx';
import type { PrerenderTarget } from '#client/prerender.tsx';

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
    await serverRender();
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
  // index.js checks the Node version before it loads the server and its dependencies (server/src/entry.ts).
  await esbuild({
    ...common,
    entryPoints: ['server/src/index.ts'],
    outfile: `${DIST_DIR}/server/server.js`,
    // The version and commit /healthz and the build-info metric name (server/src/build-info.ts).
    define: { __SITE_BUILD__: JSON.stringify(buildIdentity()) },
  });
  await esbuild({ ...common, entryPoints: ['server/src/entry.ts'], outfile: `${DIST_DIR}/server/index.js` });
  await esbuild({ ...common, entryPoints: ['mock-upstream/src/index.ts'], outfile: `${DIST_DIR}/mock-upstream/index.js` });
  // The demo stacks' self-signed certificate (docs/OPERATIONS.md, "HTTPS"), run from the image.
  await esbuild({
    ...common,
    entryPoints: ['mock-upstream/src/demo-certificate.ts'],
    outfile: `${DIST_DIR}/mock-upstream/demo-certificate.js`,
  });
  fs.writeFileSync(`${DIST_DIR}/BUILD`, `${new Date().toISOString()}\n`);
  process.stdout.write(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/** The package version and the source commit: BUILD_COMMIT when set (the image has no .git), else git's HEAD. */
function buildIdentity(): { version: string; commit: string } {
  const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
  let commit = process.env.BUILD_COMMIT?.trim();
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      commit = undefined;
    }
  }
  return { version, commit: commit || 'unknown' };
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The JS chunks (and their CSS) a source needs, following its static imports through the manifest. */
function chunksOf(manifest: Record<string, ManifestChunk>, source: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return { js: [...js], css: [...css] };
}

/** A module preload of a built file, under the response's CSP nonce (filled in per response). */
const modulePreload = (file: string, priority?: 'low') =>
  `<link rel="modulepreload"${priority ? ` fetchpriority="${priority}"` : ''} crossorigin href="/${file}" nonce="${NONCE_PLACEHOLDER}">`;

/** The shell's stylesheet links (the entry's styles); a prerendered page carries them inline instead. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/gi;

/**
 * The <head> a prerendered page needs before its HTML paints, so that nothing blocks the first
 * paint but the HTML itself: every style the page shows at once (the shell's and those of the
 * page's chunks, else the page would jump when they arrived) inline in one <style> under the
 * response's CSP nonce, and the page's code preloaded so hydration starts sooner (at low priority:
 * the page reads without it, so the HTML and the largest picture go first). Links the shell
 * already has are left out; the server drops the shell's own stylesheet link for these pages.
 * `stylesOf` names code the page loads after the takeover: its styles are inlined, its code is not
 * preloaded.
 */
function pageHead(
  manifest: Record<string, ManifestChunk>,
  sources: string[],
  shell: string,
  clientDir: string,
  stylesOf: string[] = [],
): string {
  const css = new Set<string>([...shell.matchAll(STYLESHEET_LINK)].map((m) => m[1]!));
  const js = new Set<string>();
  for (const source of [...sources, ...stylesOf]) {
    if (!manifest[source]) throw new Error(`prerender: ${source} is not in the client build's manifest`);
    const chunks = chunksOf(manifest, source);
    if (sources.includes(source)) chunks.js.forEach((file) => js.add(file));
    chunks.css.forEach((file) => css.add(file));
  }
  const styles = [...css].map((file) => fs.readFileSync(path.join(clientDir, file), 'utf8').trim()).join('\n');
  if (/<\/style/i.test(styles)) throw new Error('prerender: a stylesheet contains "</style"; it cannot be inlined');
  return [
    `<style nonce="${NONCE_PLACEHOLDER}">${styles}</style>`,
    ...[...js].filter((file) => !shell.includes(`"/${file}"`)).map((f) => modulePreload(f, 'low')),
  ].join('\n    ');
}

/** Each page module's source file as the client build's manifest names it (client/src/app/page-modules.ts). */
function pageModuleSources(): Map<string, string> {
  // Manifest keys are relative to client/.
  return new Map(Object.entries(pageModuleFiles(Object.keys(PAGE_MODULES))).map(([module, file]) => [module, `src/${file}`]));
}

/**
 * For the pages the browser renders itself: the page's code, preloaded with the entry script
 * instead of requested after it (the server knows the page from the route table), and its
 * stylesheets. Without it the first paint waits for the entry, then the page's code, then its data.
 */
function pageCode(manifest: Record<string, ManifestChunk>, shell: string, translations: Record<string, string[]>): Record<string, string> {
  const sources = pageModuleSources();
  const code: Record<string, string> = {};
  for (const entry of Object.values(PAGES)) {
    if (!isComponentPage(entry) || entry.module in code) continue;
    const source = sources.get(entry.module);
    if (!source || !manifest[source]) throw new Error(`build: page module "${entry.module}" has no chunk in the client build`);
    const { js, css } = chunksOf(manifest, source);
    code[entry.module] = [
      ...css.filter((f) => !shell.includes(`"/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...js.filter((f) => !shell.includes(`"/${f}"`)).map((f) => modulePreload(f)),
    ].join('\n    ');
  }
  // A translated page's catalogs (client/src/prerender.tsx `translationSources`), keyed `language:module`.
  for (const [key, sources] of Object.entries(translations)) {
    code[key] = sources
      .map((source) => {
        if (!manifest[source]) throw new Error(`build: catalog source ${source} has no chunk in the client build`);
        return modulePreload(manifest[source].file);
      })
      .join('\n    ');
  }
  return code;
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
    prerenderPages: () => Promise<(PrerenderTarget & { html: string })[]>;
    pageTexts: () => Promise<PageTexts>;
    translationSources: () => Record<string, string[]>;
  };
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const shell = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const pages: Record<string, PrerenderedPage> = {};
  for (const page of await entry.prerenderPages()) {
    // The CSP blocks inline scripts: markup that needs one (a Suspense boundary sent late) would never finish.
    if (/<script/i.test(page.html)) throw new Error(`prerender: ${page.path} has an inline script`);
    pages[page.path] = { head: pageHead(manifest, page.sources, shell, clientDir, page.stylesOf), html: page.html };
  }
  fs.writeFileSync(path.join(clientDir, PRERENDERED_FILE), JSON.stringify(pages));
  fs.writeFileSync(path.join(clientDir, PAGE_CODE_FILE), JSON.stringify(pageCode(manifest, shell, entry.translationSources())));
  // Each page's title and description in the other languages, for the server's head tags.
  fs.writeFileSync(path.join(clientDir, PAGE_TEXT_FILE), JSON.stringify(await entry.pageTexts()));
  fs.rmSync(outDir, { recursive: true, force: true });
}

/** Where the server's request-time renderer goes (server/src/page-render.ts reads it). */
export const SSR_DIR = 'ssr';

/** The pages client/src/server-render.tsx renders at request time (its `ServerRenderedPage`). */
const SERVER_RENDERED = ['catalog', 'purchase'] as const satisfies readonly ServerRenderedPage[];

/**
 * The request-time renderer (client/src/server-render.tsx), bundled for Node with everything it
 * imports (React and the router are not among the production image's dependencies), beside the
 * <head> each of its pages needs (styles inline, code preloaded, as for a prerendered page).
 * Outside dist/client, so it is never served as a file.
 */
async function serverRender(): Promise<void> {
  const clientDir = path.resolve(DIST_DIR, 'client');
  const outDir = path.resolve(DIST_DIR, SSR_DIR);
  await viteBuild({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: { ssr: path.resolve('client/src/server-render.tsx'), outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const shell = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const sources = pageModuleSources();
  const heads = Object.fromEntries(
    SERVER_RENDERED.map((id) => [id, pageHead(manifest, [sources.get(PAGES[id].module)!], shell, clientDir)]),
  );
  fs.writeFileSync(path.join(outDir, 'heads.json'), JSON.stringify(heads));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
