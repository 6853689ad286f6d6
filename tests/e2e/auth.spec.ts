/** Account flows in a real browser: login/logout, signup with the verify link, forgot/reset, token login, guards. */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './fixtures';
import { AUTH_MESSAGES, MESSAGES } from '#contract/messages.ts';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

const header = (page: Page) => page.locator('header').first();

/** Chromium reports every 4xx answer as a console error; those are expected where a test provokes one. */
function onlyFailedLoads(errors: string[]) {
  return errors.filter((e) => !e.startsWith('Failed to load resource: the server responded with a status of 4'));
}
const footer = (page: Page) => page.locator('footer').first();

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('login shows the username in the header, and logout shows the overlay then signs out', async ({ page, mock }) => {
  await page.goto('/account/login');
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(footer(page).getByRole('link', { name: AUTH_MESSAGES.accountLogin })).toBeVisible();
  await fillLogin(page, 'verified@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const menuButton = header(page).getByRole('button', { name: 'moviebuff' });
  await expect(menuButton).toBeVisible();
  await expect(footer(page).getByRole('link', { name: AUTH_MESSAGES.myAccount })).toBeVisible();

  // A slow upstream logout keeps the overlay on screen long enough to see it.
  await mock.fault({ path: '/auth/logout', delayMs: 2_000 });
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/account/home');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog').getByText(AUTH_MESSAGES.loggingOut)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await mock.journal({ path: '/auth/logout' })).toHaveLength(1);
  const session = await page.request.get('/api/session');
  expect((await session.json()).account).toBeNull();
});

test('the account menu works from the keyboard and closes on Escape and outside clicks', async ({ page, login }) => {
  await login();
  await page.goto('/');
  const menuButton = header(page).getByRole('button', { name: 'moviebuff' });
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Account' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('menu')).toBeHidden();

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
});

test('a logout call that fails (the site unreachable) is logged, closes the overlay and leaves the person signed in to try again', async ({
  page,
  login,
  mock,
  allowConsoleErrors,
}) => {
  allowConsoleErrors();
  await login();
  await page.goto('/');
  // The site itself signs out even when the upstream logout fails (BEHAVIOUR §4); only a call that
  // never reaches it fails in the browser.
  await page.route('**/api/auth/logout', (route) => route.abort('connectionrefused'), { times: 1 });
  const logged = page.waitForEvent('console', (msg) => msg.type() === 'error' && msg.text().includes('Logout failed'));
  const menuButton = header(page).getByRole('button', { name: 'moviebuff' });
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await logged;
  // No dead end: the overlay goes away, no error message is shown, the person is still signed in.
  await expect(page.getByText(AUTH_MESSAGES.loggingOut)).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  const session = await page.request.get('/api/session');
  expect((await session.json()).account.username).toBe('moviebuff');

  // Trying again works once the upstream answers.
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await mock.journal({ path: '/auth/logout' })).toHaveLength(1);
});

test("a wrong password shows the server's message", async ({ page, allowConsoleErrors, consoleErrors }) => {
  allowConsoleErrors();
  await page.goto('/account/login');
  await fillLogin(page, 'verified@example.com', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/account\/login$/);
  expect(onlyFailedLoads(consoleErrors)).toEqual([]);
});

test('signup checks the passwords, then the verify link leads to the outcome page', async ({ page, mock }) => {
  await page.goto('/account/signup');
  await page.getByLabel('Username').fill('nightowl');
  await page.getByLabel('Email').fill('nightowl@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Sup3rSecret!');
  await page.getByLabel('Confirm password').fill('Different1!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.passwordsMismatchSignup);
  expect(await mock.journal({ path: '/auth/account' })).toEqual([]);

  await page.getByLabel('Confirm password').fill('Sup3rSecret!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.verifyLinkValidity)).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'nightowl' })).toBeVisible();

  const mail = (await mock.outbox()).find((m) => m.kind === 'verify-email');
  const token = String(mail?.detail?.token);
  await page.goto(`/email/verify/${token}`);
  await expect(page).toHaveURL(/\/email_verify\?processed=y$/);
  await expect(page.getByRole('heading', { name: AUTH_MESSAGES.outcomeSuccessTitle })).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.emailVerified)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Catalog', exact: true })).toHaveAttribute('href', '/movies/catalog');
  const session = await page.request.get('/api/session');
  expect((await session.json()).account).toEqual({ email: 'nightowl@example.com', username: 'nightowl', isVerified: true });

  // The link is single use: a second visit lands on the failure page.
  await page.goto(`/email/verify/${token}`);
  await expect(page).toHaveURL(/\/email_verify_failed\?processed=y$/);
  await expect(page.getByRole('heading', { name: AUTH_MESSAGES.outcomeErrorTitle })).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.emailVerifyFailed)).toBeVisible();
});

