/** Orders, the header's order item, the scan-complete landing and the IPD change (BEHAVIOUR §2 order group). */
import type { Locator } from '@playwright/test';
import { test, expect, type Page } from './fixtures';
import { MESSAGES } from '#contract/messages.ts';
import { HEADSET_MESSAGES as M } from '#contract/headset-messages.ts';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

/** Only the browser's own report of an expected non-2xx answer may reach the console. */
function onlyResourceErrors(errors: string[]) {
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
}

async function tabInto(page: Page, isTarget: () => boolean, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(isTarget)) return;
  }
  throw new Error('Tab never reached the target');
}

test.describe('Your Orders', () => {
  test('shows the seeded customer’s orders, every line-item kind, and nobody else’s', async ({ page, login }) => {
    await login();
    await page.goto('/account/orders');
    await expect(page.getByRole('heading', { level: 1, name: M.yourOrders })).toBeVisible();

    const first = page.getByRole('article', { name: 'Your Beyond Order (#1001)' });
    await expect(first).toContainText('Ordered on October 2, 2026');
    await expect(first).toContainText('Queued for manufacturing');
    await expect(first.getByRole('heading', { name: 'Beyond headset' })).toBeVisible();
    await expect(first).toContainText('IPD: 64 mm');
    await expect(first.getByRole('link', { name: M.changeIpd })).toHaveAttribute('href', '/account/order/ord-1001/ipd');
    await expect(first.getByRole('img', { name: 'Your face scan' })).toHaveAttribute('src', '/demo-art/face-scan.svg');
    await expect(first).toContainText('Measured IPD: 64 mm');
    await expect(first.getByRole('link', { name: M.rescan })).toHaveAttribute('href', '/account/order/ord-1001/rescan');
    await expect(first.getByRole('heading', { name: 'Audio strap' })).toBeVisible();
    await expect(first.getByRole('definition').first()).toHaveText('-1.25');
    await expect(first).toContainText('Right (OD)-1.25');
    await expect(first).toContainText('Left (OS)-1.5');

    const second = page.getByRole('article', { name: 'Your Beyond Order (#1002)' });
    await expect(second).toContainText('In manufacturing');
    await expect(second).toContainText('IPD: 62 mm');
    await expect(second.getByRole('link', { name: M.changeIpd })).toHaveCount(0);
    await expect(second).toContainText('Your headset is being manufactured, so its IPD can no longer be changed.');

    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByText('#2001')).toHaveCount(0);
  });

  test('Rescan leads to the scan start page', async ({ page, login }) => {
    await login();
    await page.goto('/account/orders');
    await page.getByRole('article', { name: 'Your Beyond Order (#1001)' }).getByRole('link', { name: M.rescan }).click();
    await expect(page).toHaveURL(/\/scans\/start$/);
  });

  test('a customer without orders sees "Nothing to see here!"', async ({ page, login }) => {
    await login('unverified@example.com');
    await page.goto('/account/orders');
    await expect(page.getByText(M.nothingToSee)).toBeVisible();
  });

  test('a list that fails to load says so with Try again, never "Nothing to see here!"', async ({
    page,
    login,
    mock,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors();
    await login();
    await mock.fault({ path: '/beyond/orders', kind: 'drop' });
    await page.goto('/account/orders');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(MESSAGES.hostNotFound);
    await expect(page.getByText(M.nothingToSee)).toHaveCount(0);
    await alert.getByRole('button', { name: MESSAGES.tryAgain }).click();
    await expect(page.getByRole('article', { name: 'Your Beyond Order (#1001)' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: M.yourOrders })).toBeVisible();
    // Try again read the list again: the dropped ask, then the one that answered.
    expect(await mock.journal({ path: '/beyond/orders', method: 'GET' })).toHaveLength(2);
  });

  test('odd order shapes are shown as far as possible and never crash the page', async ({ page, login, mock }) => {
    await login();
    await mock.fault({
      path: '/beyond/orders',
      status: 200,
      body: [
        null,
        {
          id: 'odd-1',
          shopifyOrderName: '#9001',
          createdAt: 'soon',
          status: 'on_hold',
          lineItems: [{ type: 'hologram' }, 7, { type: 'prescription_lenses', ODRight: '+0.50' }],
        },
        { id: 'odd-2', lineItems: 'none' },
      ],
    });
    await page.goto('/account/orders');
    const odd = page.getByRole('article', { name: 'Your Prescription Lens Order (#9001)' });
    await expect(odd).toContainText('Order date not available');
    await expect(odd).toContainText('Status: on_hold');
    await expect(odd).toContainText('hologram');
    await expect(odd).toContainText('Right (OD)+0.50');
    await expect(odd).toContainText('Left (OS)not given');
    await expect(page.getByRole('article', { name: 'Your Order' })).toContainText('This order has no items to show.');
  });
});

