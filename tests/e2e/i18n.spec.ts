/**
 * A Japanese visitor (browser language ja-JP), docs/I18N.md: the home page and the login page
 * arrive in Japanese with lang="ja" (the home page at its /ja/ URL); the footer's language switch
 * takes the visitor to English, and the choice survives a reload. An axe scan of the Japanese home
 * page finds nothing at either width.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { holdRequests, takenOver } from './takeover';

test.use({ locale: 'ja-JP' });

test('the home page arrives in Japanese at its /ja/ URL, already taken over by the app', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/ja\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'フォローする' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'メイン' }).getByRole('button', { name: '映画' })).toBeVisible();
  // The app's own render (after hydration) is Japanese too: a menu opened by the app.
  const main = page.getByRole('navigation', { name: 'メイン' });
  await main.getByRole('button', { name: '映画' }).click();
  // Scoped to the menu: the home sections below offer the same link (in Japanese too).
  await expect(main.getByRole('link', { name: '映画カタログ' })).toBeVisible();
});

test('the login page is served with lang="ja" and a Japanese shell', async ({ page }) => {
  await page.goto('/account/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'フォローする' })).toBeVisible();
});

test('signing in from the Japanese login page goes through /go to the Japanese home page, not to a /ja/ copy of the server route', async ({
  page,
}) => {
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(new URL(r.url()).pathname);
  });
  await page.goto('/account/login');
  await page.getByLabel('メールアドレス').fill('verified@example.com');
  await page.getByLabel('パスワード').fill('Passw0rd!');
  await page.getByRole('main').getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/ja\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(missing).toEqual([]);
});

test('the language switch goes to English, and the choice survives a reload', async ({ page }) => {
  await page.goto('/ja/about');
  const toEnglish = page.getByRole('contentinfo').getByRole('link', { name: 'English' });
  await toEnglish.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Follow us' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '日本語' })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`axe finds no violations on the Japanese home page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ja/');
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'フォローする' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('a marketing page is live without the error catalogue; a message shown before it arrives is Japanese, and its own translation when it does', async ({
  page,
}) => {
  const errors = await holdRequests(page, /\/assets\/errors-[\w-]+\.js$/);
  // The download link the page reads is unusable (not https): the page says the call failed.
  await page.route('**/api/rd/config', (route) => route.fulfill({ json: { url: 'http://example.invalid/setup.exe' } }));
  await page.goto('/ja/remotedesktop');
  await takenOver(page);
  // The footer's account link is the shell's (its two texts are in that catalog too).
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'アカウントにログイン' })).toBeVisible();
  await expect.poll(errors.asked).toBe(true);
  // Before its translation is here the message is the shell's general sentence, never English.
  await expect(page.getByText('問題が発生しました。しばらくしてから、もう一度お試しください。')).toBeVisible();
  await expect(page.getByText('API operation failed! Please try again later.')).toHaveCount(0);
  errors.release();
  await expect(page.getByText('API の処理に失敗しました。しばらくしてからもう一度お試しください。')).toBeVisible();
  await expect(page.getByText('API operation failed! Please try again later.')).toHaveCount(0);
});

test("the home page's page-builder region, whose code comes after the takeover, speaks Japanese: its label and its fallback card", async ({
  page,
}) => {
  await page.goto('/ja/');
  const region = page.getByRole('region', { name: 'Bigscreen のその他の情報' });
  await expect(region).toHaveAttribute('data-state', 'fallback');
  await expect(region.getByRole('heading', { name: '映画の夜はここから' })).toBeVisible();
  await expect(region.getByRole('link', { name: '映画カタログ' })).toBeVisible();
});
