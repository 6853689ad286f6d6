/**
 * Layout stability on a phone-sized screen: what arrives after the first render (a legal text
 * loaded on demand, films fetched from the upstream, the session check behind a purchase page)
 * never moves what is already on screen. Each case slows the late part down, so the page is
 * painted before it arrives, and sums the browser's layout-shift entries (the CLS figure that
 * Lighthouse reports, which must stay at or under 0.02). This is a layout figure, not a timing
 * one: a slower machine only makes the late part later.
 */
import { test, expect, type Page } from './fixtures';

test.use({ viewport: { width: 412, height: 823 } });

const LATE_MS = 800;
const MAX_SHIFT = 0.02;

/** Records every layout shift not caused by input, from the first paint on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftScore(page: Page): Promise<number> {
  // Let the last frame settle: shift entries are reported after the frame that shifted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0));
}

/** Holds matching requests back for LATE_MS, so the page paints without them first. */
async function delay(page: Page, pattern: string | RegExp) {
  await page.route(pattern, async (route) => {
    await new Promise((r) => setTimeout(r, LATE_MS));
    await route.fallback();
  });
}

test('a legal page: a late legal text pushes nothing on screen down', async ({ page }) => {
  await recordShifts(page);
  await delay(page, /\/assets\/legal-document-[^/]+\.js$/);
  await page.goto('/termsofservice');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.locator('.legal-doc')).toBeVisible();
  await expect(page.locator('[data-builder-url="/nspages/termsofservice"]')).toHaveAttribute('data-state', 'fallback');
  expect(await shiftScore(page)).toBeLessThanOrEqual(MAX_SHIFT);
});

test('the catalog: films fetched after render do not move the footer or anything else on screen', async ({ page }) => {
  await recordShifts(page);
  await delay(page, '**/api/media/product/**');
  await page.goto('/movies/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Catalog' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Rent / }).first()).toBeVisible();
  expect(await shiftScore(page)).toBeLessThanOrEqual(MAX_SHIFT);
});

test('a purchase page signed out: the wait for the session and the way to login shift nothing', async ({ page }) => {
  await recordShifts(page);
  await delay(page, '**/api/session');
  await page.goto('/purchase/bm-neon-harbor/neon-harbor');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await shiftScore(page)).toBeLessThanOrEqual(MAX_SHIFT);
});

// The home page renders in the browser; /about arrives prerendered and is hydrated.
for (const [path, what] of [
  ['/', 'the home page'],
  ['/about', 'a prerendered page (hydrated)'],
] as const) {
  test(`${what}: the signed-in header and the locale arrive after render without a shift`, async ({ page, login }) => {
    await login();
    await recordShifts(page);
    await delay(page, '**/api/session');
    await delay(page, '**/api/info/region');
    const answered = Promise.all([page.waitForResponse('**/api/session'), page.waitForResponse('**/api/info/region')]);
    await page.goto(path);
    await answered;
    // On a phone the account menu sits in the collapsed navigation; the footer shows the state.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'My account' })).toBeAttached();
    expect(await shiftScore(page)).toBeLessThanOrEqual(MAX_SHIFT);
  });
}
