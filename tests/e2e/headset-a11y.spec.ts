/** Automated accessibility checks (axe, WCAG 2.1 AA) on the headset self-service pages. */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { HEADSET_MESSAGES as M } from '#contract/headset-messages.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1';

async function expectNoViolations(page: import('@playwright/test').Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('signed in, desktop', () => {
  const pages: [string, string][] = [
    ['/account/orders', M.yourOrders],
    ['/account/order/ord-1001/start', M.scanCompleteTitle],
    ['/account/order/ord-1001/ipd', M.changeIpd],
    ['/scans/start', M.safariRequired],
    ['/scan/tpy-demo-ok/process', M.scanComplete],
  ];
  for (const [path, heading] of pages) {
    test(`${path} has no axe violations`, async ({ page, login }) => {
      await login();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test('the IPD picker with a value chosen has no axe violations', async ({ page, login }) => {
    await login();
    await page.goto('/account/order/ord-1001/ipd');
    await page.getByRole('radio', { name: '60 mm' }).check();
    await expect(page.getByRole('button', { name: M.confirmIpd(60) })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('public pages', () => {
  test('/scans/failedtoken has no axe violations', async ({ page }) => {
    await page.goto('/scans/failedtoken');
    await expect(page.getByText(M.failedToken)).toBeVisible();
    await expectNoViolations(page);
  });

  test('/bset/pushtoken has no axe violations', async ({ page }) => {
    await page.goto('/bset/pushtoken/et-demo-7f3a');
    await expect(page.getByLabel('Your eye-tracking token')).toHaveValue('et-demo-7f3a');
    await expectNoViolations(page);
  });
});

test.describe('iPhone Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI });
  test('Ready to scan has no axe violations', async ({ page, login }) => {
    await login();
    await page.goto('/scans/start');
    await expect(page.getByRole('heading', { level: 1, name: M.readyToScan })).toBeVisible();
    await expectNoViolations(page);
  });
});
