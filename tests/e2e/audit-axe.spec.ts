/**
 * axe-core on every page of the route table (contract/pages.ts), signed out and signed in,
 * at desktop width and at 375 px: zero WCAG 2.1 AA violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './fixtures';
import { componentPages, pagePath } from './route-table-pages';

/** Every page of the route table (a page added there is audited with no edit here), and the not-found page. */
const SIGNED_OUT = [...componentPages.filter((p) => p.access === 'public').map(pagePath), '/no/such/page'];
const SIGNED_IN = componentPages.filter((p) => p.access !== 'public').map(pagePath);
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

async function audit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  // Let lazy sections and async state settle before auditing.
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, `${path}`).toEqual([]);
}

for (const size of WIDTHS) {
  test.describe(`axe at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('signed-out screens have no WCAG 2.1 AA violations', async ({ page, allowConsoleErrors }) => {
      // Third-party frames and scripts are blocked in tests; the pages report that, which is fine here.
      allowConsoleErrors();
      // About forty pages, each loaded to network idle and scanned whole: a busy machine needs time.
      test.setTimeout(600_000);
      for (const path of SIGNED_OUT) await audit(page, path);
    });

    test('signed-in screens have no WCAG 2.1 AA violations', async ({ page, login, allowConsoleErrors }) => {
      allowConsoleErrors();
      test.setTimeout(240_000);
      await login();
      for (const path of SIGNED_IN) await audit(page, path);
    });
  });
}
