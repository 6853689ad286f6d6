/**
 * `npm run screenshots`: the screenshot gallery in docs/screenshots, taken from the running demo
 * (the built server in demo mode, as `npm start` runs it; built first if needed) in Chromium at
 * desktop (1280 px) and phone (390 px) width: home, catalog, a purchase page, orders and the
 * IPD change. The pages and how they are made still come from the visual tests (tests/visual).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildIsStale } from './freshness';
import { buildAll } from './build';
import { CHROMIUM_FLAGS, locateChromium } from './chromium';
import { startDemoSiteProcess, ROOT } from '../tests/helpers/processes';
import { KEY_PAGES, openSettled, WIDTHS } from '../tests/visual/pages';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

const OUT = path.join(ROOT, 'docs', 'screenshots');

if (buildIsStale()) {
  process.stdout.write('Building the site first...\n');
  await buildAll();
}
fs.mkdirSync(OUT, { recursive: true });

const site = await startDemoSiteProcess();
const browser = await chromium.launch({
  executablePath: locateChromium(),
  args: CHROMIUM_FLAGS,
});
try {
  for (const size of WIDTHS) {
    const context = await browser.newContext({
      baseURL: site.baseURL,
      viewport: { width: size.width, height: size.height },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const key of KEY_PAGES) {
      if (key.signedIn) {
        const res = await context.request.post('/api/auth/login', { data: { email: 'verified@example.com', password: DEMO_PASSWORD } });
        if (!res.ok()) throw new Error(`demo login failed: ${res.status()}`);
      }
      await openSettled(page, key.path);
      const file = path.join(OUT, `${key.name}-${size.name}.png`);
      // The home page is long: its first screen is what a visitor sees; the others are shown whole.
      await page.screenshot({ path: file, fullPage: key.name !== 'home', animations: 'disabled' });
      process.stdout.write(`${path.relative(ROOT, file)}\n`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
