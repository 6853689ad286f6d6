/**
 * The session cookies (BEHAVIOUR §11). Names, by scheme:
 *   over https: `__Host-bs_at` (access token), `__Host-bs_rt` (refresh token), `__Host-bs_retry` (retry token)
 *   over http:  `bs_at`, `bs_rt`, `bs_retry` (browsers refuse `__Host-` and `Secure` without TLS)
 * All are HttpOnly, SameSite=Lax, Path=/; tokens last 14 days, the retry token 1 day.
 * The scheme is decided per request from `req.secure`, which honours TRUST_PROXY.
 */
import type { CookieOptions, Request, Response } from 'express';
import { COOKIE_DAYS } from '../../../contract/protocol';

const DAY_MS = 24 * 60 * 60 * 1000;

export const COOKIE_BASE_NAMES = { access: 'bs_at', refresh: 'bs_rt', retry: 'bs_retry' } as const;
type CookieKind = keyof typeof COOKIE_BASE_NAMES;

export function cookieName(kind: CookieKind, secure: boolean): string {
  return `${secure ? '__Host-' : ''}${COOKIE_BASE_NAMES[kind]}`;
}

function options(req: Request, days?: number): CookieOptions {
  const base: CookieOptions = { httpOnly: true, secure: req.secure, sameSite: 'lax', path: '/' };
  return days === undefined ? base : { ...base, maxAge: days * DAY_MS };
}

function read(req: Request, kind: CookieKind): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[cookieName(kind, req.secure)];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken?: string;
}

export function readSession(req: Request): { accessToken?: string; refreshToken?: string } {
  return { accessToken: read(req, 'access'), refreshToken: read(req, 'refresh') };
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
