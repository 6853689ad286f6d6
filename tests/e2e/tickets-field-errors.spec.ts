/**
 * The card form's field errors: an error the payment provider reports about one field, or a
 * validation answer of the order call that names one, shows at that field (the labelled group
 * around the provider's frame is marked invalid and described by the message) as well as in the
 * form's alert; the other fields stay unmarked, and correcting the field clears its mark.
 * The provider is the stand-in at its own host (stubs/stripe.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './stubs/stripe-stack';
import { stubStripe } from './stubs/stripe';

const NEON = '/purchase/bm-neon-harbor/neon-harbor';

const cardInput = (page: Page, name: string) => page.getByRole('textbox', { name });
const field = (page: Page, name: string) => page.getByRole('group', { name });
const rentButton = (page: Page) => page.getByRole('button', { name: /^Rent for / });

async function openCardForm(page: Page, { number, expiry }: { number: string; expiry: string }) {
  await stubStripe(page);
  await page.goto(NEON);
  await cardInput(page, 'Card number').fill(number);
  await cardInput(page, 'Expiration date (MM / YY)').fill(expiry);
  await cardInput(page, 'Security code (CVC)').fill('123');
  await page.getByLabel('Postal code').fill('94110');
  await expect(rentButton(page)).toBeEnabled();
}

test('a card number the provider finds invalid shows at the card number field and in the alert', async ({ page, login, mock }) => {
  await login();
  await openCardForm(page, { number: '4242 4242 4242 4241', expiry: '1234' }); // fails the checksum
  await rentButton(page).click();

  const message = 'Your card number is invalid.';
  await expect(page.getByRole('alert')).toHaveText(message);
  const number = field(page, 'Card number');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription(message);
  for (const other of ['Expiration (MM / YY)', 'Security code (CVC)']) {
    await expect(field(page, other)).not.toHaveAttribute('aria-invalid');
    await expect(field(page, other)).toHaveAccessibleDescription('');
  }
  await expect(page.getByLabel('Postal code')).not.toHaveAttribute('aria-invalid');
  expect(await mock.journal({ path: '/media/order' })).toEqual([]);

  // The corrected number loses its mark, and the same form rents the ticket.
  await cardInput(page, 'Card number').fill('4242 4242 4242 4242');
  await expect(number).not.toHaveAttribute('aria-invalid');
  await expect(number).toHaveAccessibleDescription('');
  await rentButton(page).click();
  await expect(page).toHaveURL(/\/account\/home$/);
  const posted = await mock.journal({ path: '/media/order', method: 'POST' });
  expect(posted.map((e) => e.body)).toEqual([{ bigMediaId: 'bm-neon-harbor', skuId: 'sku-neon-harbor-usd', stripeToken: 'tok_visa' }]);
});

test('an expiry date in the past shows at the expiry field', async ({ page, login }) => {
  await login();
  await openCardForm(page, { number: '4242 4242 4242 4242', expiry: '1220' });
  await rentButton(page).click();

  const message = "Your card's expiration year is in the past.";
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(field(page, 'Expiration (MM / YY)')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Expiration (MM / YY)')).toHaveAccessibleDescription(message);
  await expect(field(page, 'Card number')).not.toHaveAttribute('aria-invalid');
});

test('an order refused with a validation error naming the card shows it at the card number field', async ({
  page,
  login,
  mock,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(); // the browser logs the 422 answer as a failed resource load
  const message = 'This card cannot be used to rent films.';
  await mock.fault({
    path: '/media/order',
    method: 'POST',
    status: 422,
    body: { message: 'Invalid order', errors: [{ param: 'stripeToken', msg: message }] },
  });
  await login();
  await openCardForm(page, { number: '4242 4242 4242 4242', expiry: '1234' });
  await rentButton(page).click();

  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(field(page, 'Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Card number')).toHaveAccessibleDescription(message);
  await expect(field(page, 'Expiration (MM / YY)')).not.toHaveAttribute('aria-invalid');
  await expect(page).toHaveURL(NEON);
  await expect(rentButton(page)).toBeEnabled();
  // The upstream received what the form sent, once, and placed nothing.
  const posted = await mock.journal({ path: '/media/order', method: 'POST' });
  expect(posted.map((e) => e.body)).toEqual([{ bigMediaId: 'bm-neon-harbor', skuId: 'sku-neon-harbor-usd', stripeToken: 'tok_visa' }]);
  expect((await mock.outbox()).filter((m) => m.kind === 'order')).toEqual([]);
});

test('an order refused for a reason that names no field of the form marks no field', async ({ page, login, mock, allowConsoleErrors }) => {
  allowConsoleErrors(); // the browser logs the 422 answer as a failed resource load
  await mock.fault({
    path: '/media/order',
    method: 'POST',
    status: 422,
    body: { message: 'Invalid order', errors: [{ param: 'skuId', msg: 'This price is no longer offered.' }] },
  });
  await login();
  await openCardForm(page, { number: '4242 4242 4242 4242', expiry: '1234' });
  await rentButton(page).click();

  await expect(page.getByRole('alert')).toHaveText('This price is no longer offered.');
  for (const name of ['Card number', 'Expiration (MM / YY)', 'Security code (CVC)']) {
    await expect(field(page, name)).not.toHaveAttribute('aria-invalid');
  }
  await expect(page.getByLabel('Postal code')).not.toHaveAttribute('aria-invalid');
});
