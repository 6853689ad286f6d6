/** Marketing pages, remote desktop, the page-builder area (fallback and stand-in content) and the locale rules. */
import { test, expect, type Page } from './fixtures';
import { MESSAGES } from '#contract/messages.ts';
import { marketingPaths } from '#contract/pages.ts';

const MARKETING_PATHS = marketingPaths();

for (const path of MARKETING_PATHS) {
  test(`${path} renders the marketing page with content for its path`, async ({ page }) => {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    await expect(h1).not.toHaveText('Bigscreen');
    await expect
      .poll(async () => (await page.getByRole('main').innerText()).trim().length, { message: `${path} has real copy` })
      .toBeGreaterThan(150);
    await expect(page.locator(`[data-builder-url="/nspages${path}"]`)).toHaveAttribute('data-state', 'fallback');
  });
}

test('/remotedesktop: Download Now from the host config, six steps and the troubleshooting notes', async ({ page, mock }) => {
  await page.goto('/remotedesktop');
  // The mock's host names its stand-in installer by a path on the site; a real host names an https address.
  await expect(page.getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', '/__downloads/RemoteDesktopSetup-2.4.1.exe');
  await expect(page.locator('.rd-steps > li')).toHaveCount(6);
  const notes = page.getByRole('region', { name: 'Troubleshooting' });
  for (const note of ['hardware encoding', '5 GHz', 'Private', 'firewall', 'same Bigscreen account', 'Air Link']) {
    await expect(notes).toContainText(note);
  }
  expect(await mock.journal({ upstream: 'rd', path: '/config' })).toHaveLength(1);
  const real = 'https://download.example.com/remote-desktop/RemoteDesktopSetup-2.4.1.exe';
  await mock.fault({ upstream: 'rd', path: '/config', status: 200, body: { url: real } });
  await page.goto('/remotedesktop');
  await expect(page.getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', real);
});

test('/remotedesktop: a failing host shows a message and a working retry', async ({ page, mock, allowConsoleErrors }) => {
  allowConsoleErrors(); // the browser logs the failed request
  await mock.fault({ upstream: 'rd', path: '/config', status: 503, body: { message: 'Config host is down' } });
  await page.goto('/remotedesktop');
  await expect(page.getByRole('alert')).toContainText('Config host is down');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Download Now' })).toBeVisible();
});

test('/remotedesktop: a download link that is neither https nor a path on the site is never rendered', async ({ page, mock }) => {
  for (const url of ['javascript:alert(document.domain)', 'http://download.example.com/setup.exe', '//evil.example/setup.exe']) {
    await mock.fault({ upstream: 'rd', path: '/config', status: 200, body: { url } });
    await page.goto('/remotedesktop');
    await expect(page.getByRole('alert')).toContainText(MESSAGES.apiDefault);
    await expect(page.getByRole('link', { name: 'Download Now' })).toHaveCount(0);
    expect(await page.locator(`a[href="${url}"]`).count()).toBe(0);
  }
});

test.describe('page-builder area', () => {
  test('without a key: the designed fallback, and the page-builder SDK never loads', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(r.url()));
    await page.goto('/pages/some-campaign');
    await expect(page.getByRole('heading', { name: 'This page is being rebuilt' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Catalog' }).first()).toBeVisible();
    expect(scripts.filter((u) => /builder-load|cdn\.builder\.io/.test(u))).toEqual([]);
  });

  async function withKey(page: Page) {
    await page.route('**/api/client-config', (route) =>
      route.fulfill({ json: { stripePublishableKey: null, builderApiKey: 'test-builder-key', catalogMediaIds: [] } }),
    );
  }

  /** Answers the page-builder content API from mock-upstream's stand-in, recording each request. */
  async function standIn(page: Page, mockUrl: string) {
    const asked: URL[] = [];
    await page.route('https://cdn.builder.io/**', async (route) => {
      const url = new URL(route.request().url());
      asked.push(url);
      const res = await fetch(`${mockUrl}/__builder${url.pathname}${url.search}`);
      await route.fulfill({ status: res.status, json: await res.json(), headers: { 'access-control-allow-origin': '*' } });
    });
    return asked;
  }

  test('with a key: stand-in content for the path renders after the page content, tracking off', async ({ page, mock }) => {
    await withKey(page);
    const asked = await standIn(page, mock.url);
    await page.goto('/pages/demo');
    await expect(page.getByRole('heading', { name: 'Stand-in page-builder content' })).toBeVisible();
    await expect(page.locator('img[src*="cdn.builder.io"]')).toHaveCount(0);
    expect(asked.map((u) => u.pathname)).toEqual(['/api/v3/content/page']);
    expect(asked[0]!.searchParams.get('apiKey')).toBe('test-builder-key');
    expect(JSON.parse(asked[0]!.searchParams.get('userAttributes')!)).toMatchObject({ urlPath: '/pages/demo', locale: 'en' });
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name.startsWith('builder'))).toEqual([]);
  });

  test('with a key, the home page asks for /nspages/home', async ({ page, mock }) => {
    await withKey(page);
    const asked = await standIn(page, mock.url);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Premiere weekend' })).toBeVisible();
    expect(JSON.parse(asked[0]!.searchParams.get('userAttributes')!).urlPath).toBe('/nspages/home');
  });

  test('with a key and an empty answer: the fallback', async ({ page, mock }) => {
    await withKey(page);
    await standIn(page, mock.url);
    await page.goto('/nspages/unknown-page');
    await expect(page.getByRole('heading', { name: 'This page is being rebuilt' })).toBeVisible();
  });

  test('with a key but the service unreachable: the fallback, never a hang', async ({ page, consoleErrors, allowConsoleErrors }) => {
    allowConsoleErrors(); // only the blocked request itself may be logged, checked below
    await withKey(page);
    await page.goto('/pages/offline-case');
    await expect(page.getByRole('heading', { name: 'This page is being rebuilt' })).toBeVisible();
    expect(consoleErrors.filter((e) => !/ERR_BLOCKED_BY_CLIENT|Failed to load resource/.test(e))).toEqual([]);
  });
});

test.describe('locale', () => {
  async function contentLocale(page: Page, mockUrl: string, path: string) {
    await page.route('**/api/client-config', (route) =>
      route.fulfill({ json: { stripePublishableKey: null, builderApiKey: 'test-builder-key', catalogMediaIds: [] } }),
    );
    const locales: string[] = [];
    await page.route('https://cdn.builder.io/**', async (route) => {
      const url = new URL(route.request().url());
      locales.push(JSON.parse(url.searchParams.get('userAttributes') ?? '{}').locale);
      const res = await fetch(`${mockUrl}/__builder${url.pathname}${url.search}`);
      await route.fulfill({ json: await res.json() });
    });
    await page.goto(path);
    await expect(page.locator('.builder-region')).toHaveAttribute('data-state', 'content');
    return locales;
  }

  test('region jp gives locale jp content, while the document language stays that of the English page', async ({ page, mock }) => {
    await mock.settings({ region: 'jp', currency: 'jpy' });
    expect(await contentLocale(page, mock.url, '/')).toEqual(['jp']);
    const heading = page.getByRole('heading', { name: 'プレミア週末' });
    await expect(heading).toBeVisible();
    // Screen readers pick their voice from lang: English text must not be read as Japanese.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cinema, office and hangout, together in VR' })).toBeVisible();
    await expect(page.locator('.builder-region [lang="ja"]').first()).toContainText('プレミア週末');
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'jpy');
  });

  test('the locale query parameter wins over the region', async ({ page, mock }) => {
    await mock.settings({ region: 'jp' });
    expect(await contentLocale(page, mock.url, '/?locale=en')).toEqual(['en']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('builder.options.locale works too', async ({ page, mock }) => {
    expect(await contentLocale(page, mock.url, '/pages/demo?builder.options.locale=jp')).toEqual(['jp']);
  });

  test('a failed region lookup falls back to en, a failed currency lookup to N/A; looked up once per visit', async ({
    page,
    mock,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(); // the browser logs the failed lookups
    await mock.settings({ region: 'jp' });
    await mock.fault({ upstream: 'main', path: '/info/region', status: 500 });
    await mock.fault({ upstream: 'main', path: '/info/currency', status: 500 });
    expect(await contentLocale(page, mock.url, '/')).toEqual(['en']);
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'N/A');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Beyond', exact: true }).click();
    await page.getByRole('link', { name: 'Warranty' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Warranty' })).toBeVisible();
    expect(await mock.journal({ path: '/info/region' })).toHaveLength(1);
    expect(await mock.journal({ path: '/info/currency' })).toHaveLength(1);
  });
});
