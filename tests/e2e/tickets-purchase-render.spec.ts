/**
 * The purchase page arrives with its film header (title, sized poster), price and ticket rule
 * rendered by the server, before any script runs; React takes that HTML over with the same film
 * (the browser does not read it again) without a hydration mismatch, in English and in Japanese.
 * The visitor's part is drawn once the session is known: the card form for a verified customer,
 * login for a visitor whose session has ended; a visitor with no session cookie at all is sent to
 * login by the server before anything is drawn. The token purchase link is sent there by the server,
 * so it too arrives drawn. A mismatch is reported as React error 418/423/425 or a
 * "hydration" message.
 */
import { test, expect } from './stubs/stripe-stack';
import type { Page } from './fixtures';
import { stubStripe } from './stubs/stripe';
import { holdScripts, hydrated, hydrationErrors } from './takeover';

const NEON = '/purchase/bm-neon-harbor/neon-harbor';

/** Opens the page with its scripts held and checks the film part is the server's; returns the release. */
async function openHeld(page: Page, language: string, rule: RegExp | string, from = NEON) {
  const release = await holdScripts(page);
  await page.goto(from, { waitUntil: 'commit' });
  await expect(page).toHaveURL(NEON);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText('Neon Harbor');
  await expect(page.locator('html')).toHaveAttribute('lang', language.slice(0, 2));
  // Scripts are held: this is the server's HTML.
  expect(await h1.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(false);
  await h1.evaluate((el) => el.setAttribute('data-from-server', ''));
  await expect(page.locator('.purchase__price')).toContainText('$4.99');
  await expect(page.getByText(rule)).toBeVisible();
  const poster = page.locator('img.media-header__poster');
  await expect(poster).toHaveAttribute('width', '240');
  await expect(poster).toHaveAttribute('height', '360');
  return { release, h1 };
}

for (const { language, rule } of [
  { language: 'en-US', rule: /valid for showtimes within the next 48 hours/ },
  { language: 'ja-JP', rule: '48 時間' },
]) {
  test.describe(language, () => {
    test.use({ locale: language });

    test(`a customer's purchase page: the film part is in the HTML, taken over without a mismatch, then the card form (${language})`, async ({
      page,
      login,
    }) => {
      await stubStripe(page);
      await login();
      const errors = hydrationErrors(page);
      const reads: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/media/product/')) reads.push(req.url());
      });
      const { release, h1 } = await openHeld(page, language, rule);
      // The visitor's part arrives in its reserved box: what follows it does not move.
      const next = page.locator('.purchase__next');
      const heldBox = await next.boundingBox();
      release();
      await hydrated(page);
      await expect(page.locator('.card-form')).toBeVisible();
      await expect(page.locator('.card-form button[type="submit"]')).toBeEnabled();
      const formHeight = await page.locator('.card-form').evaluate((el) => el.getBoundingClientRect().height);
      expect(formHeight, 'the card form fits the reserved box').toBeLessThanOrEqual(heldBox!.height);
      expect(await next.boundingBox(), 'the box neither moved nor grew').toEqual(heldBox);
      await expect(h1, 'the heading the server sent is the one on screen').toHaveAttribute('data-from-server', '');
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(reads, 'the router started with the film the HTML carried').toEqual([]);
    });

    test(`a visitor whose session ended sees the film part, then goes to login as before (${language})`, async ({ page, login, mock }) => {
      await stubStripe(page);
      // Cookies from an earlier visit, no longer honoured upstream: only the session check can tell.
      await login();
      await mock.expireTokens();
      await mock.fault({ path: '/auth/renew', status: 401, body: { message: 'Refresh token revoked', status: 401 } });
      const errors = hydrationErrors(page);
      const { release } = await openHeld(page, language, rule);
      release();
      await expect(page).toHaveURL(`/account/login?redir=${encodeURIComponent(NEON)}`);
      expect(errors).toEqual([]);
    });

    test(`a visitor with no session cookie is sent to login by the server, the film not read (${language})`, async ({ page, mock }) => {
      const answer = await page.request.get(`${NEON}?from=mail`, { headers: { accept: 'text/html' }, maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers()['location']).toBe(`/account/login?redir=${encodeURIComponent(`${NEON}?from=mail`)}`);
      expect(answer.headers()['cache-control']).toBe('no-store');
      expect(answer.headers()['vary']).toMatch(/Cookie/);
      const japanese = await page.request.get(`/ja${NEON}`, { headers: { accept: 'text/html' }, maxRedirects: 0 });
      expect(japanese.headers()['location']).toBe(`/ja/account/login?redir=${encodeURIComponent(NEON)}`);
      await page.goto(NEON);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'en-US' ? 'Log in' : 'ログイン');
      expect(await mock.journal({ path: '/media/product/bm-neon-harbor' }), 'no film read for a page never drawn').toEqual([]);
    });
  });
}

test('the token purchase link arrives as the purchase page, drawn by the server, and is taken over without a mismatch', async ({
  page,
  login,
}) => {
  await stubStripe(page);
  await login();
  const errors = hydrationErrors(page);
  const { release } = await openHeld(page, 'en-US', /valid for showtimes within the next 48 hours/, '/token/purchase/bm-neon-harbor');
  release();
  await hydrated(page);
  await expect(page.locator('.card-form')).toBeVisible();
  expect(errors).toEqual([]);
});
