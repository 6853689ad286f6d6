import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import { pageModulesPlugin } from './scripts/vite-page-modules';

export default defineConfig({
  // Client modules with Lingui macros (the marketing copy's descriptors) are imported by unit tests
  // too: the same transform as the build, the English text kept in each descriptor.
  // The router's page imports (client/src/app/routes.tsx) are written by the build's plugin.
  plugins: [lingui({ macroTransform: { macro: { descriptorFields: 'message' } } }), pageModulesPlugin()],
  test: {
    setupFiles: ['tests/helpers/vitest-setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/faults/**/*.test.ts', 'tests/ops/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file starts its own mock-upstream process; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // Runs after the unit project (which uses the default worker count).
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'audits',
          include: ['tests/audits/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // Lighthouse loads pages in a browser: run it alone, after everything else.
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
