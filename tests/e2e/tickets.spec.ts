/**
 * Movie tickets in the browser: renting by card (the provider stubbed at its own host), the
 * verify prompt, declined cards, the provider loading (or not), the sign-in round trip, the
 * catalog, My Tickets, the trailer dialog, and the provider's script staying off other pages.
 */
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './stubs/stripe-stack';
import { blockStripe, stubStripe, STRIPE_HOST } from './stubs/stripe';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

const ARCTIC = '/purchase/bm-arctic-signal/arctic-signal';
const NEON = '/purchase/bm-neon-harbor/neon-harbor';

async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiration date (MM / YY)' }).fill('1234');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByLabel('Postal code').fill('94110');
}

const rentButton = (page: Page) => page.getByRole('button', { name: /^Rent for / });

test('a verified customer rents a ticket and finds it UNUSED in My Tickets', async ({ page, login, mock }) => {
  await stubStripe(page);
  await login();
  await page.goto(ARCTIC);
  await expect(page.getByRole('heading', { level: 1, name: /Arctic Signal/ })).toBeVisible();
  await expect(page.getByText('€3.99').first()).toBeVisible();
  await expect(page.getByText(/valid for showtimes within the next 48 hours/)).toBeVisible();

  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
  await rentButton(page).click();

  await expect(page).toHaveURL(/\/account\/home$/);
  const ticket = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Arctic Signal' }) });
  await expect(ticket).toHaveCount(1);
  await expect(ticket.getByText('UNUSED')).toBeVisible();
  await expect(ticket.getByText('€3.99')).toBeVisible();

  const posted = await mock.journal({ path: '/media/order', method: 'POST' });
  expect(posted.map((e) => e.body)).toEqual([{ bigMediaId: 'bm-arctic-signal', skuId: 'sku-arctic-signal-eur', stripeToken: 'tok_visa' }]);
});

test('a double click on the purchase button places one order', async ({ page, login, mock }) => {
  await stubStripe(page);
  await login();
  await page.goto(NEON);
  await fillCard(page, '4242424242424242');
  await rentButton(page).dblclick();
  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(page.getByRole('heading', { name: 'My Tickets' })).toBeVisible();
  expect(await mock.journal({ path: '/media/order', method: 'POST' })).toHaveLength(1);
});

test('a declined card shows the provider’s message and places no order', async ({ page, login, mock }) => {
  await stubStripe(page);
  await login();
  await page.goto(NEON);
  await fillCard(page, '4000 0000 0000 0002');
  await rentButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(rentButton(page)).toBeEnabled();
  await expect(page).toHaveURL(NEON);
  expect(await mock.journal({ path: '/media/order' })).toEqual([]);
});

test('an order the upstream refuses shows its message', async ({ page, login, mock, allowConsoleErrors }) => {
  allowConsoleErrors(); // the browser itself logs the refused request
  await stubStripe(page);
  await mock.fault({ path: '/media/order', method: 'POST', status: 500, body: { status: 500 } });
  await login();
  await page.goto(NEON);
  await fillCard(page, '4242424242424242');
  await rentButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Error encountered while processing the order');
  await expect(page).toHaveURL(NEON);
});

test('the purchase button stays disabled until the payment provider has loaded', async ({ page, login }) => {
  const stripe = await stubStripe(page, { holdBack: true });
  await login();
  await page.goto(NEON);
  await expect(page.getByText('Loading the secure card form…')).toBeVisible();
  await expect(rentButton(page)).toBeDisabled();
  await expect.poll(() => stripe.requests.length).toBeGreaterThan(0);
  stripe.release();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expect(rentButton(page)).toBeEnabled();
});

test('when the payment provider cannot load, the page says so instead of waiting', async ({ page, login, allowConsoleErrors }) => {
  allowConsoleErrors(); // the browser reports the failed script load itself
  await blockStripe(page);
  await login();
  await page.goto(NEON);
  await expect(page.getByRole('alert')).toContainText('Card payments are unavailable right now');
  await expect(rentButton(page)).toHaveCount(0);
});

test('an unverified customer gets the verify prompt, and a resend says Verification sent!', async ({ page, login, mock }) => {
  const stripe = await stubStripe(page);
  await login('unverified@example.com');
  await page.goto(NEON);
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification sent!')).toBeVisible();
  expect(await mock.journal({ path: '/auth/resend' })).toHaveLength(1);
  expect(stripe.requests).toEqual([]);
});

