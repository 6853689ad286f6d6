import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bundleReport } from './scripts/vite-bundle-report';

// The server replaces this placeholder with a fresh nonce on every HTML response.
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), bundleReport()],
  html: { cspNonce: NONCE_PLACEHOLDER },
  build: {
    // DIST_DIR lets parallel checkouts of the work build side by side (default: dist).
    outDir: path.resolve(process.env.DIST_DIR ?? 'dist', 'client'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    reportCompressedSize: false,
    rollupOptions: {
      onwarn(warning, warn) {
        // The page-builder SDK's eval('require') is its Node-only path; in the browser the CSP
        // forbids eval anyway (CONTRACT §6), so the warning is noise in every build.
        if (warning.code === 'EVAL' && /@builder\.io/.test(warning.id ?? warning.message)) return;
        warn(warning);
      },
    },
  },
});
