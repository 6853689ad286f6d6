/** Prices and receipts (BEHAVIOUR §3, §8, §9): every currency, the unknown code, and the $ERR cases. */
import { describe, expect, it } from 'vitest';
import { formatMoney, formatReceipt } from '#client/features/tickets/money.ts';
import { CURRENCIES } from '#contract/entities.ts';

describe('formatMoney', () => {
  it.each([
    ['usd', 499, '$4.99'],
    ['cad', 1250, 'CA$12.50'],
    ['eur', 399, '€3.99'],
    ['nzd', 100, 'NZ$1.00'],
    ['aud', 5, 'A$0.05'],
    ['gbp', 350, '£3.50'],
    ['sek', 4900, 'SEK 49.00'],
    ['jpy', 500, '¥500'],
  ])('%s %d reads %s', (currency, amount, expected) => {
    // Intl may use a narrow no-break space between code and number: compare with plain spaces.
    expect(formatMoney(currency, amount).replace(/\s/g, ' ')).toBe(expected);
  });

  it('covers every currency the contract lists', () => {
    for (const code of CURRENCIES) expect(formatMoney(code, 100)).not.toBe('$ERR');
  });

  it('shows two decimals for hundredths and none for yen, with grouping', () => {
    expect(formatMoney('usd', 123456789)).toBe('$1,234,567.89');
    expect(formatMoney('jpy', 1234567)).toBe('¥1,234,567');
    expect(formatMoney('usd', 0)).toBe('$0.00');
    expect(formatMoney('eur', 1)).toBe('€0.01');
  });

  it('accepts a code in capitals', () => {
    expect(formatMoney('USD', 499)).toBe('$4.99');
  });

  it('shows the raw number for a code it does not know', () => {
    expect(formatMoney('chf', 499)).toBe('499');
    expect(formatMoney('xyz', 12.5)).toBe('12.5');
  });

  it.each([
    [undefined, 499],
    [null, 499],
    ['', 499],
    ['usd', undefined],
    ['usd', null],
    ['jpy', Number.NaN],
    [undefined, undefined],
  ])('shows $ERR when currency %s or price %s is missing', (currency, amount) => {
    expect(formatMoney(currency, amount)).toBe('$ERR');
  });
});

describe('formatReceipt', () => {
  it('reads a card payment from amount', () => {
    expect(formatReceipt({ stripePaymentResult: { currency: 'usd', amount: 499 } })).toBe('$4.99');
  });

  it('reads a store payment from price', () => {
    expect(formatReceipt({ oculusPaymentResult: { currency: 'jpy', price: 500 } })).toBe('¥500');
  });

  it('says COUPON for a coupon payment', () => {
    expect(formatReceipt({ couponPaymentResult: { code: 'WELCOME' } })).toBe('COUPON');
    expect(formatReceipt({ stripePaymentResult: null, couponPaymentResult: {} })).toBe('COUPON');
  });

  it('shows $ERR when the payment lacks its currency or amount, or there is no receipt', () => {
    expect(formatReceipt({ stripePaymentResult: { currency: 'usd' } })).toBe('$ERR');
    expect(formatReceipt({ oculusPaymentResult: { price: 500 } })).toBe('$ERR');
    expect(formatReceipt({})).toBe('$ERR');
    expect(formatReceipt(null)).toBe('$ERR');
    expect(formatReceipt(undefined)).toBe('$ERR');
  });
});
