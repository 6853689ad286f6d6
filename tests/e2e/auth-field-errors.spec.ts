/**
 * A 422's field errors appear at their fields: the input is marked invalid and the message is its
 * description, so a screen reader reads it with the field; fields without an error stay unmarked.
 * The alert still announces the first message.
 */
import { test, expect } from './fixtures';

test('signup: each server validation error shows at the field it names', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(); // the browser logs the 422 answer as a failed resource load
  await page.goto('/account/signup');
  const username = page.getByLabel('Username');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  await username.fill('x');
  await email.fill('newcomer@example.com');
  await password.fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('alert')).toHaveText('Usernames are 3 to 32 letters, digits, dots, dashes or underscores.');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription('Usernames are 3 to 32 letters, digits, dots, dashes or underscores.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/^Your password must be at least \d+ characters long\.$/);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(email).toHaveAccessibleDescription('');

  // A corrected form clears the marks before the next answer.
  await username.fill('newcomer');
  await password.fill('Sup3rSecret!');
  await page.getByLabel('Confirm password').fill('Sup3rSecret!');
  await email.fill('verified@example.com');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(email).toHaveAccessibleDescription('An account with this email address already exists.');
  await expect(username).not.toHaveAttribute('aria-invalid');
  await expect(password).not.toHaveAttribute('aria-invalid');
});
