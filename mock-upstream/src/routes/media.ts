/**
 * Media products, orders and entitlements (BEHAVIOUR §7), plus the store single-sign-on link
 * (`GET /beyond/multipass`), which belongs to the account page's My Orders.
 */
import { Router } from 'express';
import { orderPayloadSchema, type Entitlement } from '#contract/entities.ts';
import { requireAccount, sendError, type MockAccount, type MockContext } from '../context';
import { STAND_IN_TOKENS } from './stripe-stand-in';
import { UPSTREAM_MESSAGES } from '#contract/upstream-messages.ts';
import * as apiCalls from '#contract/api-calls.ts';

/** Where the real store lives; the multipass link points there. */
const STORE_ORIGIN = 'https://store.bigscreenvr.com';

export function mediaRoutes(ctx: MockContext): Router {
  const { state } = ctx;
  const router = Router();
  const auth = requireAccount(state);

  router.get(apiCalls.product.path, (req, res) => {
    const product = state.products.get(req.params.bigMediaId);
    if (!product) return sendError(res, 404, UPSTREAM_MESSAGES.productNotFound);
    res.json(product);
  });

  router.post(apiCalls.order.path, auth, (req, res) => {
    const account = res.locals.account as MockAccount;
    if (!account.isVerified) {
      return sendError(res, 403, UPSTREAM_MESSAGES.verifyBeforeRenting, { code: 10 });
    }
    const parsed = orderPayloadSchema.safeParse(req.body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({
        msg: `${i.path.join('.') || 'body'} is missing or invalid`,
        param: String(i.path[0] ?? ''),
      }));
      return sendError(res, 422, UPSTREAM_MESSAGES.invalidOrder, { errors });
    }
    const { bigMediaId, skuId, stripeToken } = parsed.data;
    const product = state.products.get(bigMediaId);
    if (!product) return sendError(res, 404, UPSTREAM_MESSAGES.productNotFound);
    if (product.sku.id !== skuId) return sendError(res, 422, UPSTREAM_MESSAGES.priceGone);
    // The provider's own wording and codes, as the real API passes them on.
    if (stripeToken === STAND_IN_TOKENS.declined) {
      return sendError(res, 402, UPSTREAM_MESSAGES.cardDeclined, { code: 402, type: 'card_error', decline_code: 'generic_decline' });
    }
    if (!STAND_IN_TOKENS.accepted.includes(stripeToken)) {
      return sendError(
        res,
        400,
        'No such token: a similar object exists in test mode, but a live mode key was used to make this request.',
        { type: 'invalid_request_error' },
      );
    }
    const entitlement: Entitlement = {
      status: 'IDLE',
      expirationTimestamp: null,
      mediaProduct: structuredClone(product),
      receipt: { stripePaymentResult: { currency: product.sku.currency, amount: product.sku.price } },
    };
    const owned = state.entitlements.get(account.id) ?? [];
    owned.unshift(entitlement);
    state.entitlements.set(account.id, owned);
    state.outbox.push({ kind: 'order', accountId: account.id, detail: { bigMediaId, skuId, stripeToken } });
    res.status(201).json({ ok: true, entitlement });
  });

  router.get(apiCalls.entitlements.path, auth, (_req, res) => {
    const account = res.locals.account as MockAccount;
    res.json(state.entitlements.get(account.id) ?? []);
  });

  router.get(apiCalls.multipass.path, auth, (req, res) => {
    const account = res.locals.account as MockAccount;
    const redir = typeof req.query.redir === 'string' ? req.query.redir : undefined;
    // A real multipass token is encrypted; the demo's only needs to say whose and where to.
    const token = Buffer.from(JSON.stringify({ email: account.email, return_to: redir ?? '/account' })).toString('base64url');
    res.json({ url: `${STORE_ORIGIN}/account/login/multipass/${token}` });
  });

  return router;
}