test("signup shows the server's first validation error", async ({ page, allowConsoleErrors, consoleErrors }) => {
  allowConsoleErrors();
  await page.goto('/account/signup');
  await page.getByLabel('Username').fill('moviebuff2');
  await page.getByLabel('Email').fill('verified@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Sup3rSecret!');
  await page.getByLabel('Confirm password').fill('Sup3rSecret!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email address already exists.');
  expect(onlyFailedLoads(consoleErrors)).toEqual([]);
});

test('forgot sends a reset link, and the new password works', async ({ page, mock, allowConsoleErrors, consoleErrors }) => {
  allowConsoleErrors();
  await page.goto('/forgot');
  await expect(page).toHaveURL(/\/account\/forgot$/);
  await page.getByLabel('Email').fill('verified@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = (await mock.outbox()).find((m) => m.kind === 'reset-password');
  const token = String(mail?.detail?.token);
  await page.goto(`/reset/${token}`);
  await expect(page).toHaveURL(new RegExp(`/account/reset/${token}$`));
  await expect.poll(async () => (await mock.journal({ path: `/auth/reset/${token}` })).length).toBe(1);
  await page.getByLabel('New password', { exact: true }).fill('BrandNew123!');
  await page.getByLabel('Confirm new password').fill('BrandNew124!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.passwordsMismatchReset);
  await page.getByLabel('Confirm new password').fill('BrandNew123!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).click();
  await fillLogin(page, 'verified@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await fillLogin(page, 'verified@example.com', 'BrandNew123!');
  await expect(header(page).getByRole('button', { name: 'moviebuff' })).toBeVisible();
  expect(onlyFailedLoads(consoleErrors)).toEqual([]);
});

test('a token login link lands on /account/home signed in', async ({ page }) => {
  await page.goto('/token/login/demo-login-token');
  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(header(page).getByRole('button', { name: 'moviebuff' })).toBeVisible();
});

test('a token link the app opens itself is loaded as a document, so the server answers it', async ({ page }) => {
  await page.goto('/');
  const served = page.waitForResponse(
    (r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/token/login/demo-login-token',
  );
  // A client-side navigation, as a link inside the SPA would make it.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/token/login/demo-login-token');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await served;
  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(header(page).getByRole('button', { name: 'moviebuff' })).toBeVisible();
});

test('a failed token login link goes to login with a message', async ({ page }) => {
  await page.goto('/token/login/no-such-token');
  await expect(page).toHaveURL(/\/account\/login\?error=token-login$/);
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.tokenLoginFailed);
});

test('a signed-out visitor to a guarded page logs in and comes back to it', async ({ page }) => {
  // The session already says "signed out": the page goes to login without asking for its data,
  // so nothing is answered 401 and the console stays clean (the fixture fails on any error).
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 401) refused.push(res.url());
  });
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/account\/login\?redir=%2Faccount%2Forders$/);
  await fillLogin(page, 'verified@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account\/orders$/);
  expect(refused).toEqual([]);
});

test('outcome pages need processed=y and say what happened', async ({ page }) => {
  await page.goto('/email_update');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/email_update_failed?processed=y');
  await expect(page.getByRole('heading', { name: AUTH_MESSAGES.outcomeErrorTitle })).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.emailUpdateFailed)).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@bigscreenvr.com' })).toBeVisible();
  await page.goto('/email/update/demo-update-token');
  await expect(page).toHaveURL(/\/email_update\?processed=y$/);
  await expect(page.getByText(AUTH_MESSAGES.emailUpdated)).toBeVisible();
});

test('the account screens, the outcome page and the open account menu pass an accessibility scan', async ({ page, login }) => {
  // Six pages and six axe scans: on a loaded machine that outlasts one test's usual time (seen at 48 s).
  test.slow();
  const scan = async (include?: string) => {
    const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    const result = await (include ? builder.include(include) : builder).analyze();
    expect(result.violations.map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(', ')}`)).toEqual([]);
  };
  for (const path of [
    '/account/login?error=token-login',
    '/account/signup',
    '/account/forgot',
    '/account/reset/demo-reset-token',
    '/email_verify?processed=y',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scan();
  }
  await login();
  await page.goto('/');
  await header(page).getByRole('button', { name: 'moviebuff' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  // Only the header: the rest of the home page belongs to the marketing feature's own audit.
  await scan('header');
});
