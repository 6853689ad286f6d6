/**
 * /movies/catalog arrives rendered by the server from the films' data: its heading, text and film
 * cards are in the HTML before any script runs, and React takes that HTML over with the same data
 * (the browser does not read the films again) without a hydration mismatch, in English and in
 * Japanese. A mismatch is reported as React error 418/423/425 or a "hydration" message.
 */
import { test, expect } from './fixtures';
import { holdScripts, hydrated, hydrationErrors } from './takeover';
import { SEED_PRODUCTS } from '#mock-upstream/seed.ts';

for (const { language, heading, rent } of [
  { language: 'en-US', heading: 'Browse Catalog', rent: (title: string) => `Rent ${title}` },
  { language: 'ja-JP', heading: '映画カタログ', rent: (title: string) => `${title} をレンタル` },
]) {
  test.describe(language, () => {
    test.use({ locale: language });

    test(`the catalog's cards are in the HTML and are taken over without a mismatch (${language})`, async ({ page }) => {
      const errors = hydrationErrors(page);
      const reads: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/media/product/')) reads.push(req.url());
      });
      const release = await holdScripts(page);
      await page.goto('/movies/catalog', { waitUntil: 'commit' });
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', language.slice(0, 2));
      // Scripts are held: this is the server's HTML.
      expect(await h1.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(false);
      await h1.evaluate((el) => el.setAttribute('data-from-server', ''));
      const cards = page.locator('.product-card');
      await expect(cards).toHaveCount(SEED_PRODUCTS.length);
      for (const film of SEED_PRODUCTS) {
        const title = film.marketingData['en-US']!.title;
        await expect(page.getByRole('link', { name: rent(title) })).toBeVisible();
      }
      const poster = cards.first().locator('img');
      await expect(poster).toHaveAttribute('width', '240');
      await expect(poster).toHaveAttribute('height', '360');

      release();
      await hydrated(page);
      await expect(h1, 'the heading the server sent is the one on screen').toHaveAttribute('data-from-server', '');
      await expect(cards).toHaveCount(SEED_PRODUCTS.length);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(reads, 'the router started with the films the HTML carried').toEqual([]);

      // The taken-over page is the app: a card's link opens the purchase page in place.
      await page.getByRole('link', { name: rent('Neon Harbor') }).click();
      await expect(page).toHaveURL(/\/(purchase\/bm-neon-harbor\/neon-harbor|account\/login)/);
      expect(errors).toEqual([]);
    });
  });
}

test("at its Japanese address, the catalog's HTML is taken over without a mismatch and its cards keep the address's /ja/", async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  const release = await holdScripts(page);
  await page.goto('/ja/movies/catalog', { waitUntil: 'commit' });
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText('映画カタログ');
  await h1.evaluate((el) => el.setAttribute('data-from-server', ''));
  await expect(page.locator('.product-card')).toHaveCount(SEED_PRODUCTS.length);
  release();
  await hydrated(page);
  await expect(h1, 'the heading the server sent is the one on screen').toHaveAttribute('data-from-server', '');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await page.getByRole('link', { name: 'Neon Harbor をレンタル' }).click();
  await expect(page).toHaveURL(/\/ja\/(purchase\/bm-neon-harbor\/neon-harbor|account\/login)/);
  expect(errors).toEqual([]);
});
