/** The SPA shell: served with a nonce-bearing CSP, routes render, group not-found pages are real. */
import { test, expect } from './fixtures';
import { MESSAGES } from '#contract/messages.ts';

test('the home page renders with an enforced CSP and no console errors', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy']!;
  expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('unsafe-eval');
  await expect(page.locator('main')).toBeVisible();
});

for (const path of ['/account/nothing-here', '/scans/nothing', '/account/order/x/y/z', '/browser/a/b', '/no/such/page']) {
  test(`${path} answers 404 and shows the group not-found message`, async ({ page, consoleErrors, allowConsoleErrors }) => {
    allowConsoleErrors(); // only the browser's own note about the 404 document, checked below
    const response = await page.goto(path);
    // Crawlers and link checkers read the status: an unknown path is a 404, not a 200 shell.
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: MESSAGES.notFound })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Bigscreen');
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
}

for (const [path, title] of [
  ['/about', 'About Bigscreen · Bigscreen'],
  ['/movies/catalog', 'Browse Catalog · Bigscreen'],
  ['/account/login', 'Log in · Bigscreen'],
] as const) {
  test(`${path} answers 200 with its own title before any script runs`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response!.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await context.close();
  });
}
