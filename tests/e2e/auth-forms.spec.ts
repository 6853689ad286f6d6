/**
 * The account forms submit through the auth page's route action: what the person typed reaches
 * the upstream once per press, a refusal shows its message without leaving the form, the button
 * is disabled and the form busy while the action runs, and a reset link's token is checked once
 * when its page opens (not again after each submit).
 */
import { test, expect, type Page } from './fixtures';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';
import { MESSAGES } from '#contract/messages.ts';

async function submitSignup(page: Page, username: string, email: string) {
  await page.goto('/account/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sup3rSecret!');
  await page.getByLabel('Confirm password').fill('Sup3rSecret!');
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('a login the upstream refuses shows its message, keeps what was typed, and was sent once as typed', async ({
  page,
  mock,
  allowConsoleErrors,
  consoleErrors,
}) => {
  allowConsoleErrors(); // the browser logs the 401 answer as a failed resource load
  await mock.fault({ path: '/auth/login', method: 'POST', status: 401, body: { message: 'This account is locked.', status: 401 } });
  await page.goto('/account/login');
  await page.getByLabel('Email').fill('verified@example.com');
  await page.getByLabel('Password', { exact: true }).fill('typed-Passw0rd');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByRole('alert')).toHaveText('This account is locked.');
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue('verified@example.com');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('typed-Passw0rd');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  const calls = await mock.journal({ path: '/auth/login', method: 'POST' });
  expect(calls.map((c) => c.body)).toEqual([{ email: 'verified@example.com', password: 'typed-Passw0rd' }]);
  expect(consoleErrors.filter((e) => !e.includes('status of 401'))).toEqual([]);
});

test('while a login runs the button is disabled and the form busy, a second press sends nothing, then the login lands', async ({
  page,
  mock,
}) => {
  await mock.fault({ path: '/auth/login', method: 'POST', delayMs: 3_000 });
  await page.goto('/account/login');
  await page.getByLabel('Email').fill('verified@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();

  const busy = page.getByRole('button', { name: 'Logging in...' });
  await expect(busy).toBeDisabled();
  await expect(page.locator('form[aria-busy="true"]')).toHaveCount(1);
  // Enter in a field would submit the form again: it must not start a second login.
  await page.getByLabel('Password', { exact: true }).press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header').first().getByRole('button', { name: 'moviebuff' })).toBeVisible();
  expect(await mock.journal({ path: '/auth/login', method: 'POST' })).toHaveLength(1);
});

test('signup sends what was typed (never the confirmation), and the new account shows in the header at once', async ({ page, mock }) => {
  await submitSignup(page, 'lateshow', 'lateshow@example.com');

  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText('lateshow@example.com')).toBeVisible();
  await expect(page.locator('header').first().getByRole('button', { name: 'lateshow' })).toBeVisible();
  const calls = await mock.journal({ path: '/auth/account', method: 'POST' });
  expect(calls.map((c) => c.body)).toEqual([{ username: 'lateshow', email: 'lateshow@example.com', password: 'Sup3rSecret!' }]);
});

test('a 422 naming fields shows each message at its field, and the first in the alert', async ({ page, mock, allowConsoleErrors }) => {
  allowConsoleErrors(); // the browser logs the 422 answer
  await mock.fault({
    path: '/auth/account',
    method: 'POST',
    status: 422,
    body: {
      status: 422,
      errors: [
        { param: 'email', msg: 'This email address is not allowed.' },
        { param: 'username', msg: 'This username is taken.' },
      ],
    },
  });
  await submitSignup(page, 'taken', 'blocked@example.com');

  await expect(page.getByRole('alert')).toHaveText('This email address is not allowed.');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('This email address is not allowed.');
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription('This username is taken.');
  await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute('aria-invalid');
  expect(await mock.journal({ path: '/auth/account', method: 'POST' })).toHaveLength(1);
});

test('forgot sends the typed address once and says where the link went', async ({ page, mock }) => {
  await page.goto('/account/forgot');
  await page.getByLabel('Email').fill('verified@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('verified@example.com');
  const calls = await mock.journal({ path: '/auth/forgot', method: 'POST' });
  expect(calls.map((c) => c.body)).toEqual([{ email: 'verified@example.com' }]);
});

test("a reset link's token is checked once when the page opens, not again after each submit", async ({ page, mock }) => {
  const token = 'demo-reset-token';
  const checks = () => mock.journal({ path: `/auth/reset/${token}`, method: 'GET' });
  await page.goto(`/account/reset/${token}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect.poll(async () => (await checks()).length).toBe(1);

  // A local refusal: nothing is sent.
  await page.getByLabel('New password', { exact: true }).fill('BrandNew123!');
  await page.getByLabel('Confirm new password').fill('BrandNew124!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.passwordsMismatchReset);
  expect(await mock.journal({ path: '/auth/reset', method: 'POST' })).toEqual([]);

  await page.getByLabel('Confirm new password').fill('BrandNew123!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  const resets = await mock.journal({ path: '/auth/reset', method: 'POST' });
  expect(resets.map((c) => c.body)).toEqual([{ token, password: 'BrandNew123!' }]);
  expect(await checks()).toHaveLength(1);
});
