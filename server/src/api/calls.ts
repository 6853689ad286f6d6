/**
 * The one allowlist of upstream calls (BEHAVIOUR §7, §10–11). Nothing outside this table is
 * forwarded: the /api router is built from it, and anything else under /api is a JSON 404.
 *
 * - `browserPath`: the path under /api the browser uses (Express pattern).
 * - `upstreamPath`: the path on the upstream, built from sanitised parameters only.
 * - `auth` (BEHAVIOUR §6): 'skip' sends only the app key, 'optional' adds the access token when there
 *   is a session, 'required' refuses without one.
 * - `exposed: false` marks calls the server makes itself (verify, renew, token links) that the
 *   browser may not make directly.
 * - `handler: 'custom'` marks calls answered by a server handler instead of the plain proxy
 *   (login and signup set cookies and answer with the profile, logout clears them).
 */
import type { Request, Response } from 'express';
import { TIMEOUT_MS } from '#contract/protocol.ts';
import type { UpstreamName } from '../config';

export type AuthMode = 'skip' | 'optional' | 'required';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiCall {
  name: string;
  method: HttpMethod;
  upstream: UpstreamName;
  browserPath: string;
  upstreamPath: (params: Record<string, string>) => string;
  auth: AuthMode;
  /** Fixed timeouts of BEHAVIOUR §9 (login, verify, logout); others use UPSTREAM_TIMEOUT_MS. */
  timeoutMs?: number;
  exposed: boolean;
  handler: 'proxy' | 'custom';
  /** Query parameters passed on to the upstream; every other one is dropped. */
  query?: readonly string[];
  /** Whether the call carries a JSON body (POST/PUT). */
  body?: boolean;
}

/**
 * Path parameters (tokens, ids) must look like this before they reach an upstream URL. A value
 * made only of dots ('.', '..', also when the browser sent them as %2e) is a path segment to a
 * normalising server, so it is refused too.
 */
export const SAFE_PARAM = /^(?!\.+$)[A-Za-z0-9._~-]{1,256}$/;

/**
 * The session seam: resolves the access token for a call (and may refresh cookies on `res`).
 * Returns undefined when there is no session; throws HttpError(401) when `required` cannot be met.
 */
export interface SessionProvider {
  accessTokenFor(req: Request, res: Response, call: ApiCall): Promise<string | undefined>;
  /**
   * The request's access token when it was verified a moment ago (the verify cache), found
   * without waiting; undefined sends the call through accessTokenFor. Most signed-in calls take
   * this path, and a proxied call then reaches the upstream in the same turn of the event loop.
   */
  freshTokenFor?(req: Request): string | undefined;
  /**
   * After a 401 code 4 on a call itself: renew with the answer's nonce and return the new access
   * token (the proxy then retries once). Throws HttpError(401) when the session is over.
   */
  renewFor?(req: Request, res: Response, nonce: string, rejectedToken?: string): Promise<string>;
}

const enc = encodeURIComponent;
const fixed = (path: string) => () => path;

type CallSpec = Omit<ApiCall, 'exposed' | 'handler' | 'upstream'> & Partial<Pick<ApiCall, 'exposed' | 'handler' | 'upstream'>>;

function call(spec: CallSpec): ApiCall {
  return {
    upstream: 'main',
    exposed: true,
    handler: 'proxy',
    ...spec,
  };
}