test('a failed resend on the purchase page shows the alert', async ({ page, login, mock, allowConsoleErrors }) => {
  allowConsoleErrors(); // the browser itself logs the refused request
  await mock.fault({ path: '/auth/resend', status: 500, body: { status: 500 } });
  await login('unverified@example.com');
  await page.goto(NEON);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('alert')).toHaveText('Server failed to send verification');
});

test('a signed-out visitor is sent to login and comes back to the purchase page', async ({ page }) => {
  await stubStripe(page);
  await page.goto(ARCTIC);
  await expect(page).toHaveURL(/\/account\/login\?redir=/);
  await page.getByLabel('Email').fill('verified@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(ARCTIC);
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
});

test('a signed-out visitor opening My account is sent to login and comes back to the page with its tickets', async ({ page }) => {
  // The session already says "signed out": no read of the tickets, no 401, a clean console.
  await page.goto('/account/home');
  await expect(page).toHaveURL(`/account/login?redir=${encodeURIComponent('/account/home')}`);
  await page.getByLabel('Email').fill('verified@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/account/home');
  const section = page.getByRole('region', { name: 'My Tickets' });
  await expect(section.getByRole('listitem')).toHaveCount(3);
  await expect(section.getByRole('alert')).toHaveCount(0);
});

test('Browse Catalog lists the films with prices in their currencies and links to each purchase page', async ({ page }) => {
  await page.goto('/movies/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Catalog' })).toBeVisible();
  const films = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Rent / }) });
  await expect(films).toHaveCount(4);
  for (const [title, price] of [
    ['Neon Harbor', '$4.99'],
    ['Kaiju Dawn', '¥500'],
    ['Arctic Signal', '€3.99'],
    ['Paper Moons', '£3.50'],
  ] as const) {
    const film = films.filter({ has: page.getByRole('heading', { name: new RegExp(`^${title}`) }) });
    await expect(film.getByText(price)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Rent Kaiju Dawn' }).click();
  await expect(page).toHaveURL(/\/account\/login\?redir=%2Fpurchase%2Fbm-kaiju-dawn%2Fkaiju-dawn/);
});

test('My Tickets lists only unused and running tickets, with status and receipt', async ({ page, login }) => {
  await login();
  await page.goto('/account/home');
  const tickets = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(tickets).toHaveCount(3);
  const row = (title: string) => tickets.filter({ has: page.getByRole('heading', { name: title }) });
  await expect(row('Neon Harbor')).toContainText('UNUSED');
  await expect(row('Neon Harbor')).toContainText('$4.99');
  await expect(row('Kaiju Dawn')).toContainText('30 HOURS UNTIL EXPIRED');
  await expect(row('Kaiju Dawn')).toContainText('¥500');
  await expect(row('Paper Moons')).toContainText('COUPON');
  await expect(row('Arctic Signal')).toHaveCount(0);
});

test('My Orders goes to the store through its sign-on link, passing redir', async ({ page, login, mock }) => {
  await page.route('https://store.bigscreenvr.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Store</title><p>Store</p>' }),
  );
  await login();
  await page.goto('/account/home?redir=%2Faccount%2Forders');
  await page.getByRole('link', { name: 'View my store orders' }).click();
  await expect(page).toHaveURL(/^https:\/\/store\.bigscreenvr\.com\/account\/login\/multipass\//);
  const [entry] = await mock.journal({ path: '/beyond/multipass' });
  expect(entry?.path).toBe('/beyond/multipass?redir=%2Faccount%2Forders');
});

test('My Orders falls back to the store home when the sign-on link fails', async ({ page, login, mock, allowConsoleErrors }) => {
  allowConsoleErrors(); // the browser itself logs the refused request
  await page.route('https://store.bigscreenvr.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }),
  );
  await mock.fault({ path: '/beyond/multipass', status: 500 });
  await login();
  await page.goto('/account/home');
  await page.getByRole('link', { name: 'View my store orders' }).click();
  await expect(page).toHaveURL('https://store.bigscreenvr.com/');
});

