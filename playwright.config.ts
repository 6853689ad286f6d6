/**
 * Browser tests in real Chromium against the production build and a mock upstream.
 * Debian's chromium is used where present (/usr/bin/chromium or CHROMIUM_PATH); elsewhere
 * Playwright's own browser (`npx playwright install chromium`).
 */
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = fs.existsSync(candidate) ? candidate : undefined;

export default defineConfig({
  // Browser specs live in tests/e2e, and beside their suites in tests/faults and tests/security.
  testDir: 'tests',
  testMatch: /(e2e|faults|security)\/.*\.spec\.ts$/,
  // Its own folder: Playwright empties outputDir at start, and test-results/ holds other reports.
  outputDir: 'test-results/playwright',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
