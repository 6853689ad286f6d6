/**
 * Screens that list something never show an upstream failure as an empty list: My Tickets, the
 * catalogue, the scan start page and the IPD page say why the data could not be loaded (the
 * connect or timeout message) and offer Try again, which works once the upstream answers. A
 * film's purchase page that cannot read its film does the same under its heading.
 */
import { test, expect, PAST_SHORT_TIMEOUT_MS } from './fault-stack';
import { stubStripe } from '../e2e/stubs/stripe';
import { MESSAGES } from '#contract/messages.ts';
import { HEADSET_MESSAGES as M } from '#contract/headset-messages.ts';

const FAULTS = [
  { name: 'upstream down', fault: { kind: 'drop' as const }, message: MESSAGES.hostNotFound },
  { name: 'upstream too slow', fault: { delayMs: PAST_SHORT_TIMEOUT_MS }, message: MESSAGES.timeout },
];

for (const { name, fault, message } of FAULTS) {
  test(`My Tickets: ${name} shows '${message}' with Try again, not "no tickets"`, async ({ page, login, mock }) => {
    await login();
    await mock.fault({ path: '/media/entitlements', method: 'GET', ...fault });
    await page.goto('/account/home');
    const section = page.getByRole('region', { name: 'My Tickets' });
    const alert = section.getByRole('alert');
    await expect(alert).toContainText(message);
    await expect(section.getByText(/no tickets yet/)).toHaveCount(0);
    await alert.getByRole('button', { name: MESSAGES.tryAgain }).click();
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.getByRole('listitem').first()).toBeVisible();
  });

  test(`catalog: ${name} shows '${message}' with Try again, not "no films"`, async ({ page, mock }) => {
    // Down for every reader until cleared: the server, which renders the catalog from the films
    // when it can read them, and then the browser, which reads them itself when the server could not.
    await mock.fault({ path: '/media/product/*', method: 'GET', times: 100, ...fault });
    await page.goto('/movies/catalog');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(message);
    await expect(page.getByText(/No films are showing/)).toHaveCount(0);
    await mock.clearFaults();
    await alert.getByRole('button', { name: MESSAGES.tryAgain }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Neon Harbor' })).toBeVisible();
  });

  test(`purchase page: ${name} on the film shows '${message}' under its heading; Try again reads it again`, async ({
    page,
    login,
    mock,
  }) => {
    await stubStripe(page);
    await login();
    // Down for every reader until cleared: the server, which renders the page's film part when it
    // can read the film, and then the browser, which reads it itself when the server could not.
    await mock.fault({ path: '/media/product/bm-neon-harbor', method: 'GET', times: 100, ...fault });
    await page.goto('/purchase/bm-neon-harbor/neon-harbor');
    await expect(page.getByRole('heading', { level: 1, name: 'Rent a movie' })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible();
    await mock.clearFaults();
    const readsBefore = (await mock.journal({ path: '/media/product/bm-neon-harbor', method: 'GET' })).length;
    await alert.getByRole('button', { name: MESSAGES.tryAgain }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Neon Harbor/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await mock.journal({ path: '/media/product/bm-neon-harbor', method: 'GET' }), 'Try again read it once more').toHaveLength(
      readsBefore + 1,
    );
  });

  test(`IPD page: ${name} on the order shows '${message}' with Try again`, async ({ page, login, mock }) => {
    await login();
    await mock.fault({ path: '/beyond/order/ord-1001', method: 'GET', ...fault });
    await page.goto('/account/order/ord-1001/ipd');
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: MESSAGES.tryAgain }).click();
    await expect(page.getByRole('radiogroup')).toBeVisible();
  });
}

test('/token/purchase: a film that cannot be read says so; Try again opens its purchase page', async ({ page, login, mock }) => {
  await stubStripe(page);
  await login();
  // Twice: the server reads the film to send the link on, then (that having failed) the browser does.
  await mock.fault({ path: '/media/product/bm-paper-moons', method: 'GET', kind: 'drop', times: 2 });
  await page.goto('/token/purchase/bm-paper-moons');
  await expect(page.getByRole('heading', { level: 1, name: 'This film could not be opened' })).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: MESSAGES.hostNotFound });
  await alert.getByRole('button', { name: MESSAGES.tryAgain }).click();
  await expect(page).toHaveURL('/purchase/bm-paper-moons/paper-moons');
  await expect(page.getByRole('heading', { level: 1, name: /Paper Moons/ })).toBeVisible();
});

test.describe('scan start in iPhone Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  });

  test(`a scan list that fails to load says so with Try again, not '${M.noScanPending}'`, async ({ page, login, mock }) => {
    await login();
    await mock.fault({ path: '/beyond/scans', method: 'GET', kind: 'drop' });
    await page.goto('/scans/start');
    const alert = page.getByRole('alert').filter({ hasText: MESSAGES.hostNotFound });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: M.noScanPending })).toHaveCount(0);
    await alert.getByRole('button', { name: MESSAGES.tryAgain }).click();
    await expect(page.getByRole('heading', { level: 1, name: M.readyToScan })).toBeVisible();
  });
});
