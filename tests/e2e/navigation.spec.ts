/**
 * Moving between pages: a new page starts at the top, Back returns the reader to where they were,
 * and while a page's code is loading a slim bar says something is happening.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { takenOver } from './takeover';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Follows an in-app link the way a click does, without Playwright scrolling it into view first,
 * once React has taken the page over (its HTML is on screen before that).
 */
async function followLink(page: Page, href: string) {
  await takenOver(page);
  await page.evaluate((target) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.getAttribute('href') === target);
    if (!link) throw new Error(`no link to ${target}`);
    link.click();
  }, href);
}

test('Back restores the scroll position; a new page starts at the top', async ({ page }) => {
  // The site must restore the position itself: browsers' own restoration for same-document
  // navigations differs (Chromium's happens to survive a scroll-to-top effect, others' does not),
  // so the test takes the browser's out of play, as the router does.
  await page.addInitScript(() => {
    window.history.scrollRestoration = 'manual';
  });
  await page.goto('/termsofservice');
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(height).toBeGreaterThan(1200);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => scrollY(page)).toBe(1200);

  await followLink(page, '/remotedesktop');
  await expect(page).toHaveURL(/\/remotedesktop$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/termsofservice$/);
  await expect.poll(() => scrollY(page)).toBe(1200);

  await page.goForward();
  await expect(page).toHaveURL(/\/remotedesktop$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a slim bar shows while the next page’s code loads, and goes when it has', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/remote-desktop-page-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await followLink(page, '/remotedesktop');
  const bar = page.getByRole('progressbar', { name: 'Loading the page' });
  await expect(bar).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/remotedesktop$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('Back from the login a signed-in page sent the visitor to returns to the page before, not to login again', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('main h1').first()).toBeVisible();
  // A bookmark or a typed address: no link to a signed-in page is shown to a signed-out visitor.
  await page.goto('/account/home');
  await expect(page).toHaveURL(/\/account\/login\?redir=%2Faccount%2Fhome$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('main h1').first()).toBeVisible();
});

test('once a page is live, opening another fetches its code and everything that code imports in one round', async ({ page }) => {
  const pageImports = page.waitForResponse(/\/assets\/page-imports-[\w-]+\.js$/);
  await page.goto('/');
  // The list of each page's imports comes after the page is live (client/src/app/page-imports.ts).
  // Its answer arriving is not enough: the router uses the list once the chunk has run and the
  // app's import of it has settled. Importing the same module here settles after the app's import
  // (same module, asked later), and a task later the app has taken the list in.
  const chunk = new URL((await pageImports).url()).pathname;
  await page.evaluate(async (url) => {
    await import(url);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }, chunk);
  const preloaded = () =>
    page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname));
  // Two chunks only the catalog's code imports (its posters, its price formatting).
  const imported = ['/film-poster-', '/format-'];
  const has = (links: string[], name: string) => links.some((p) => p.includes(name));
  const before = await preloaded();
  expect(imported.filter((name) => has(before, name))).toEqual([]);
  await followLink(page, '/movies/catalog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The catalog's chunk and the chunks it imports were asked for together, not one level after
  // another. (Its data types are not among them: they load with its first API call.)
  const links = await preloaded();
  expect(['/catalog-page-', ...imported].filter((name) => !has(links, name))).toEqual([]);
});
