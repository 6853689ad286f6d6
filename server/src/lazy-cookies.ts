/**
 * cookie-parser, run only when something reads `req.cookies`. Most requests (static files,
 * unauthenticated proxied calls) never look at cookies, and parsing them was ~6% of a proxied
 * call's CPU time.
 *
 * The getter lives once on the app's request prototype, not on each request: defining an
 * accessor on every request object cost ~1.3% of a proxied call by itself (and turns the
 * object into a slower dictionary-mode one). The first read runs cookie-parser on a small
 * stand-in holding only the Cookie header, so its result (names to values, `j:` values parsed
 * as JSON, exactly as the middleware makes them) is kept under a symbol with a plain
 * assignment. Letting it assign `req.cookies` itself meant redefining that property on the
 * request twice per signed-in call, ~0.6 µs (docs/decisions/0019-proxy-per-call-cpu.md).
 * No signing secret is configured, so there are never signed cookies to parse.
 */
import type { Express, Request } from 'express';
import cookieParser from 'cookie-parser';

const parse = cookieParser();
const noop = () => {};
const PARSED = Symbol('parsed cookies');

type Parsed = Request & { [PARSED]?: unknown };

/** What cookie-parser reads from a request and writes to it. */
interface ParserStandIn {
  headers: { cookie?: string };
  cookies?: unknown;
}

function parseCookies(req: Request): unknown {
  const standIn: ParserStandIn = { headers: { cookie: req.headers.cookie } };
  parse(standIn as unknown as Request, req.res!, noop);
  return standIn.cookies;
}

export function lazyCookies(app: Express): void {
  Object.defineProperty(app.request, 'cookies', {
    configurable: true,
    enumerable: true,
    get(this: Parsed) {
      let cookies = this[PARSED];
      if (cookies === undefined) this[PARSED] = cookies = parseCookies(this);
      return cookies;
    },
    set(this: Parsed, value: unknown) {
      this[PARSED] = value;
    },
  });
}
