/**
 * The session cookies (BEHAVIOUR §11). Names, by scheme:
 *   over https: `__Host-bs_at` (access token), `__Host-bs_rt` (refresh token), `__Host-bs_retry` (retry token)
 *   over http:  `bs_at`, `bs_rt`, `bs_retry` (browsers refuse `__Host-` and `Secure` without TLS)
 * All are HttpOnly, SameSite=Lax, Path=/; tokens last 14 days, the retry token 1 day.
 * The scheme is decided per request from `req.secure`, which honours TRUST_PROXY.
 */
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { COOKIE_DAYS } from '#contract/protocol.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const COOKIE_BASE_NAMES = { access: 'bs_at', refresh: 'bs_rt', retry: 'bs_retry' } as const;
type CookieKind = keyof typeof COOKIE_BASE_NAMES;

/** Each kind's name over https, made once (read on every signed-in call). */
const SECURE_NAMES = Object.fromEntries(Object.entries(COOKIE_BASE_NAMES).map(([kind, name]) => [kind, `__Host-${name}`])) as Record<
  CookieKind,
  string
>;

export function cookieName(kind: CookieKind, secure: boolean): string {
  return secure ? SECURE_NAMES[kind] : COOKIE_BASE_NAMES[kind];
}

function options(req: Request, days?: number): CookieOptions {
  const base: CookieOptions = { httpOnly: true, secure: req.secure, sameSite: 'lax', path: '/' };
  return days === undefined ? base : { ...base, maxAge: days * DAY_MS };
}

/**
 * What a token the upstream handed out can look like: visible ASCII, no longer than a browser keeps
 * a cookie. Anything else (CR/LF, characters past U+00FF, a 16 KB value) was not set by this site
 * and could not be sent upstream as a header.
 */
const TOKEN_VALUE = /^[\x21-\x7e]{1,4096}$/;

/**
 * BEHAVIOUR §11: a session cookie this site could not have set is no session. It is dropped from
 * the request, cleared in the browser and logged as the client's error, so the visitor is simply
 * signed out instead of locked out by an upstream failure on every call.
 */
export function sessionCookieGuard(): RequestHandler {
  return (req, res, next) => {
    // Most requests carry no session cookie: leave their cookies unparsed.
    if (!req.headers.cookie?.includes('bs_')) return next();
    const cookies = (req.cookies ?? {}) as Record<string, unknown>;
    // Read once: req.secure asks the trust-proxy setting each time.
    const secure = req.secure;
    const malformed = (kind: CookieKind) => {
      const value = cookies[cookieName(kind, secure)];
      return value !== undefined && !(typeof value === 'string' && TOKEN_VALUE.test(value));
    };
    // A bad half of the token pair ends the whole session; a bad retry token only itself.
    const drop: CookieKind[] = malformed('access') || malformed('refresh') ? ['access', 'refresh'] : [];
    if (malformed('retry')) drop.push('retry');
    if (drop.length === 0) return next();
    req.log?.info({ cookies: drop.map((kind) => cookieName(kind, secure)) }, 'malformed session cookie: treated as signed out');
    for (const kind of drop) {
      const name = cookieName(kind, secure);
      delete cookies[name];
      res.clearCookie(name, options(req));
    }
    next();
  };
}

function read(req: Request, kind: CookieKind, secure = req.secure): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[cookieName(kind, secure)];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken?: string;
}

export function readSession(req: Request): { accessToken?: string; refreshToken?: string } {
  const secure = req.secure;
  return { accessToken: read(req, 'access', secure), refreshToken: read(req, 'refresh', secure) };
}

/** The session's access token alone (the signed-in call's hot path reads nothing else). */
export function readAccessToken(req: Request): string | undefined {
  return read(req, 'access');
}

/**
 * Whether the request carries a session at all (either token). Without one the visitor is
 * signed out for certain, and the server can say so before any page is drawn.
 */
export function hasSessionCookie(req: Request): boolean {
  if (!req.headers.cookie?.includes('bs_')) return false;
  return read(req, 'access') !== undefined || read(req, 'refresh') !== undefined;
}

export function readRetryToken(req: Request): string | undefined {
  return read(req, 'retry');
}

/** Stores the tokens; without a new refresh token the one the browser holds is kept. */
export function writeSession(req: Request, res: Response, tokens: SessionTokens): void {
  const secure = req.secure;
  res.cookie(cookieName('access', secure), tokens.accessToken, options(req, COOKIE_DAYS.session));
  const refresh = tokens.refreshToken ?? read(req, 'refresh');
  if (refresh) res.cookie(cookieName('refresh', secure), refresh, options(req, COOKIE_DAYS.session));
}

export function writeRetryToken(req: Request, res: Response, token: string): void {
  res.cookie(cookieName('retry', req.secure), token, options(req, COOKIE_DAYS.retry));
}

export function clearSession(req: Request, res: Response, { retry = false } = {}): void {
  const kinds: CookieKind[] = retry ? ['access', 'refresh', 'retry'] : ['access', 'refresh'];
  for (const kind of kinds) res.clearCookie(cookieName(kind, req.secure), options(req));
}
