/**
 * The browser's title after a client-side navigation comes from the route table's row of the page
 * reached (the router sets it; the auth pages no longer set it themselves), in the page's
 * language, and matches the title the server sends when the same page is loaded directly.
 */
import { test, expect } from './fixtures';
import { holdRequests } from './takeover';

for (const locale of ['en-US', 'ja-JP']) {
  test.describe(`a ${locale} visitor`, () => {
    test.use({ locale });

    test('moving between pages inside the app gives each the title the server sends for it', async ({ page }) => {
      const served: Record<string, string> = {};
      for (const path of ['/account/login', '/account/signup', '/account/forgot']) {
        await page.goto(path);
        served[path] = await page.title();
      }
      if (locale === 'en-US') {
        expect(served).toEqual({
          '/account/login': 'Log in · Bigscreen',
          '/account/signup': 'Create an account · Bigscreen',
          '/account/forgot': 'Forgot password · Bigscreen',
        });
      } else {
        expect(served['/account/login']).toBe('ログイン · Bigscreen');
      }

      await page.goto('/account/login');
      await page.locator('.auth-links a').last().click();
      await expect(page).toHaveURL(/\/account\/signup$/);
      await expect(page).toHaveTitle(served['/account/signup']!);
      await page.goBack();
      await expect(page).toHaveURL(/\/account\/login$/);
      await expect(page).toHaveTitle(served['/account/login']!);
      await page.locator('.auth-links a').first().click();
      await expect(page).toHaveURL(/\/account\/forgot$/);
      await expect(page).toHaveTitle(served['/account/forgot']!);
    });
  });
}

test("a Japanese page keeps the server's title while the titles' catalog is on its way, and a page change then gets its Japanese title", async ({
  page,
}) => {
  const titles = await holdRequests(page, /\/assets\/titles-[\w-]+\.js$/);
  await page.goto('/ja/account/login');
  // Taken over (the form's link navigates inside the app) with the catalog still held back.
  await expect.poll(titles.asked).toBe(true);
  await expect(page).toHaveTitle('ログイン · Bigscreen');
  await page.locator('.auth-links a').last().click();
  await expect(page).toHaveURL(/\/ja\/account\/signup$/);
  await page.waitForTimeout(300);
  await expect(page, 'no English title while the translations are held').toHaveTitle('ログイン · Bigscreen');
  titles.release();
  await expect(page).toHaveTitle('アカウントを作成 · Bigscreen');
});
