/**
 * Which card form field an error is about, so its message can show at that field as well as in
 * the form's alert (docs/BEHAVIOUR.md §5, §8). Two sources name fields: the payment provider's
 * errors (by `code`, sometimes by `param`) and a validation answer from our own API (`param`).
 * An error that names no field of the form (a declined card, an unknown parameter) shows only
 * in the alert.
 */

export type CardField = 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'postalCode';

export type CardFieldErrors = Partial<Record<CardField, string>>;

/** The provider's error codes that are about one field. */
const BY_CODE: Record<string, CardField> = {
  incomplete_number: 'cardNumber',
  invalid_number: 'cardNumber',
  incorrect_number: 'cardNumber',
  incomplete_expiry: 'cardExpiry',
  invalid_expiry_month: 'cardExpiry',
  invalid_expiry_month_past: 'cardExpiry',
  invalid_expiry_year: 'cardExpiry',
  invalid_expiry_year_past: 'cardExpiry',
  expired_card: 'cardExpiry',
  incomplete_cvc: 'cardCvc',
  invalid_cvc: 'cardCvc',
  incorrect_cvc: 'cardCvc',
  incomplete_zip: 'postalCode',
  incorrect_zip: 'postalCode',
  postal_code_invalid: 'postalCode',
};

/**
 * Parameter names, from the provider and from our order call. The order names the card only as
 * a whole (`stripeToken`, the token made from it): its number field stands for the card.
 */
const BY_PARAM: Record<string, CardField> = {
  number: 'cardNumber',
  cardNumber: 'cardNumber',
  stripeToken: 'cardNumber',
  exp_month: 'cardExpiry',
  exp_year: 'cardExpiry',
  cardExpiry: 'cardExpiry',
  cvc: 'cardCvc',
  cardCvc: 'cardCvc',
  address_zip: 'postalCode',
  postalCode: 'postalCode',
  postal_code: 'postalCode',
};

const own = <T>(table: Record<string, T>, key: string | undefined): T | undefined =>
  key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

/** The field a provider error is about, if any. */
export function cardFieldOfProviderError(error: { code?: string; param?: string }): CardField | undefined {
  return own(BY_CODE, error.code) ?? own(BY_PARAM, error.param);
}

/** A validation answer's field messages (by the API's parameter names), keyed by this form's fields. */
export function cardFieldErrorsOf(fieldErrors: Record<string, string>): CardFieldErrors {
  const out: CardFieldErrors = {};
  for (const [param, message] of Object.entries(fieldErrors)) {
    const field = own(BY_PARAM, param);
    if (field && !out[field]) out[field] = message;
  }
  return out;
}
