/**
 * The login, signup and forgot-password screens arrive prerendered: the form is in the HTML, and
 * React takes that HTML over (hydration) instead of drawing it again. What a visitor types while
 * the scripts are still on their way stays in the fields; the submit button waits for the takeover. A hydration mismatch would log an
 * error, which fails the test (fixtures.ts).
 */
import { test, expect } from './fixtures';
import { holdScripts, hydrated } from './takeover';
import { AUTH_MESSAGES } from '#contract/messages.ts';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

for (const [path, heading, typed] of [
  ['/account/login', 'Log in', { Email: 'early@example.com', Password: 'Typed-early1' }],
  ['/account/signup', 'Create an account', { Username: 'earlybird', Email: 'early@example.com' }],
  ['/account/forgot', 'Forgot your password?', { Email: 'early@example.com' }],
] as const) {
  test(`${path}: the form is in the HTML, keeps what was typed before the takeover, and is taken over`, async ({ page }) => {
    const release = await holdScripts(page);
    // Module scripts run before DOMContentLoaded: with them held, only the response can be awaited.
    await page.goto(path, { waitUntil: 'commit' });
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(heading);
    // Scripts are held: nothing React drew yet, this is the server's HTML.
    expect(await h1.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(false);
    await h1.evaluate((el) => el.setAttribute('data-from-server', ''));
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
    // Until the takeover a press would post the form to the server, which answers no such request.
    const submit = page.locator('form button[type="submit"]');
    await expect(submit).toBeDisabled();

    release();
    await hydrated(page);
    await expect(h1, 'the heading the server sent is the one on screen').toHaveAttribute('data-from-server', '');
    for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(submit).toBeEnabled();
  });
}

test('/account/reset/:token: one HTML for every link, without its token; typing before the takeover stays; the reset posts the real token', async ({
  page,
  mock,
}) => {
  const token = 'demo-reset-token';
  const release = await holdScripts(page);
  const response = await page.goto(`/account/reset/${token}`, { waitUntil: 'commit' });
  // The secret page keeps its headers, and its HTML (read before any script ran) names no token.
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText('Choose a new password');
  expect(await page.content()).not.toContain(token);
  expect(await h1.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(false);
  await h1.evaluate((el) => el.setAttribute('data-from-server', ''));
  await page.getByLabel('New password', { exact: true }).fill('BrandNew123!');
  await page.getByLabel('Confirm new password').fill('BrandNew123!');
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toBeDisabled();

  release();
  await hydrated(page);
  await expect(h1).toHaveAttribute('data-from-server', '');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('BrandNew123!');
  // After the takeover the language switch names this page again (its address, token included).
  await expect(page.locator('a.language-switch')).toHaveAttribute('href', `/lang/ja?to=${encodeURIComponent(`/account/reset/${token}`)}`);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  const resets = await mock.journal({ path: '/auth/reset', method: 'POST' });
  expect(resets.map((c) => c.body)).toEqual([{ token, password: 'BrandNew123!' }]);
});

test('a login after the takeover of the prerendered screen signs in', async ({ page }) => {
  await page.goto('/account/login');
  await hydrated(page);
  await page.getByLabel('Email', { exact: true }).fill('verified@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);
  expect((await page.context().cookies()).map((c) => c.name)).toContain('bs_at');
});

test("a failed link's message on the prerendered login screen shows after the takeover, without a mismatch", async ({ page }) => {
  await page.goto('/account/login?error=token-login');
  await hydrated(page);
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.tokenLoginFailed);
});