test('an unverified account sees the prompt on its home page and is re-checked every 30 s after a resend', async ({
  page,
  login,
  mock,
}) => {
  await page.clock.install();
  await login('unverified@example.com');
  await page.goto('/account/home');
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Tickets' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification sent!')).toBeVisible();

  // The customer opens the link in the email meanwhile.
  const [mail] = (await mock.outbox()).filter((m) => m.kind === 'verify-email');
  expect(mail).toBeDefined();
  await page.request.get(`/email/verify/${String(mail!.detail!.token)}`, { maxRedirects: 0 });

  await page.clock.runFor(30_000);
  await expect(page.getByRole('heading', { name: 'My Tickets' })).toBeVisible();
});

test('an account verified while its home page is open has its tickets read again', async ({ page, login, mock, allowConsoleErrors }) => {
  allowConsoleErrors(); // the browser logs the failed first read
  await page.clock.install();
  await login('unverified@example.com');
  // The read made while the account was unverified fails: the verified view must not show that.
  await mock.fault({ path: '/media/entitlements', method: 'GET', kind: 'drop' });
  await page.goto('/account/home');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification sent!')).toBeVisible();
  const [mail] = (await mock.outbox()).filter((m) => m.kind === 'verify-email');
  await page.request.get(`/email/verify/${String(mail!.detail!.token)}`, { maxRedirects: 0 });

  await page.clock.runFor(30_000);
  const section = page.getByRole('region', { name: 'My Tickets' });
  await expect(section.getByText(/no tickets yet/)).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
  expect(await mock.journal({ path: '/media/entitlements', method: 'GET' })).toHaveLength(2);
});

test('a failed resend on the account page is only logged', async ({ page, login, mock, allowConsoleErrors }) => {
  allowConsoleErrors(); // the browser itself logs the refused request
  await mock.fault({ path: '/auth/resend', status: 500, body: { status: 500 } });
  await login('unverified@example.com');
  await page.goto('/account/home');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Verification sent!')).toHaveCount(0);
});

test('Play Trailer opens an accessible dialog that loads the video only when opened', async ({ page, login }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Trailer</title>' }),
  );
  await stubStripe(page);
  await login();
  await page.goto('/purchase/bm-kaiju-dawn/kaiju-dawn');
  await expect(page.getByRole('button', { name: 'Play Trailer' })).toBeVisible();
  await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);

  const play = page.getByRole('button', { name: 'Play Trailer' });
  await play.click();
  const dialog = page.getByRole('dialog', { name: /Kaiju Dawn: trailer/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/kaiju-dawn\?autoplay=1/);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();
  await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);

  // A click on the backdrop closes it too.
  await play.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test('/token/purchase/{id} waits, then opens the film’s purchase page', async ({ page, login }) => {
  await stubStripe(page);
  await login();
  await page.goto('/token/purchase/bm-paper-moons');
  await expect(page).toHaveURL('/purchase/bm-paper-moons/paper-moons');
  await expect(page.getByRole('heading', { level: 1, name: /Paper Moons/ })).toBeVisible();
});

test('the payment provider’s script is absent from every other page', async ({ page, login }) => {
  const stripe = await stubStripe(page);
  const seen: string[] = [];
  page.on('request', (req) => seen.push(req.url()));
  const scripts: string[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script' || !res.url().startsWith('http://127.0.0.1')) return;
    // A script still loading when the next page is opened has no body to read any more: skip it
    // (the request list above still sees its address).
    const body = await res.text().catch(() => undefined);
    if (body !== undefined) scripts.push(body);
  });
  await login();
  for (const path of ['/', '/movies/catalog', '/account/home', '/remotedesktop', '/account/orders', '/termsofservice']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(stripe.requests).toEqual([]);
  expect(seen.filter((url) => STRIPE_HOST.test(url) || url.includes('/__stripe/'))).toEqual([]);
  // Not even the provider's loader code was downloaded.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((body) => body.includes('js.stripe.com'))).toEqual([]);

  // …while the purchase page does load it.
  await page.goto(NEON);
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  expect(stripe.requests.length).toBeGreaterThan(0);
});

test('the purchase page, the catalog and My account pass an accessibility scan', async ({ page, login }) => {
  await stubStripe(page);
  await login();
  for (const path of [NEON, '/movies/catalog', '/account/home']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
