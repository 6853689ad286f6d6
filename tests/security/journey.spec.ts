/**
 * A whole visit in a real browser, recorded byte for byte: signup, the verify link from the
 * outbox, logout, login, a card purchase (the payment provider stubbed at its own host), the
 * orders of the seeded customer, an IPD change, and logout. Every answer the browser received
 * (headers and body), every URL it requested or navigated to, and everything a script could
 * read (document.cookie, localStorage, sessionStorage) is then scanned for the application key
 * and every token mock-upstream issued during the visit. Cookies that hold a token must be
 * HttpOnly.
 */
import type { Page, Response } from '@playwright/test';
import { test, expect } from '../e2e/stubs/stripe-stack';
import { stubStripe } from '../e2e/stubs/stripe';
import { HEADSET_MESSAGES as M } from '#contract/headset-messages.ts';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';
import { TEST_APP_KEY } from '../helpers/processes';
import { findSecrets, issuedTokens, secretsToScan } from './secrets';

interface Seen {
  what: string;
  text: string;
}

const header = (page: Page) => page.locator('header').first();

async function fillLogin(page: Page, email: string, password: string) {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logout(page: Page, username: string) {
  await header(page).getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
}

test('a full visit shows the browser neither the app key nor any token', async ({
  page,
  context,
  mock,
  allowConsoleErrors,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // The header's order item may still be fetching /api/beyond/orders when a logout lands; the
  // browser reports that 401 itself. Every other console error still fails the test (at the end).
  allowConsoleErrors();
  await stubStripe(page);
  const seen: Seen[] = [];
  const httpOnlyValues = new Set<string>();
  const pending: Promise<void>[] = [];
  const record = async (response: Response) => {
    const headers = await response.allHeaders();
    // Set-Cookie is how the tokens reach the browser's HttpOnly jar; the jar is checked below instead.
    delete headers['set-cookie'];
    let body = '';
    try {
      body = (await response.body()).toString('latin1');
    } catch {
      // Redirects and aborted loads have no body to read.
    }
    seen.push({ what: `answer ${response.status()} ${response.url()}`, text: `${response.url()}\n${JSON.stringify(headers)}\n${body}` });
  };
  page.on('response', (response) => pending.push(record(response)));
  page.on('request', (request) => seen.push({ what: `request ${request.url()}`, text: request.url() }));
  page.on('framenavigated', (frame) => seen.push({ what: `navigation ${frame.url()}`, text: frame.url() }));
  /** What a script on the page could read right now. */
  const snapshot = async (step: string) => {
    const readable = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    seen.push({ what: `script-readable state after ${step}`, text: JSON.stringify(readable) });
    for (const c of await context.cookies()) {
      if (c.httpOnly) httpOnlyValues.add(c.value);
      else seen.push({ what: `script-readable cookie ${c.name} after ${step}`, text: c.value });
    }
  };

  // Signup, then the verify link from the outbox.
  await page.goto('/account/signup');
  await page.getByLabel('Username').fill('journey_user');
  await page.getByLabel('Email').fill('journey@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Sturdy-Pass-1');
  await page.getByLabel('Confirm password').fill('Sturdy-Pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await snapshot('signup');
  const mail = (await mock.outbox()).find((m) => m.kind === 'verify-email');
  await page.goto(`/email/verify/${String(mail?.detail?.token)}`);
  await expect(page).toHaveURL(/\/email_verify\?processed=y$/);
  await expect(page.getByText('Your email address is now verified.')).toBeVisible();
  await snapshot('verify');

  // Logout and login through the UI as the new, now verified, account.
  await logout(page, 'journey_user');
  await fillLogin(page, 'journey@example.com', 'Sturdy-Pass-1');
  await expect(header(page).getByRole('button', { name: 'journey_user' })).toBeVisible();
  await snapshot('login');

  // A card purchase.
  await page.goto('/purchase/bm-neon-harbor/neon-harbor');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiration date (MM / YY)' }).fill('1234');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByLabel('Postal code').fill('94110');
  await page.getByRole('button', { name: /^Rent for / }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(page.getByRole('heading', { name: 'My Tickets' })).toBeVisible();
  expect(await mock.journal({ path: '/media/order', method: 'POST' })).toHaveLength(1);
  await snapshot('purchase');

  // The seeded customer's orders, and an IPD change.
  await logout(page, 'journey_user');
  await fillLogin(page, 'verified@example.com', DEMO_PASSWORD);
  await expect(header(page).getByRole('button', { name: 'moviebuff' })).toBeVisible();
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: M.yourOrders })).toBeVisible();
  const order = page.getByRole('article', { name: 'Your Beyond Order (#1001)' });
  await order.getByRole('link', { name: M.changeIpd }).click();
  await expect(page).toHaveURL(/\/account\/order\/ord-1001\/ipd$/);
  await page.getByRole('radio', { name: '60 mm' }).check();
  await page.getByRole('button', { name: M.confirmIpd(60) }).click();
  await expect(page.getByText(M.ipdChanged(60))).toBeVisible();
  expect((await mock.order('ord-1001')).order.ipd).toBe(60);
  await snapshot('IPD change');

  // The order pages have the simple header; the account menu is on the site's own pages.
  await page.goto('/');
  await logout(page, 'moviebuff');
  await snapshot('logout');
  expect(await mock.journal({ path: '/auth/logout' })).toHaveLength(3);

  // The scan.
  await Promise.all(pending);
  const tokens = await issuedTokens(mock.url);
  expect(tokens.length).toBeGreaterThanOrEqual(6);
  const sentUpstream = (await mock.journal()).map((e) => e.headers['x-access-token']).filter((t): t is string => typeof t === 'string');
  for (const t of sentUpstream) expect(tokens).toContain(t);
  expect((await mock.journal())[0]?.headers.authorization).toBe(`Bearer ${TEST_APP_KEY}`);
  // The tokens did live in the browser, in HttpOnly cookies only.
  expect([...httpOnlyValues].filter((v) => tokens.includes(v)).length).toBeGreaterThanOrEqual(4);
  const secrets = secretsToScan(tokens);
  // The scanner catches those very cookie values wherever they would show up.
  expect(findSecrets([...httpOnlyValues].join(' '), secrets).length).toBeGreaterThanOrEqual(4);
  expect(seen.filter((s) => s.what.startsWith('answer')).length).toBeGreaterThan(30);
  const leaks = seen.map((s) => ({ what: s.what, found: findSecrets(s.text, secrets) })).filter((s) => s.found.length > 0);
  expect(leaks).toEqual([]);
  expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource: the server responded with a status of 401'))).toEqual([]);
});
