/**
 * Browser tests in real Chromium against the production build and a mock upstream.
 * The browser is the one `npm test` found or installed (scripts/chromium.ts): CHROMIUM_PATH,
 * else Debian's /usr/bin/chromium, else Playwright's own (`npx playwright install chromium`).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, locateChromium } from './scripts/chromium';

const executablePath = locateChromium();

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
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    // Visual regression (tests/visual): run or update alone with `npm run test:visual[:update]`.
    {
      name: 'visual',
      testMatch: /visual\/.*\.visual\.spec\.ts$/,
      snapshotPathTemplate: '{testDir}/visual/baselines/{arg}{ext}',
      use: { browserName: 'chromium', reducedMotion: 'reduce' },
      expect: {
        // Font anti-aliasing differs a little between runs and machines; a real change is larger.
        toHaveScreenshot: { animations: 'disabled', caret: 'hide', threshold: 0.2, maxDiffPixelRatio: 0.01 },
      },
    },
  ],
});
