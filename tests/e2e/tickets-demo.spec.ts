/**
 * The offline demo path: the server points the client at mock-upstream's stand-in for the
 * payment provider's script (STRIPE_JS_URL), the CSP lets that origin through, and a newcomer
 * can rent a ticket end to end without any third-party host.
 */
import { demoTest as test, expect } from './stubs/stripe-stack';
import { STRIPE_HOST } from './stubs/stripe';

test('a newcomer rents a ticket with the offline stand-in', async ({ page, login, mock }) => {
  const thirdParty: string[] = [];
  page.on('request', (req) => {
    if (STRIPE_HOST.test(req.url())) thirdParty.push(req.url());
  });
  await login();
  await page.goto('/movies/catalog');
  await page.getByRole('link', { name: 'Rent Kaiju Dawn' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Kaiju Dawn/ })).toBeVisible();

  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('5555555555554444');
  await page.getByRole('textbox', { name: 'Expiration date (MM / YY)' }).pressSequentially('1230');
  await expect(page.getByRole('textbox', { name: 'Expiration date (MM / YY)' })).toHaveValue('12 / 30');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).pressSequentially('321');
  await page.getByLabel('Postal code').fill('100-0001');
  await page.getByRole('button', { name: 'Rent for ¥500' }).click();

  await expect(page).toHaveURL(/\/account\/home$/);
  const kaiju = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kaiju Dawn' }) });
  await expect(kaiju.filter({ hasText: 'UNUSED' })).toHaveCount(1);
  const posted = await mock.journal({ path: '/media/order', method: 'POST' });
  expect(posted.map((e) => e.body)).toEqual([{ bigMediaId: 'bm-kaiju-dawn', skuId: 'sku-kaiju-dawn-jpy', stripeToken: 'tok_mastercard' }]);
  expect(thirdParty).toEqual([]);
});

test('the stand-in explains which cards work', async ({ page, login, mock }) => {
  await login();
  await page.goto('/purchase/bm-neon-harbor/neon-harbor');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await page.getByRole('textbox', { name: 'Expiration date (MM / YY)' }).fill('1230');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('button', { name: 'Rent for $4.99' }).click();
  await expect(page.getByRole('alert')).toContainText('test cards only, such as 4242 4242 4242 4242');
  expect(await mock.journal({ path: '/media/order' })).toEqual([]);
});
