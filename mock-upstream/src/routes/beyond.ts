/**
 * Headset orders, IPD changes and face scans (BEHAVIOUR §7, §10). Every call is made as the
 * signed-in account, and an account only ever sees its own orders and scans: anybody else's
 * order, or a scan token issued to somebody else, is answered exactly like one that does not
 * exist (404), so ids cannot be probed.
 * (The store sign-on, GET /beyond/multipass, lives with the media routes.)
 */
import { Router, type Request, type Response } from 'express';
import { IPD_MAX, IPD_MIN } from '#contract/entities.ts';
import { requireAccount, sendError, type MockAccount, type MockContext } from '../context';
import { SEED_SCAN_TOKENS } from '../seed';
import { UPSTREAM_MESSAGES } from '#contract/upstream-messages.ts';
import * as apiCalls from '#contract/api-calls.ts';

const accountOf = (res: Response) => res.locals.account as MockAccount;

/** Why an IPD value is refused, or undefined when it is acceptable. */
export function ipdProblem(value: unknown): string | undefined {
  if (value === undefined || value === null) return 'Send the new IPD as "ipd".';
  if (typeof value !== 'number' || !Number.isFinite(value)) return UPSTREAM_MESSAGES.ipdNotANumber;
  if (!Number.isInteger(value)) return UPSTREAM_MESSAGES.ipdNotWhole;
  if (value < IPD_MIN || value > IPD_MAX) return UPSTREAM_MESSAGES.ipdOutOfRange;
  return undefined;
}

const NOT_QUEUED: Record<string, string> = {
  manufacturing: UPSTREAM_MESSAGES.ipdManufacturing,
  shipped: UPSTREAM_MESSAGES.ipdShipped,
  cancelled: UPSTREAM_MESSAGES.ipdCancelled,
};

export function beyondRoutes({ state }: MockContext): Router {
  const router = Router();
  const auth = requireAccount(state);

  const ownOrder = (req: Request, res: Response) => {
    const found = state.orders.get(String(req.params.bigOrderId));
    if (!found || found.ownerId !== accountOf(res).id) {
      sendError(res, 404, UPSTREAM_MESSAGES.noSuchOrder);
      return undefined;
    }
    return found.order;
  };

  router.get(apiCalls.orders.path, auth, (_req, res) => {
    res.json(state.ordersOf(accountOf(res).id));
  });

  router.get(apiCalls.bigOrder.path, auth, (req, res) => {
    const order = ownOrder(req, res);
    if (order) res.json(order);
  });

  router.put(apiCalls.changeIpd.path, auth, (req, res) => {
    const order = ownOrder(req, res);
    if (!order) return;
    const body: unknown = req.body;
    const ipd = body && typeof body === 'object' ? (body as { ipd?: unknown }).ipd : undefined;
    const problem = ipdProblem(ipd);
    if (problem) return sendError(res, 422, problem, { errors: [{ msg: problem, param: 'ipd' }] });
    if (order.status !== 'queued') {
      const why = NOT_QUEUED[order.status ?? ''] ?? UPSTREAM_MESSAGES.ipdNotQueued;
      return sendError(res, 422, why);
    }
    order.ipd = ipd as number;
    for (const item of order.lineItems) {
      if (item.type === 'headset') (item as { ipd?: number | null }).ipd = ipd as number;
    }
    res.json(order);
  });

  router.get(apiCalls.scans.path, auth, (_req, res) => {
    res.json(state.scans.get(accountOf(res).id) ?? []);
  });

  router.get(apiCalls.scanProcess.path, auth, (req, res) => {
    const account = accountOf(res);
    const token = String(req.params.tpyToken);
    const outcome = Object.hasOwn(SEED_SCAN_TOKENS, token) ? SEED_SCAN_TOKENS[token] : undefined;
    if (!outcome || outcome.ownerId !== account.id) return sendError(res, 404, UPSTREAM_MESSAGES.noSuchScan);
    // A received scan is no longer pending.
    if (outcome.status === 200) state.scans.set(account.id, (state.scans.get(account.id) ?? []).slice(1));
    res.status(outcome.status).json(outcome.body);
  });

  return router;
}