test.describe('signed out, login brings you back to the same page with its data (BEHAVIOUR §15)', () => {
  // The session already says "signed out": the loader sends the visitor to login with the page as
  // the return target before any data call, and after login the loader reads as them.
  const cases: { path: string; upstream: string; data: (page: Page) => Locator }[] = [
    {
      path: '/account/orders',
      upstream: '/beyond/orders',
      data: (page) => page.getByRole('article', { name: 'Your Beyond Order (#1001)' }),
    },
    {
      path: '/account/order/ord-1001/start',
      upstream: '/beyond/order/ord-1001',
      data: (page) => page.getByText('Your measured IPD: 64 mm'),
    },
    { path: '/account/order/ord-1001/ipd', upstream: '/beyond/order/ord-1001', data: (page) => page.getByText('Your current IPD: 64 mm') },
  ];
  for (const { path, upstream, data } of cases) {
    test(path, async ({ page, mock }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/account/login?redir=${encodeURIComponent(path)}`);
      await page.getByLabel('Email').fill('verified@example.com');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();

      await expect(page).toHaveURL(path);
      await expect(data(page)).toBeVisible();
      // Read once, as the signed-in customer: the signed-out visit asked for nothing.
      const reads = await mock.journal({ path: upstream, method: 'GET' });
      expect(reads.map((r) => r.status)).toEqual([200]);
    });
  }
});

test.describe('the header item', () => {
  test('is titled after the customer’s headset order and leads to Your Orders', async ({ page, login }) => {
    await login();
    await page.goto('/');
    const item = page.getByRole('link', { name: 'Beyond order #1001' });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: M.yourOrders })).toBeVisible();
  });

  test('is absent when signed out or without orders', async ({ page, login }) => {
    await page.goto('/');
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByRole('link', { name: /Beyond order/ })).toHaveCount(0);
    await login('unverified@example.com');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'newcomer' }).or(page.getByRole('button', { name: /newcomer/ }))).toBeVisible();
    await expect(page.getByRole('link', { name: /Beyond order/ })).toHaveCount(0);
  });
});

test.describe('scan complete landing', () => {
  test('shows the measured IPD and leads to the IPD change', async ({ page, login }) => {
    await login();
    await page.goto('/account/order/ord-1001/start');
    await expect(page.getByRole('heading', { level: 1, name: M.scanCompleteTitle })).toBeVisible();
    await expect(page.getByText('Your measured IPD: 64 mm')).toBeVisible();
    await expect(page.getByText(/manufacturing queue/)).toBeVisible();
    await page.getByRole('link', { name: M.wantToChangeIpd }).click();
    await expect(page).toHaveURL(/\/account\/order\/ord-1001\/ipd$/);
    await expect(page.getByRole('radiogroup')).toBeVisible();
  });

  test('another customer’s order reads as "No scans pending"', async ({ page, login, allowConsoleErrors, consoleErrors }) => {
    allowConsoleErrors();
    await login();
    await page.goto('/account/order/ord-2001/start');
    await expect(page.getByRole('heading', { level: 1, name: M.noScansPending })).toBeVisible();
    await expect(page.getByText('60 mm')).toHaveCount(0);
    onlyResourceErrors(consoleErrors);
  });
});

test.describe('changing the IPD', () => {
  test('works end to end with the keyboard only', async ({ page, login, mock }) => {
    await login();
    await page.goto('/account/order/ord-1001/ipd');
    await expect(page.getByText('Your current IPD: 64 mm')).toBeVisible();
    await expect(page.getByText(/built to this size/)).toBeVisible();
    const group = page.getByRole('radiogroup', { name: 'Choose your preferred IPD' });
    await expect(group.getByRole('radio')).toHaveCount(18);
    await expect(group.getByRole('radio', { name: '64 mm' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /OK, Set your preferred IPD/ })).toHaveCount(0);

    await tabInto(page, () => (document.activeElement as HTMLInputElement | null)?.type === 'radio');
    await expect(group.getByRole('radio', { name: '55 mm' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: '58 mm' })).toBeChecked();
    await expect(group.getByRole('radio', { name: '58 mm' })).toBeFocused();
    const confirm = page.getByRole('button', { name: M.confirmIpd(58) });
    await expect(confirm).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');

    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(M.ipdChanged(58))).toBeFocused();
    expect((await mock.order('ord-1001')).order.ipd).toBe(58);
    const [put] = await mock.journal({ path: '/beyond/order/ord-1001/ipd', method: 'PUT' });
    expect(put?.body).toEqual({ ipd: 58 });

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: M.changeIpdAgain })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your current IPD: 58 mm')).toBeVisible();
    await expect(page.getByRole('radio', { name: '58 mm' })).toBeDisabled();
  });

  test('arrow keys skip the current IPD', async ({ page, login }) => {
    await login();
    await page.goto('/account/order/ord-1001/ipd');
    await page.getByRole('radio', { name: '63 mm' }).check();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '65 mm' })).toBeChecked();
    await expect(page.getByRole('button', { name: M.confirmIpd(65) })).toBeVisible();
  });

  test('Cancel goes home without changing anything', async ({ page, login, mock }) => {
    await login();
    await page.goto('/account/order/ord-1001/ipd');
    await page.getByRole('radio', { name: '60 mm' }).check();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await mock.order('ord-1001')).order.ipd).toBe(64);
  });

  test('a refusal shows the server’s message, and nothing changes upstream', async ({
    page,
    login,
    mock,
    allowConsoleErrors,
    consoleErrors,
  }) => {
    allowConsoleErrors();
    await login();
    await page.goto('/account/order/ord-1001/ipd');
    await expect(page.getByRole('radiogroup')).toBeVisible();
    // The factory picks the order up while the page is open.
    await mock.updateOrder('ord-1001', { status: 'manufacturing' });
    await page.getByRole('radio', { name: '60 mm' }).check();
    await page.getByRole('button', { name: M.confirmIpd(60) }).click();
    await expect(page.getByRole('alert')).toHaveText('This headset is already being manufactured, so its IPD can no longer be changed.');
    // The refusal names no field, so the picker is not marked.
    await expect(page.getByRole('radiogroup')).not.toHaveAttribute('aria-invalid');
    expect((await mock.order('ord-1001')).order.ipd).toBe(64);
    onlyResourceErrors(consoleErrors);
  });

  test('a manufacturing order says why its IPD cannot change instead of offering the picker', async ({ page, login }) => {
    await login();
    await page.goto('/account/order/ord-1002/ipd');
    await expect(page.getByText('Your current IPD: 62 mm')).toBeVisible();
    await expect(page.getByText('Your headset is being manufactured, so its IPD can no longer be changed.')).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
  });

  test('an order that cannot be loaded says so instead of the picker', async ({ page, login, allowConsoleErrors, consoleErrors }) => {
    allowConsoleErrors();
    await login();
    await page.goto('/account/order/ord-2001/ipd');
    await expect(page.getByRole('alert')).toContainText('We could not load this order');
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    onlyResourceErrors(consoleErrors);
  });

  test('explains what an IPD is', async ({ page, login }) => {
    await login();
    await page.goto('/account/order/ord-1001/ipd');
    await page.getByText(M.whatsAnIpd).click();
    await expect(page.getByText(/interpupillary distance/)).toBeVisible();
  });
});
