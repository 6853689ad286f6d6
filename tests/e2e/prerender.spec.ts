/**
 * The prerendered marketing pages: the HTML arrives with the page in it, and React takes that
 * HTML over (hydration) instead of drawing the page again. The page's heading is marked when the
 * parser has finished and before any script runs; after hydration the very same element is still
 * on screen (a fresh client render would replace it), the header works, and an internal link
 * navigates inside the app (a marker on window survives). A hydration mismatch would log an
 * error, which fails the test (fixtures.ts).
 */
import { test, expect, type Page } from './fixtures';

declare global {
  interface Window {
    __spaMarker?: string;
  }
}

/** Marks the server's heading (data-from-server is no attribute React knows, so it survives hydration only on the same node). */
async function markServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelector('h1')?.setAttribute('data-from-server', '');
    });
  });
}

/** React has attached itself to the heading: the page is hydrated. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((k) => k.startsWith('__reactFiber'));
  });

const navButton = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true });

for (const [path, heading] of [
  ['/termsofservice', 'Terms of Service'],
  ['/about', 'About Bigscreen'],
] as const) {
  test(`${path}: React takes over the prerendered page`, async ({ page }) => {
    await markServerHeading(page);
    await page.goto(path);
    await hydrated(page);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(heading);
    await expect(h1, 'the heading the server sent is the one on screen').toHaveAttribute('data-from-server', '');

    // The header is live: a dropdown opens and closes on click.
    const group = navButton(page, 'Bigscreen');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');

    // An internal link navigates inside the app: no new document, so the window marker survives.
    await page.evaluate(() => (window.__spaMarker = 'kept'));
    await group.click();
    await page.getByRole('link', { name: 'Software updates', exact: true }).click();
    await expect(page).toHaveURL(/\/software$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bigscreen software');
    expect(await page.evaluate(() => window.__spaMarker)).toBe('kept');
  });
}

test('a prerendered page visited in a later year hydrates without a mismatch and shows the current year', async ({ page }) => {
  const next = new Date().getFullYear() + 1;
  await page.clock.setSystemTime(new Date(`${next}-01-02T10:00:00Z`));
  await markServerHeading(page);
  await page.goto('/termsofservice');
  await hydrated(page);
  await expect(page.locator('h1[data-from-server]')).toBeVisible();
  await expect(page.getByText(`© ${next} Bigscreen, Inc.`)).toBeVisible();
});
