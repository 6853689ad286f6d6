/**
 * Zod is out of the first load and configured, before any schema is built, not to probe for
 * eval (the CSP forbids it, and the probe is reported as a violation even though zod catches
 * it). Pages that validate answers with the contract's schemas must raise no CSP violation.
 */
import { test, expect } from './fixtures';

for (const path of ['/remotedesktop', '/account/login', '/movies/catalog']) {
  test(`${path}: no CSP violation while the page builds and uses its schemas`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });
}
