/**
 * cookie-parser, run only when something reads `req.cookies`. Most requests (static files,
 * unauthenticated proxied calls) never look at cookies, and parsing them was ~6% of a proxied
 * call's CPU time.
 */
import type { RequestHandler } from 'express';
import cookieParser from 'cookie-parser';

const parse = cookieParser();
const noop = () => {};

export function lazyCookies(): RequestHandler {
  return (req, res, next) => {
    let parsed = false;
    Object.defineProperty(req, 'cookies', {
      configurable: true,
      enumerable: true,
      get() {
        if (!parsed) {
          parsed = true;
          // cookie-parser assigns req.cookies itself: drop this getter first so it can.
          delete (req as { cookies?: unknown }).cookies;
          parse(req, res, noop);
        }
        return (req as { cookies?: unknown }).cookies;
      },
    });
    next();
  };
}
