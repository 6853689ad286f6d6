/**
 * Nothing English reaches a Japanese visitor (docs/I18N.md): a browser whose language is ja-JP
 * walks every page of the route table, signed out and signed in, and the failure paths that show
 * a message the server or an upstream caused (a wrong password, an email already registered, a
 * declined card, the scan's errors, a refused IPD, an upstream text no catalogue knows), and
 * finds no visible text in Latin script only, names aside. The payment form is in the page's
 * language: its fields' accessible names and its messages.
 */
import type { Page } from '@playwright/test';
// The shared fixtures, the server given a publishable key: the purchase page draws its card form.
import { test, expect } from './stubs/stripe-stack';
import { englishOn } from './latin-text';
import { stubStripe } from './stubs/stripe';
import { componentPages as pages, pagePath } from './route-table-pages';

test.use({ locale: 'ja-JP' });

const publicPaths = pages.filter((p) => p.access === 'public').map(pagePath);
const signedInPaths = pages.filter((p) => p.access !== 'public').map(pagePath);

async function settle(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  // Late text: lists, the page builder's fallback, the error catalogue once the page is live.
  await page.waitForLoadState('networkidle');
}

test.describe('every page reads in Japanese', () => {
  test.setTimeout(240_000);

  test('signed out: every public page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(); // pages that need data the signed-out visitor lacks log the refused request
    const english: string[] = [];
    for (const path of publicPaths) {
      await page.goto(path);
      await settle(page);
      for (const text of await englishOn(page)) english.push(`${path}: ${text}`);
    }
    expect(english).toEqual([]);
  });

  test('signed in: every page of the account', async ({ page, login }) => {
    await stubStripe(page);
    await login();
    const english: string[] = [];
    for (const path of [...signedInPaths, '/account/login', '/movies/catalog', '/purchase/bm-kaiju-dawn/kaiju-dawn']) {
      await page.goto(path);
      await settle(page);
      for (const text of await englishOn(page)) english.push(`${path}: ${text}`);
    }
    expect(english).toEqual([]);
  });
});

test.describe('failures read in Japanese', () => {
  test('a wrong password', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(); // the browser logs the refused login
    await page.goto('/ja/account/login');
    await page.getByRole('main').getByLabel('メールアドレス').fill('verified@example.com');
    await page.getByRole('main').getByLabel('パスワード').fill('wrong-password');
    await page.getByRole('main').getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByRole('alert')).toHaveText('メールアドレスまたはパスワードが正しくありません。');
    expect(await englishOn(page)).toEqual([]);
  });

  test('an email address already registered: at the field and in the alert', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors();
    await page.goto('/ja/account/signup');
    const main = page.getByRole('main');
    await main.getByLabel('ユーザー名').fill('hanako');
    await main.getByLabel('メールアドレス').fill('verified@example.com');
    await main.getByLabel('パスワード', { exact: true }).fill('Passw0rd!');
    await main.getByLabel('パスワード（確認）').fill('Passw0rd!');
    await main.getByRole('button', { name: 'アカウントを作成' }).click();
    await expect(main.getByText('このメールアドレスのアカウントはすでに登録されています。')).toHaveCount(2);
    expect(await englishOn(page)).toEqual([]);
  });

  test("a declined card: the provider's fields and message in Japanese", async ({ page, login }) => {
    await stubStripe(page);
    await login();
    await page.goto('/ja/purchase/bm-neon-harbor/neon-harbor');
    await page.getByRole('textbox', { name: 'カード番号' }).fill('4000 0000 0000 0002');
    await page.getByRole('textbox', { name: '有効期限（月 / 年）' }).fill('1234');
    await page.getByRole('textbox', { name: 'セキュリティコード（CVC）' }).fill('123');
    await page.getByLabel('郵便番号').fill('1500001');
    await page.getByRole('button', { name: '$4.99 でレンタル' }).click();
    await expect(page.getByRole('alert')).toHaveText('カードが承認されませんでした。');
    expect(await englishOn(page)).toEqual([]);
  });

  for (const width of [390, 320]) {
    test(`at ${width} px the expiry and CVC boxes sit side by side on one line, however their labels wrap`, async ({ page, login }) => {
      await page.setViewportSize({ width, height: 844 });
      await stubStripe(page);
      await login();
      await page.goto('/ja/purchase/bm-neon-harbor/neon-harbor');
      const expiry = page.getByRole('group', { name: '有効期限（MM/YY）' });
      const cvc = page.getByRole('group', { name: 'セキュリティコード（CVC）' });
      await expect(page.getByRole('textbox', { name: 'カード番号' })).toBeVisible();
      const [a, b] = [(await expiry.boundingBox())!, (await cvc.boundingBox())!];
      expect(Math.abs(a.y - b.y)).toBeLessThan(1);
      expect(Math.abs(a.height - b.height)).toBeLessThan(1);
    });
  }

  test('an order the upstream refuses with its own text', async ({ page, login, mock, allowConsoleErrors }) => {
    allowConsoleErrors();
    await stubStripe(page);
    await mock.fault({
      path: '/media/order',
      method: 'POST',
      status: 402,
      body: { message: 'Your card was declined.', status: 402, code: 402 },
    });
    await login();
    await page.goto('/ja/purchase/bm-neon-harbor/neon-harbor');
    await page.getByRole('textbox', { name: 'カード番号' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: '有効期限（月 / 年）' }).fill('1234');
    await page.getByRole('textbox', { name: 'セキュリティコード（CVC）' }).fill('123');
    await page.getByRole('button', { name: '$4.99 でレンタル' }).click();
    await expect(page.getByRole('alert')).toHaveText('カードが承認されませんでした。');
    expect(await englishOn(page)).toEqual([]);
  });

  for (const [token, message] of [
    ['tpy-demo-500', 'スキャンの保存サービスが現在ご利用いただけません。（エラーコード #17）'],
    ['tpy-demo-retry', 'スキャンに顔全体が写っていませんでした。（エラーコード #3）'],
    ['tpy-demo-noretry', 'スキャンに対応するご注文が見つかりませんでした。（エラーコード #3）'],
  ] as const) {
    test(`a scan error (${token})`, async ({ page, login, allowConsoleErrors }) => {
      allowConsoleErrors();
      await login();
      await page.goto(`/ja/scan/${token}/process`);
      await expect(page.locator('.error-code')).toHaveText(message);
      expect(await englishOn(page)).toEqual([]);
    });
  }

  test('an upstream text no catalogue knows: a Japanese sentence, the code after it', async ({ page, login, mock, allowConsoleErrors }) => {
    allowConsoleErrors();
    await mock.fault({
      path: '/beyond/scan/tpy-demo-ok/process',
      status: 500,
      body: { code: 42, message: 'The flux capacitor is out of alignment', status: 500 },
    });
    await login();
    await page.goto('/ja/scan/tpy-demo-ok/process');
    await expect(page.locator('.error-code')).toHaveText(
      '問題が発生しました。しばらくしてから、もう一度お試しください。（エラーコード #42）',
    );
    expect(await englishOn(page)).toEqual([]);
  });

  test('an IPD change the upstream refuses', async ({ page, login, allowConsoleErrors }) => {
    allowConsoleErrors();
    await login();
    await page.goto('/ja/account/order/ord-1002/ipd');
    await settle(page);
    expect(await englishOn(page)).toEqual([]);
  });
});
