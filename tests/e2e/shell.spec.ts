/** The SPA shell: served with a nonce-bearing CSP, routes render, group not-found pages are real. */
import { test, expect } from './fixtures';
import { MESSAGES } from '../../contract/messages';

test('the home page renders with an enforced CSP and no console errors', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy']!;
  expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('unsafe-eval');
  await expect(page.locator('main')).toBeVisible();
});

for (const path of ['/account/nothing-here', '/scans/nothing', '/account/order/x/y/z', '/browser/a/b', '/no/such/page']) {
  test(`${path} shows the group not-found message`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: MESSAGES.notFound })).toBeVisible();
  });
}
