/**
 * The marketing site for a Japanese visitor (browser language ja-JP), docs/I18N.md: the home page,
 * a marketing page, the remote-desktop guide and a legal page in Japanese with lang="ja" and
 * Japanese titles, also for what the app draws itself after taking the page over (menus, the
 * rooms list, a page reached by a client-side link); axe finds nothing on them at either width.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

test.use({ locale: 'ja-JP' });

test('the home page is Japanese, in its HTML and in what the app draws', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/ja\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveTitle('Bigscreen：VR の中の映画館とリビングルーム');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('映画館も、オフィスも、仲間と集まる場所も。VR でみんな一緒に');
  // The download menu, opened by the app.
  await page.getByRole('button', { name: 'ダウンロード' }).click();
  await expect(page.getByRole('heading', { name: 'プラットフォームを選択' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Oculus PC VR \(Rift と Link\)/ })).toBeVisible();
  await page.keyboard.press('Escape');
  // The rooms list, redrawn by the app.
  const rooms = page.getByRole('region', { name: '公開ルームに気軽に参加しましょう' });
  await rooms.getByRole('button', { name: '30 件のルームをすべて表示' }).click();
  await expect(rooms.getByRole('button', { name: '表示するルームを減らす' })).toBeVisible();
  await expect(rooms.getByText(/^ホスト：/).first()).toBeVisible();
  // A slider's controls.
  await expect(page.getByRole('region', { name: 'Bigscreen の機能' }).getByRole('button', { name: '次のスライド' })).toBeVisible();
});

test('a page reached by a link inside the app is Japanese, with a Japanese document title', async ({ page }) => {
  await page.goto('/ja/');
  await page.getByRole('link', { name: 'VR でデスクトップを共有する' }).click();
  await expect(page).toHaveURL(/\/ja\/desktop$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('あなたのデスクトップを VR に');
  await expect(page).toHaveTitle('あなたのデスクトップを VR に · Bigscreen');
  await expect(page.getByRole('link', { name: 'Remote Desktop クライアントを入手' })).toBeVisible();
});

test('the remote-desktop guide is Japanese, its download link included', async ({ page }) => {
  await page.goto('/remotedesktop');
  await expect(page).toHaveURL(/\/ja\/remotedesktop$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveTitle('Remote Desktop · Bigscreen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('あなたの PC を大画面に');
  await expect(page.getByRole('link', { name: '今すぐダウンロード' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '6 つのステップでインストール' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ファイアウォール' })).toBeVisible();
});

test('a legal page says in Japanese that its English text governs, and marks that text as English', async ({ page }) => {
  await page.goto('/ja/termsofservice');
  await expect(page).toHaveTitle('利用規約 · Bigscreen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('利用規約');
  await expect(page.getByText('この文書は英語版のみご用意しています。')).toBeVisible();
  await expect(page.locator('.legal-doc')).toHaveAttribute('lang', 'en');
});

for (const width of [1280, 390]) {
  test(`axe finds no violations on the Japanese marketing pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/ja/about', '/ja/remotedesktop', '/ja/termsofservice']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'フォローする' })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}

test.describe('an English visitor', () => {
  test.use({ locale: 'en-US' });

  test('sees the home page and a marketing page exactly as before', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Bigscreen: your cinema and living room in VR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cinema, office and hangout, together in VR');
    await page.getByRole('link', { name: 'Share your desktop in VR' }).click();
    await expect(page).toHaveTitle('Your desktop, in VR · Bigscreen');
    await page.goto('/termsofservice');
    await expect(page.locator('.legal-doc')).not.toHaveAttribute('lang', /./);
    await expect(page.getByText('This document is available in English only.')).toHaveCount(0);
  });
});
