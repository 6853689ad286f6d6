/**
 * The language switch without JavaScript (docs/I18N.md, "The language switch"): it is a link the
 * server answers, storing the choice and sending the visitor to the page in that language, so a
 * browser that runs no script switches both ways and stays where it switched to, even when its
 * own language says otherwise.
 */
import { test, expect } from './fixtures';

test.use({ javaScriptEnabled: false, locale: 'ja-JP' });

test('switches Japanese → English → Japanese, and each choice survives a reload', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  await page.goto('/ja/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: 'Bigscreen について' })).toBeVisible();

  await footer.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'About Bigscreen' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Another English page stays English too, though the browser asks for Japanese.
  await page.goto('/remotedesktop');
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/remotedesktop$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await footer.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja\/remotedesktop$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.goto('/about');
  await expect(page).toHaveURL(/\/ja\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bigscreen について' })).toBeVisible();
});

test('the Japanese page tells a browser without JavaScript what needs it, in Japanese', async ({ page }) => {
  await page.goto('/ja/account/login');
  // Drawn, as a browser without scripts draws <noscript>; Playwright reads its text from the DOM.
  expect(await page.locator('noscript').evaluate((e) => e.textContent)).toBe(
    'ログイン、チケットの購入、ご注文の管理には JavaScript が必要です。',
  );
});
