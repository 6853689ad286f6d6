/**
 * The demo as a visitor on another machine sees it: the site is opened under a host name that is
 * not the machine's loopback address, and every request that does not go to that origin fails (a
 * remote visitor cannot reach the embedded mock's own port). The card form, the trailer and the
 * page-builder content (English and Japanese) must all still work, and no request leaves the origin.
 */
import { expect } from '@playwright/test';
import { DEMO_BROWSER, signIn, test } from './demo-fixture';

test.use(DEMO_BROWSER);

test('a visitor from another host plays the trailer from the site origin', async ({ page, offOrigin }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Play trailer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bigscreen trailer' });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^\/__video\/trailer\?/);
  await expect(dialog.frameLocator('iframe').getByText('Bigscreen trailer')).toBeVisible();
  expect(offOrigin).toEqual([]);
});

test('a visitor from another host gets the card form and rents a film', async ({ page, offOrigin }) => {
  await page.goto('/');
  await signIn(page);
  await page.goto('/purchase/bm-neon-harbor/neon-harbor');
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242424242424242');
  await page.getByRole('textbox', { name: 'Expiration date (MM / YY)' }).pressSequentially('1230');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).pressSequentially('123');
  await page.getByLabel('Postal code').fill('94107');
  await page.getByRole('button', { name: 'Rent for $4.99' }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
  expect(offOrigin).toEqual([]);
});

test('page-builder content shows on the home page and /pages/* in English', async ({ page, offOrigin }) => {
  await page.goto('/');
  const home = page.locator('.builder-region');
  await expect(home.getByRole('heading', { name: 'Premiere weekend' })).toBeVisible();
  await page.goto('/pages/movie-nights');
  await expect(page.getByRole('heading', { name: 'Movie nights with friends' })).toBeVisible();
  expect(offOrigin).toEqual([]);
});

test.describe('a Japanese page', () => {
  test.use({ locale: 'ja-JP' });

  test('asks the page builder for Japanese without a locale parameter, and is named by its content', async ({ page, offOrigin }) => {
    await page.goto('/ja/');
    await expect(page.locator('.builder-region [lang="ja"]').getByRole('heading', { name: 'プレミア週末' })).toBeVisible();
    await page.goto('/ja/pages/movie-nights');
    await expect(page.locator('.builder-region [lang="ja"]').getByRole('heading', { name: '友だちと映画の夜' })).toBeVisible();
    await expect(page).toHaveTitle('友だちと映画の夜 · Bigscreen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('友だちと映画の夜');
    await page.goto('/ja/pages/beyond-fit');
    await expect(page.locator('.builder-region [lang="ja"]').getByRole('heading', { name: 'あなたの顔にぴったり' })).toBeVisible();
    expect(offOrigin).toEqual([]);
  });
});

test('page-builder content shows on the home page and /pages/* in Japanese for the jp locale', async ({ page, offOrigin }) => {
  await page.goto('/pages/beyond-fit?locale=jp');
  const region = page.locator('.builder-region [lang="ja"]');
  await expect(region.getByRole('heading', { name: 'あなたの顔にぴったり' })).toBeVisible();
  await page.goto('/?locale=jp');
  await expect(page.locator('.builder-region [lang="ja"]').getByRole('heading', { name: 'プレミア週末' })).toBeVisible();
  expect(offOrigin).toEqual([]);
});
