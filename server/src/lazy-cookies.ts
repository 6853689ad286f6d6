/**
 * cookie-parser, run only when something reads `req.cookies`. Most requests (static files,
 * unauthenticated proxied calls) never look at cookies, and parsing them was ~6% of a proxied
 * call's CPU time.
 *
 * The getter lives once on the app's request prototype, not on each request: defining an
 * accessor on every request object cost ~1.3% of a proxied call by itself (and turns the
 * object into a slower dictionary-mode one). The first read parses and stores the result as
 * the request's own property, which shadows the getter from then on.
 */
import type { Express, Request } from 'express';
import cookieParser from 'cookie-parser';

const parse = cookieParser();
const noop = () => {};

function own(req: Request, value: unknown): void {
  Object.defineProperty(req, 'cookies', { value, writable: true, enumerable: true, configurable: true });
}

export function lazyCookies(app: Express): void {
  Object.defineProperty(app.request, 'cookies', {
    configurable: true,
    enumerable: true,
    get(this: Request) {
      // cookie-parser skips a request whose req.cookies is already set and then assigns it
      // itself: an own, empty property first lets it do both.
      own(this, undefined);
      parse(this, this.res!, noop);
      return (this as { cookies?: unknown }).cookies;
    },
    set(this: Request, value: unknown) {
      own(this, value);
    },
  });
}
