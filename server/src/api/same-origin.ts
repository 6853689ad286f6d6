/**
 * CSRF defence (CONTRACT §2): state-changing /api requests from another origin are refused.
 * Browsers send Origin on cross-origin POST/PUT/DELETE and Sec-Fetch-Site everywhere modern;
 * a request with neither comes from a non-browser client, which cookies alone cannot forge.
 */
import type { NextFunction, Request, Response } from 'express';
import { HttpError } from '../errors';
import { MESSAGES } from '../../../contract/messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
  if (SAFE_METHODS.has(req.method) || isSameOrigin(req)) {
    next();
    return;
  }
  next(new HttpError(403, MESSAGES.crossOrigin));
}
