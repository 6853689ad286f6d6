/**
 * Every upstream call, declared once (docs/ARCHITECTURE.md, "How to add an upstream call"). The
 * server builds its /api allowlist and its own upstream requests from these entries
 * (server/src/api/calls.ts), the browser builds each call's address and checks its answer from
 * them (client/src/shared/api/calls.ts), and the mock upstream serves each one at the same
 * address (mock-upstream/src/routes/). An address nobody declared here is not forwarded.
 *
 * One export per call, named as the call is in logs and metrics. A call is written
 * `call({...})` so the browser build keeps only the entries its code uses.
 */
import { TIMEOUT_MS } from './protocol';
import type { AnswerName } from './answers';

export type UpstreamName = 'main' | 'cloud' | 'rd';
export type AuthMode = 'skip' | 'optional' | 'required';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallEntry {
  readonly method: HttpMethod;
  /** The upstream that answers it; the main API unless named. */
  readonly upstream?: UpstreamName;
  /**
   * The path on the upstream, an Express pattern (`/beyond/order/:bigOrderId`). The browser uses
   * the same path under `/api`, after the upstream's prefix (UPSTREAM_PREFIX).
   */
  readonly path: string;
  /** 'skip' sends only the app key, 'optional' adds the access token when there is a session, 'required' refuses without one. */
  readonly auth: AuthMode;
  /** A fixed deadline (login, verify, logout); the others use the server's UPSTREAM_TIMEOUT_MS. */
  readonly timeoutMs?: number;
  /** False for calls the server makes itself (verify, renew, token links): the browser may not make them. */
  readonly exposed?: boolean;
  /** 'server' when the server answers it with a handler of its own (login and signup set cookies, logout clears them). */
  readonly handler?: 'proxy' | 'server';
  /** Query parameters passed on to the upstream; every other one is dropped. */
  readonly query?: readonly string[];
  /** Whether the call carries a JSON body (POST, PUT). */
  readonly body?: boolean;
  /** The answer's schema, by its name in contract/answers.ts, when the browser reads the answer. */
  readonly answer?: AnswerName;
}

/** Where each upstream's calls sit under the browser's `/api`. */
export const UPSTREAM_PREFIX: Record<UpstreamName, string> = { main: '', cloud: '/cloud', rd: '/rd' };

/** Declares a call; the literal path is kept in the type, so a caller's parameters are checked by name. */
function call<const E extends CallEntry>(entry: E): E {
  return entry;
}

// Authentication
export const login = /* @__PURE__ */ call({
  method: 'POST',
  path: '/auth/login',
  auth: 'skip',
  timeoutMs: TIMEOUT_MS.login,
  handler: 'server',
  body: true,
  answer: 'signedIn',
});
export const tokenLogin = /* @__PURE__ */ call({
  method: 'GET',
  path: '/auth/token/login/:token',
  auth: 'skip',
  timeoutMs: TIMEOUT_MS.login,
  exposed: false,
});
export const token2Login = /* @__PURE__ */ call({
  method: 'GET',
  path: '/auth/token2/login/:token',
  auth: 'skip',
  timeoutMs: TIMEOUT_MS.login,
  exposed: false,
});
export const createAccount = /* @__PURE__ */ call({
  method: 'POST',
  path: '/auth/account',
  auth: 'skip',
  timeoutMs: TIMEOUT_MS.login,
  handler: 'server',
  body: true,
  answer: 'signedIn',
});
export const logout = /* @__PURE__ */ call({
  method: 'GET',
  path: '/auth/logout',
  auth: 'required',
  timeoutMs: TIMEOUT_MS.logout,
  handler: 'server',
});
export const account = /* @__PURE__ */ call({ method: 'GET', path: '/auth/account', auth: 'required' });
export const verify = /* @__PURE__ */ call({
  method: 'GET',
  path: '/auth/verify',
  auth: 'required',
  timeoutMs: TIMEOUT_MS.verify,
  exposed: false,
});
export const renew = /* @__PURE__ */ call({ method: 'GET', path: '/auth/renew', auth: 'skip', exposed: false });
export const whoami = /* @__PURE__ */ call({ method: 'GET', path: '/auth/whoami', auth: 'optional', exposed: false });
export const forgot = /* @__PURE__ */ call({ method: 'POST', path: '/auth/forgot', auth: 'skip', body: true });
export const reset = /* @__PURE__ */ call({ method: 'POST', path: '/auth/reset', auth: 'skip', body: true });
export const emailVerify = /* @__PURE__ */ call({ method: 'GET', path: '/auth/email/verify/:token', auth: 'skip', exposed: false });
export const emailUpdate = /* @__PURE__ */ call({ method: 'GET', path: '/auth/email/update/:token', auth: 'skip', exposed: false });
export const resetCheck = /* @__PURE__ */ call({ method: 'GET', path: '/auth/reset/:token', auth: 'skip' });
export const resend = /* @__PURE__ */ call({ method: 'GET', path: '/auth/resend', auth: 'required' });

// Store and media
export const multipass = /* @__PURE__ */ call({
  method: 'GET',
  path: '/beyond/multipass',
  auth: 'required',
  query: ['redir'],
  answer: 'multipass',
});
export const product = /* @__PURE__ */ call({ method: 'GET', path: '/media/product/:bigMediaId', auth: 'optional', answer: 'product' });
export const order = /* @__PURE__ */ call({ method: 'POST', path: '/media/order', auth: 'required', body: true });
export const entitlements = /* @__PURE__ */ call({ method: 'GET', path: '/media/entitlements', auth: 'required', answer: 'list' });

// Headset orders and face scans
export const scans = /* @__PURE__ */ call({ method: 'GET', path: '/beyond/scans', auth: 'required', answer: 'list' });
export const scanProcess = /* @__PURE__ */ call({ method: 'GET', path: '/beyond/scan/:tpyToken/process', auth: 'required' });
export const orders = /* @__PURE__ */ call({ method: 'GET', path: '/beyond/orders', auth: 'required', answer: 'list' });
export const bigOrder = /* @__PURE__ */ call({ method: 'GET', path: '/beyond/order/:bigOrderId', auth: 'required' });
export const changeIpd = /* @__PURE__ */ call({ method: 'PUT', path: '/beyond/order/:bigOrderId/ipd', auth: 'required', body: true });

// Info
export const region = /* @__PURE__ */ call({ method: 'GET', path: '/info/region', auth: 'skip' });
export const currency = /* @__PURE__ */ call({ method: 'GET', path: '/info/currency', auth: 'skip' });

// Cloud API and remote-desktop host
export const browserSession = /* @__PURE__ */ call({
  method: 'GET',
  upstream: 'cloud',
  path: '/apps/browser/:activityId',
  auth: 'required',
  answer: 'browserSession',
});
export const remoteDesktopConfig = /* @__PURE__ */ call({
  method: 'GET',
  upstream: 'rd',
  path: '/config',
  auth: 'skip',
  answer: 'remoteDesktopConfig',
});
