import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { bundleReport } from './scripts/vite-bundle-report';
import { stripPageDescriptionsPlugin } from './scripts/vite-strip-page-descriptions';
import { inlineCallsPlugin } from './scripts/vite-inline-calls';
import { routerTrimPlugin } from './scripts/vite-router-trim';
import { precompileMessagesPlugin } from './scripts/vite-precompile-messages';
import { pageModulesPlugin } from './scripts/vite-page-modules';
import { phraseBreaksPlugin } from './scripts/vite-phrase-breaks';
import { preloadHelperPlugin } from './scripts/vite-preload-helper';
import { i18nRuntimePlugin } from './scripts/vite-i18n-runtime';
import { noRequireShimPlugin } from './scripts/vite-no-require-shim';

/** The entry's file (one chunk, named by the code-splitting group below). */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

// The server replaces this placeholder with a fresh nonce on every HTML response.
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const ART_DIR = fileURLToPath(new URL('client/src/shared/art/', import.meta.url));
const isIllustration = (file: string) => path.resolve(file).startsWith(ART_DIR);

// react-router's package exports point every bundler at its development build (its dev-only
// warnings and checks kept); a production build takes the production files the package ships beside it.
const ROUTER_PRODUCTION = fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  root: 'client',
  publicDir: 'public',
  // Lingui (docs/I18N.md): its macros are turned into message lookups by the plugin's native
  // transform (no Babel in the build), and the .po catalogs are compiled when they are imported.
  // The English text stays in the code (descriptors keep their message): English pages load no catalog.
  plugins: [
    react(),
    // The router's lazy imports of the page modules, from their one list (client/src/app/page-modules.ts).
    pageModulesPlugin(),
    // The browser's `i18n` is the site's own small runtime, not @lingui/core's (scripts/vite-i18n-runtime.ts).
    i18nRuntimePlugin(),
    lingui({ macroTransform: { macro: { descriptorFields: 'message' } }, failOnCompileError: true }),
    // Japanese text breaks between BudouX's phrases: marked in the compiled catalogs (docs/I18N.md).
    phraseBreaksPlugin(),
    // The pages' descriptions stay out of the browser's code (the server reads them).
    stripPageDescriptionsPlugin(),
    // Each module that makes upstream calls carries the entries it uses, browser fields only.
    inlineCallsPlugin(),
    // The parts of react-router the site never reaches stay out of the browser's code.
    routerTrimPlugin(),
    // The English messages compiled where they stand: no page carries a message compiler.
    precompileMessagesPlugin(),
    // A smaller preload helper than Vite's in the entry (scripts/vite-preload-helper.ts).
    preloadHelperPlugin(),
    // The page-builder SDK's Node-only `require`s leave the bundler's stand-in out of the entry.
    noRequireShimPlugin(),
    bundleReport(),
  ],
  html: { cspNonce: NONCE_PLACEHOLDER },
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION }] } : {},
  // The year of the build: the prerendered footer's copyright year (features/shell/components/footer.tsx).
  define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  build: {
    // DIST_DIR lets parallel checkouts of the work build side by side (default: dist).
    outDir: path.resolve(process.env.DIST_DIR ?? 'dist', 'client'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: {
      // Every browser the site targets but Safari < 17 knows <link rel="modulepreload">; there the
      // preload is merely skipped. The polyfill's bytes paid for the hydration code of prerendering.
      polyfill: false,
      // The entry's page imports fetch the page's chunk alone (and its styles): the list of what
      // every page's code imports would cost each first load about 1 KB. That list lives in a chunk
      // loaded once the page is live (client/src/app/page-imports.ts), whose imports fetch a
      // page's code and everything it imports in one round; the first page's are in its HTML.
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && ENTRY_CHUNK.test(hostId) ? [] : deps),
    },
    sourcemap: false,
    // Small files become data URLs inside the scripts; the illustrations (client/src/shared/art) never
    // do: they stay files with hashed names, cached for a year and out of the JS budget.
    assetsInlineLimit: (file: string, content: Buffer) => (isIllustration(file) ? false : content.length < 2048),
    reportCompressedSize: false,
    rollupOptions: {
      // Everything the entry loads statically (React, the router, the shell, the i18n runtime) is
      // one file: every page loads all of it anyway, and one file compresses better than the eight
      // that the automatic chunking made of it (shared with lazy pages), with no imports between them.
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
      onwarn(warning, warn) {
        // The page-builder SDK's eval('require') is its Node-only path; in the browser the CSP
        // forbids eval anyway (BEHAVIOUR §15), so the warning is noise in every build.
        if (warning.code === 'EVAL' && /@builder\.io/.test(warning.id ?? warning.message)) return;
        warn(warning);
      },
    },
  },
}));
