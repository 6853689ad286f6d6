/**
 * The purchase route's action: posts the order the card form submits (through a fetcher) once
 * the payment provider has turned the card into a token (docs/BEHAVIOUR.md §4 purchase flow).
 */
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { OrderPayload } from '#contract/entities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { ApiError } from '#client/shared/api/client.ts';
import { paths } from '#client/shared/core/paths.ts';
import { formFailure, type FormFailure } from '#client/shared/core/route-data.ts';
import { placeOrder } from './api';
import { cardFieldErrorsOf, type CardFieldErrors } from './card-errors';

/** A refused order, with the messages of the card form's fields it names. */
export interface OrderFailure extends Omit<FormFailure, 'fieldErrors'> {
  fieldErrors: CardFieldErrors;
}

const FIELDS = ['bigMediaId', 'skuId', 'stripeToken'] as const satisfies readonly (keyof OrderPayload)[];

/** What the card form submits: the film and price it showed, and the provider's token. */
export function orderSubmission(order: OrderPayload): Record<keyof OrderPayload, string> {
  return { bigMediaId: order.bigMediaId, skuId: order.skuId, stripeToken: order.stripeToken };
}

/**
 * Places the order, then goes to the account page. A refusal returns its failure with an error
 * status, so the router does not read the page's film again behind the form. The order is not
 * tied to the request's signal: leaving the page cannot take back an order the upstream may
 * already have placed.
 */
export async function orderAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const [bigMediaId = '', skuId = '', stripeToken = ''] = FIELDS.map((name) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  });
  try {
    await placeOrder({ bigMediaId, skuId, stripeToken });
  } catch (err) {
    const { error, fieldErrors } = formFailure(err, MESSAGES.orderFailed);
    const failure: OrderFailure = { ok: false, error, fieldErrors: cardFieldErrorsOf(fieldErrors) };
    // A connection that failed has no status of its own; 502 says the same to the router.
    return data(failure, { status: err instanceof ApiError && err.status >= 400 ? err.status : 502 });
  }
  return redirect(paths.accountHome);
}
