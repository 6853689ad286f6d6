/**
 * The account screens, an email link's outcome, the remote browser and the scan pages for a
 * Japanese visitor (docs/I18N.md): a browser that prefers Japanese reads them in Japanese with
 * <html lang="ja">, the quoted messages in their Japanese translation; the switch to English
 * holds across a reload; the Japanese login and signup screens have no WCAG 2.1 AA violations at
 * desktop and phone width.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './fixtures';

test.use({ locale: 'ja-JP' });

const main = (page: Page) => page.getByRole('main');

async function expectJapanesePage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
}

test.describe('account screens in Japanese', () => {
  test('login: heading, fields, button and links, and signing in still works', async ({ page }) => {
    await page.goto('/account/login');
    await expectJapanesePage(page, 'ログイン');
    await expect(main(page).getByLabel('メールアドレス')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'パスワードをお忘れですか？' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: '新規登録' })).toBeVisible();
    await expect(main(page).getByText(/Log in|Email|Password/)).toHaveCount(0);
    await main(page).getByLabel('メールアドレス').fill('verified@example.com');
    await main(page).getByLabel('パスワード').fill('Passw0rd!');
    await main(page).getByRole('button', { name: 'ログイン' }).click();
    await expect(page).toHaveURL(/\/ja\/$/);
  });

  test("a failed token link's message is the contract's, in Japanese", async ({ page }) => {
    await page.goto('/account/login?error=token-login');
    await expect(page.getByRole('alert')).toHaveText(
      'このログインリンクは無効か、有効期限が切れています。メールアドレスとパスワードでログインしてください。',
    );
  });

  test('signup: fields in Japanese, and a password mismatch says so in Japanese', async ({ page }) => {
    await page.goto('/account/signup');
    await expectJapanesePage(page, '新規登録');
    await main(page).getByLabel('ユーザー名').fill('taro');
    await main(page).getByLabel('メールアドレス').fill('taro@example.com');
    await main(page).getByLabel('パスワード', { exact: true }).fill('Passw0rd!');
    await main(page).getByLabel('パスワード（確認）').fill('Different1!');
    await main(page).getByRole('button', { name: 'アカウントを作成' }).click();
    await expect(page.getByRole('alert')).toHaveText('パスワードが一致しません。');
    await expect(main(page).getByText('すでにアカウントをお持ちですか？')).toBeVisible();
  });

  test('forgot: the form and its answer in Japanese', async ({ page }) => {
    await page.goto('/account/forgot');
    await expectJapanesePage(page, 'パスワードをお忘れですか？');
    await main(page).getByLabel('メールアドレス').fill('verified@example.com');
    await main(page).getByRole('button', { name: '再設定用のリンクを送信' }).click();
    const status = page.getByRole('status').filter({ hasText: 'メールをご確認ください' });
    await expect(status).toContainText('verified@example.com のアカウントがある場合は');
    await expect(status.getByRole('link', { name: 'ログインに戻る' })).toBeVisible();
  });

  test("an email link's outcome pages", async ({ page }) => {
    await page.goto('/email_verify?processed=y');
    await expectJapanesePage(page, '完了しました');
    await expect(page.getByText('メールアドレスの確認が完了しました。')).toBeVisible();
    await expect(main(page).getByRole('link', { name: '映画カタログ' })).toBeVisible();
    await page.goto('/email_update_failed?processed=y');
    await expectJapanesePage(page, 'エラー');
    await expect(page.getByText('メールアドレスを更新できませんでした。')).toBeVisible();
    await expect(main(page).getByText('サポート（support@bigscreenvr.com）までご連絡ください')).toBeVisible();
  });
});

test.describe('the remote browser in Japanese', () => {
  test('without a session id, and signed out with one', async ({ page }) => {
    await page.goto('/browser');
    await expectJapanesePage(page, 'ブラウザーセッション（browserSession）がありません。');
    await expect(page.getByText('ホストから届いたリンクから共有ブラウザーを開いてください。')).toBeVisible();
    await page.goto('/browser/demo-room');
    await expect(page).toHaveURL(/\/account\/login\?redir=%2Fbrowser%2Fdemo-room$/);
    await expectJapanesePage(page, 'ログイン');
  });

  test('unavailable: the embed host cannot be reached', async ({ page, login, allowConsoleErrors }) => {
    allowConsoleErrors(); // blocked requests are logged
    await login();
    await page.goto('/browser/demo-room');
    await expectJapanesePage(page, '共有ブラウザー');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: '読み込みに失敗しました' })).toBeVisible();
    await expect(alert).toContainText('共有ブラウザーを読み込めませんでした。');
    await expect(alert.getByRole('button', { name: 'もう一度試す' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '未接続' })).toBeVisible();
  });
});

test.describe('scan pages in Japanese', () => {
  test('outside Safari: Safari required, with the copy button', async ({ page, login }) => {
    await login();
    await page.goto('/scans/start');
    await expectJapanesePage(page, 'Safari が必要です');
    await expect(page.getByText('フェイススキャンは App Clip で行います。')).toBeVisible();
    await expect(page.getByRole('button', { name: 'スキャン URL をコピー' })).toBeVisible();
  });

  test('an expired scan link', async ({ page }) => {
    await page.goto('/scans/failedtoken');
    await expectJapanesePage(page, 'リンクの有効期限が切れています');
    await expect(page.getByText('サポートチームにメールでご連絡いただければ、新しいリンクをお送りします：')).toBeVisible();
  });
});

test('the switch to English on the login page holds across a reload', async ({ page }) => {
  await page.goto('/account/login');
  await expectJapanesePage(page, 'ログイン');
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(main(page).getByLabel('Email')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const width of [1280, 390]) {
  test(`axe finds no violations on the Japanese login and signup screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of [
      ['/account/login', 'ログイン'],
      ['/account/signup', '新規登録'],
    ] as const) {
      await page.goto(path);
      await expectJapanesePage(page, heading);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(result.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}
