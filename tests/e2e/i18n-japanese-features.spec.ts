/**
 * The feature screens for a Japanese visitor (docs/I18N.md): a browser that prefers Japanese gets
 * Browse Catalog, the purchase page, Your Orders and Change IPD in Japanese, with <html lang="ja">,
 * prices and dates written for Japanese, and no WCAG 2.1 AA violations at desktop and phone width.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './fixtures';

test.use({ locale: 'ja-JP' });

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

async function expectJapanese(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
}

async function axe(page: Page, path: string) {
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(summary, path).toEqual([]);
}

test.describe('feature screens in Japanese', () => {
  test('Browse Catalog', async ({ page }) => {
    await expectJapanese(page, '/movies/catalog', '映画カタログ');
    await expect(page.getByText('チケットをレンタルして、VR の巨大スクリーンで友だちと一緒に観ましょう。価格は税込みです。')).toBeVisible();
    const rent = page.getByRole('link', { name: /をレンタル$/ }).first();
    await expect(rent).toHaveText('レンタル');
    // The header's menus are the shell's (translated separately): the page itself has no English left.
    await expect(page.getByRole('main').getByText('Browse Catalog')).toHaveCount(0);
  });

  test('the purchase page', async ({ page, login }) => {
    await login();
    await page.goto('/purchase/bm-neon-harbor/neon-harbor');
    await expect(page.getByRole('heading', { level: 2, name: 'チケットをレンタル' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByText('チケット料金')).toBeVisible();
    await expect(page.getByText('上映に参加すると、チケットはその後 48 時間以内')).toBeVisible();
    await expect(page.getByRole('main').getByText('Rent a ticket')).toHaveCount(0);
  });

  test('Your Orders, with the order date written for Japanese', async ({ page, login }) => {
    await login();
    await expectJapanese(page, '/account/orders', 'ご注文');
    const first = page.getByRole('article', { name: 'Beyond のご注文 #1001' });
    await expect(first).toContainText('注文日：2026年10月2日');
    await expect(first).toContainText('製造待ち');
    await expect(first.getByRole('heading', { name: 'Beyond ヘッドセット' })).toBeVisible();
    await expect(first).toContainText('IPD：64 mm');
    await expect(first.getByRole('link', { name: 'IPD を変更' })).toBeVisible();
  });

  test('Change IPD', async ({ page, login }) => {
    await login();
    await expectJapanese(page, '/account/order/ord-1001/ipd', 'IPD を変更');
    await expect(page.getByText('現在の IPD：64 mm')).toBeVisible();
    const group = page.getByRole('radiogroup', { name: 'ご希望の IPD を選んでください' });
    await group.getByRole('radio', { name: '58 mm' }).check();
    await expect(page.getByRole('button', { name: 'OK、ご希望の IPD を 58mm に設定します' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'キャンセル' })).toBeVisible();
    await expect(page.getByText('IPD とは？')).toBeVisible();
  });
});

for (const size of WIDTHS) {
  test(`the Japanese feature screens have no WCAG 2.1 AA violations at ${size.name} width`, async ({ page, login, allowConsoleErrors }) => {
    // Third-party frames and scripts are blocked in tests; the pages report that, which is fine here.
    allowConsoleErrors();
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await login();
    await expectJapanese(page, '/movies/catalog', '映画カタログ');
    await axe(page, '/movies/catalog');
    await page.goto('/purchase/bm-neon-harbor/neon-harbor');
    await expect(page.getByRole('heading', { level: 2, name: 'チケットをレンタル' })).toBeVisible();
    await axe(page, '/purchase/bm-neon-harbor/neon-harbor');
    await expectJapanese(page, '/account/orders', 'ご注文');
    await axe(page, '/account/orders');
    await expectJapanese(page, '/account/order/ord-1001/ipd', 'IPD を変更');
    await axe(page, '/account/order/ord-1001/ipd');
  });
}