export const API_CALLS: readonly ApiCall[] = [
  // Authentication
  call({
    name: 'login',
    method: 'POST',
    browserPath: '/auth/login',
    upstreamPath: fixed('/auth/login'),
    auth: 'skip',
    timeoutMs: TIMEOUT_MS.login,
    handler: 'custom',
    body: true,
  }),
  call({
    name: 'tokenLogin',
    method: 'GET',
    browserPath: '/auth/token/login/:token',
    upstreamPath: (p) => `/auth/token/login/${enc(p.token!)}`,
    auth: 'skip',
    timeoutMs: TIMEOUT_MS.login,
    exposed: false,
  }),
  call({
    name: 'token2Login',
    method: 'GET',
    browserPath: '/auth/token2/login/:token',
    upstreamPath: (p) => `/auth/token2/login/${enc(p.token!)}`,
    auth: 'skip',
    timeoutMs: TIMEOUT_MS.login,
    exposed: false,
  }),
  call({
    name: 'createAccount',
    method: 'POST',
    browserPath: '/auth/account',
    upstreamPath: fixed('/auth/account'),
    auth: 'skip',
    timeoutMs: TIMEOUT_MS.login,
    handler: 'custom',
    body: true,
  }),
  call({
    name: 'logout',
    method: 'GET',
    browserPath: '/auth/logout',
    upstreamPath: fixed('/auth/logout'),
    auth: 'required',
    timeoutMs: TIMEOUT_MS.logout,
    handler: 'custom',
  }),
  call({ name: 'account', method: 'GET', browserPath: '/auth/account', upstreamPath: fixed('/auth/account'), auth: 'required' }),
  call({
    name: 'verify',
    method: 'GET',
    browserPath: '/auth/verify',
    upstreamPath: fixed('/auth/verify'),
    auth: 'required',
    timeoutMs: TIMEOUT_MS.verify,
    exposed: false,
  }),
  call({ name: 'renew', method: 'GET', browserPath: '/auth/renew', upstreamPath: fixed('/auth/renew'), auth: 'skip', exposed: false }),
  call({
    name: 'whoami',
    method: 'GET',
    browserPath: '/auth/whoami',
    upstreamPath: fixed('/auth/whoami'),
    auth: 'optional',
    exposed: false,
  }),
  call({ name: 'forgot', method: 'POST', browserPath: '/auth/forgot', upstreamPath: fixed('/auth/forgot'), auth: 'skip', body: true }),
  call({ name: 'reset', method: 'POST', browserPath: '/auth/reset', upstreamPath: fixed('/auth/reset'), auth: 'skip', body: true }),
  call({
    name: 'emailVerify',
    method: 'GET',
    browserPath: '/auth/email/verify/:token',
    upstreamPath: (p) => `/auth/email/verify/${enc(p.token!)}`,
    auth: 'skip',
    exposed: false,
  }),
  call({
    name: 'emailUpdate',
    method: 'GET',
    browserPath: '/auth/email/update/:token',
    upstreamPath: (p) => `/auth/email/update/${enc(p.token!)}`,
    auth: 'skip',
    exposed: false,
  }),
  call({
    name: 'resetCheck',
    method: 'GET',
    browserPath: '/auth/reset/:token',
    upstreamPath: (p) => `/auth/reset/${enc(p.token!)}`,
    auth: 'skip',
  }),
  call({ name: 'resend', method: 'GET', browserPath: '/auth/resend', upstreamPath: fixed('/auth/resend'), auth: 'required' }),
  // Store and media
  call({
    name: 'multipass',
    method: 'GET',
    browserPath: '/beyond/multipass',
    upstreamPath: fixed('/beyond/multipass'),
    auth: 'required',
    query: ['redir'],
  }),
  call({
    name: 'product',
    method: 'GET',
    browserPath: '/media/product/:bigMediaId',
    upstreamPath: (p) => `/media/product/${enc(p.bigMediaId!)}`,
    auth: 'optional',
  }),
  call({ name: 'order', method: 'POST', browserPath: '/media/order', upstreamPath: fixed('/media/order'), auth: 'required', body: true }),
  call({
    name: 'entitlements',
    method: 'GET',
    browserPath: '/media/entitlements',
    upstreamPath: fixed('/media/entitlements'),
    auth: 'required',
  }),
  call({ name: 'scans', method: 'GET', browserPath: '/beyond/scans', upstreamPath: fixed('/beyond/scans'), auth: 'required' }),
  call({
    name: 'scanProcess',
    method: 'GET',
    browserPath: '/beyond/scan/:tpyToken/process',
    upstreamPath: (p) => `/beyond/scan/${enc(p.tpyToken!)}/process`,
    auth: 'required',
  }),
  call({ name: 'orders', method: 'GET', browserPath: '/beyond/orders', upstreamPath: fixed('/beyond/orders'), auth: 'required' }),
  call({
    name: 'bigOrder',
    method: 'GET',
    browserPath: '/beyond/order/:bigOrderId',
    upstreamPath: (p) => `/beyond/order/${enc(p.bigOrderId!)}`,
    auth: 'required',
  }),
  call({
    name: 'changeIpd',
    method: 'PUT',
    browserPath: '/beyond/order/:bigOrderId/ipd',
    upstreamPath: (p) => `/beyond/order/${enc(p.bigOrderId!)}/ipd`,
    auth: 'required',
    body: true,
  }),
  // Info
  call({ name: 'region', method: 'GET', browserPath: '/info/region', upstreamPath: fixed('/info/region'), auth: 'skip' }),
  call({ name: 'currency', method: 'GET', browserPath: '/info/currency', upstreamPath: fixed('/info/currency'), auth: 'skip' }),
  // Cloud API and remote-desktop host
  call({
    name: 'browserSession',
    method: 'GET',
    upstream: 'cloud',
    browserPath: '/cloud/apps/browser/:activityId',
    upstreamPath: (p) => `/apps/browser/${enc(p.activityId!)}`,
    auth: 'required',
  }),
  call({
    name: 'remoteDesktopConfig',
    method: 'GET',
    upstream: 'rd',
    browserPath: '/rd/config',
    upstreamPath: fixed('/config'),
    auth: 'skip',
  }),
];

export function findCall(name: string): ApiCall {
  const found = API_CALLS.find((c) => c.name === name);
  if (!found) throw new Error(`No such upstream call: ${name}`);
  return found;
}
