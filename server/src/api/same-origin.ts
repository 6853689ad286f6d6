/**
 * CSRF defence: /api requests from another site are refused before anything reaches an upstream.
 * - Any method: a `Sec-Fetch-Site` of `cross-site` or `same-site` is refused. Some allowlisted
 *   GETs change state (resend sends an email, scan processing attaches a scan to the account),
 *   and SameSite=Lax cookies ride along on a top-level cross-site navigation, so a link on
 *   another site must not reach them. The site's own calls are `same-origin`; a page the person
 *   typed or bookmarked is `none`.
 * - POST/PUT/DELETE: the Origin, when present, must also be this site's.
 * A request with neither header comes from a non-browser client, which cookies alone cannot forge.
 */
import type { NextFunction, Request, Response } from 'express';
import { HttpError } from '../errors';
import { MESSAGES } from '#contract/messages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the browser says the request was started by another site (another origin or a sibling subdomain). */
export function isFromAnotherSite(req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

export function isSameOrigin(req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  try {
    const url = new URL(origin);
    return url.host === req.headers.host && url.protocol === `${req.protocol}:`;
  } catch {
    return false;
  }
}

export function requireSameOrigin(req: Request, _res: Response, next: NextFunction) {
  if (!isFromAnotherSite(req) && (SAFE_METHODS.has(req.method) || isSameOrigin(req))) {
    next();
    return;
  }
  next(new HttpError(403, MESSAGES.crossOrigin));
}
