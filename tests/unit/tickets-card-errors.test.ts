/** Which card form field an error is about: the provider's codes and parameters, and our order's 422 parameters. */
import { describe, expect, it } from 'vitest';
import { cardFieldErrorsOf, cardFieldOfProviderError } from '#client/features/tickets/card-errors.ts';

describe('cardFieldOfProviderError', () => {
  it.each([
    ['incomplete_number', 'cardNumber'],
    ['invalid_number', 'cardNumber'],
    ['incorrect_number', 'cardNumber'],
    ['incomplete_expiry', 'cardExpiry'],
    ['invalid_expiry_year_past', 'cardExpiry'],
    ['expired_card', 'cardExpiry'],
    ['incomplete_cvc', 'cardCvc'],
    ['incorrect_cvc', 'cardCvc'],
    ['incorrect_zip', 'postalCode'],
  ])('code %s is about %s', (code, field) => {
    expect(cardFieldOfProviderError({ code })).toBe(field);
  });

  it('falls back to the parameter the provider names', () => {
    expect(cardFieldOfProviderError({ code: 'processing_error', param: 'exp_month' })).toBe('cardExpiry');
    expect(cardFieldOfProviderError({ param: 'cvc' })).toBe('cardCvc');
  });

  it('a declined card, or a code or parameter it does not know, is about no one field', () => {
    expect(cardFieldOfProviderError({ code: 'card_declined' })).toBeUndefined();
    expect(cardFieldOfProviderError({ code: 'toString' })).toBeUndefined();
    expect(cardFieldOfProviderError({ param: '__proto__' })).toBeUndefined();
    expect(cardFieldOfProviderError({})).toBeUndefined();
  });
});

describe('cardFieldErrorsOf', () => {
  it('keys a validation answer’s messages by the form’s fields; the token stands for the card number', () => {
    expect(cardFieldErrorsOf({ stripeToken: 'This card cannot be used.', address_zip: 'Unknown postal code.' })).toEqual({
      cardNumber: 'This card cannot be used.',
      postalCode: 'Unknown postal code.',
    });
  });

  it('drops parameters that are no field of the form, and keeps the first message for a field', () => {
    expect(cardFieldErrorsOf({ bigMediaId: 'Unknown film.', skuId: 'Gone.', exp_month: 'Bad month.', exp_year: 'Bad year.' })).toEqual({
      cardExpiry: 'Bad month.',
    });
  });
});
