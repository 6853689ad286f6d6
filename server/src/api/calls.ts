/**
 * The one allowlist of upstream calls (BEHAVIOUR §7, §10–11), as the server uses it. Each call is
 * declared once, in contract/api-calls.ts; this module turns those entries into the server's form.
 * Nothing outside the table is forwarded: the /api router is built from it, and anything else
 * under /api is a JSON 404.
 *
 * - `browserPath`: the path under /api the browser uses (Express pattern): the upstream's prefix
 *   and the entry's path.
 * - `upstreamPath`: the path on the upstream, built from sanitised parameters only.
 * - `auth` (BEHAVIOUR §6): 'skip' sends only the app key, 'optional' adds the access token when there
 *   is a session, 'required' refuses without one.
 * - `exposed: false` marks calls the server makes itself (verify, renew, token links) that the
 *   browser may not make directly.
 * - `handler: 'server'` marks calls answered by a server handler instead of the plain proxy
 *   (login and signup set cookies and answer with the profile, logout clears them).
 */
import type { Request, Response } from 'express';
import * as CALLS from '#contract/api-calls.ts';
import { UPSTREAM_PREFIX, type AuthMode, type CallEntry, type HttpMethod, type UpstreamName } from '#contract/api-calls.ts';

export type { AuthMode, HttpMethod };

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
  handler: 'proxy' | 'server';
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

/** The contract's entries, each under its export name (a module's exports come sorted by name). */
const ENTRIES = Object.entries(CALLS as Record<string, object>).filter((pair): pair is [string, CallEntry] => 'method' in pair[1]);

/**
 * The upstream path of a pattern, with each `:name` replaced by its parameter, percent-encoded
 * (the parameters were checked against SAFE_PARAM by the router or the caller).
 */
function pathBuilder(pattern: string): (params: Record<string, string>) => string {
  const parts = pattern.split(/:(\w+)/);
  if (parts.length === 1) return () => pattern;
  return (params) => {
    let path = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) path += encodeURIComponent(params[parts[i]!] ?? '') + parts[i + 1]!;
    return path;
  };
}

function toApiCall(name: string, entry: CallEntry): ApiCall {
  const upstream = entry.upstream ?? 'main';
  return {
    name,
    method: entry.method,
    upstream,
    browserPath: UPSTREAM_PREFIX[upstream] + entry.path,
    upstreamPath: pathBuilder(entry.path),
    auth: entry.auth,
    timeoutMs: entry.timeoutMs,
    exposed: entry.exposed ?? true,
    handler: entry.handler ?? 'proxy',
    query: entry.query,
    body: entry.body,
  };
}

export const API_CALLS: readonly ApiCall[] = ENTRIES.map(([name, entry]) => toApiCall(name, entry));

export function findCall(name: string): ApiCall {
  const found = API_CALLS.find((c) => c.name === name);
  if (!found) throw new Error(`No such upstream call: ${name}`);
  return found;
}
