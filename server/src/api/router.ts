/**
 * The /api router, built from the one allowlist table. Order per call: same-origin check for
 * state-changing methods, JSON body (only for calls that carry one: uncompressed, at most 16 KB
 * and 32 levels deep), parameter sanitising, the session (access token for 'optional' and
 * 'required' calls), then the proxy or a custom handler.
 * The proxy of an authenticated call renews and retries once after a 401 code 4 on the call itself.
 * Anything not in the table is a JSON 404 and never reaches an upstream.
 */
import express, { type Request, type RequestHandler, type Response, type NextFunction } from 'express';
import type { Config } from '../config';
import { API_CALLS, SAFE_PARAM, type ApiCall, type SessionProvider } from './calls';
import { createCallProxy, UpstreamPools, type ProxyLimits } from './proxy';
import { HttpError, jsonNotFound } from '../errors';
import { MESSAGES } from '#contract/messages.ts';
import { requireSameOrigin } from './same-origin';

// The session seam lives with the call table; re-exported here for the session layer's imports.
export type { SessionProvider } from './calls';

/** Without a session implementation, an 'optional' call goes without a token and a 'required' one is refused. */
export const noSessions: SessionProvider = {
  async accessTokenFor(_req, _res, call) {
    if (call.auth === 'required') throw new HttpError(401, MESSAGES.noAccessToken);
    return undefined;
  },
};

export interface ApiRouterOptions {
  config: Config;
  sessions?: SessionProvider;
  /** Handlers for calls marked `handler: 'server'` and for the server's own /api endpoints. */
  customHandlers?: Partial<Record<string, RequestHandler>>;
  /** Extra routes mounted before the allowlist (e.g. GET /api/session). */
  ownRoutes?: (routes: ApiRoutes) => void;
  /** Connection and queue bounds per upstream (tests make them small). */
  proxyLimits?: ProxyLimits;
}

/** A request body is never compressed: a Content-Encoding other than identity is a 415 (body-parser refuses it). */
const jsonBody = express.json({ limit: '16kb', strict: true, inflate: false, type: () => true });

/** How deep a JSON body may nest; the calls' bodies are two levels deep at most. */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests deeper than `limit` (walked without recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

function limitJsonDepth(req: Request, _res: Response, next: NextFunction) {
  if (nestsDeeperThan(req.body, MAX_JSON_DEPTH)) {
    next(new HttpError(400, 'The request body is nested too deeply.'));
    return;
  }
  next();
}

function requireJson(req: Request, _res: Response, next: NextFunction) {
  const length = Number(req.headers['content-length'] ?? 0);
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if ((length > 0 || chunked) && !req.is('application/json')) {
    next(new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).'));
    return;
  }
  next();
}

function sanitiseParams(req: Request, _res: Response, next: NextFunction) {
  for (const value of Object.values(req.params)) {
    if (typeof value !== 'string' || !SAFE_PARAM.test(value)) {
      next(new HttpError(404, MESSAGES.notAllowed));
      return;
    }
  }
  next();
}

/**
 * Where the server's own /api endpoints are declared, in order, before the allowlist: `use` for a
 * handler every /api request meets, `get` for one route. They run as steps of one middleware (see
 * sequence) rather than as layers of an Express router, which every proxied call would walk.
 */
export interface ApiRoutes {
  use(handler: RequestHandler): void;
  get(path: string, ...handlers: RequestHandler[]): void;
}

/**
 * The /api handler: the same-origin check, the server's own endpoints, then the allowlist, and
 * a JSON 404 for anything else. One middleware whose steps run in that order (`sequence`), each
 * route matched as Express's router would match it (`routeTable`).
 */
export function createApiRouter(options: ApiRouterOptions): RequestHandler {
  const { config, customHandlers = {}, sessions = noSessions } = options;
  const pools = new UpstreamPools(config, options.proxyLimits);
  const steps: RequestHandler[] = [requireSameOrigin];
  options.ownRoutes?.({
    use: (handler) => steps.push(handler),
    get: (path, ...chain) => steps.push(routeTable([{ method: 'GET', path, chain }])),
  });

  const routes: TableRoute[] = [];
  for (const call of API_CALLS) {
    if (!call.exposed) continue;
    const chain: RequestHandler[] = [];
    if (call.body) chain.push(requireJson, jsonBody, limitJsonDepth);
    chain.push(sanitiseParams);
    if (call.auth !== 'skip' && call.handler === 'proxy') {
      chain.push((req, res, next) => {
        const fresh = sessions.freshTokenFor?.(req);
        if (fresh) {
          res.locals.upstreamAccessToken = fresh;
          next();
          return;
        }
        sessions.accessTokenFor(req, res, call).then((token) => {
          if (token) res.locals.upstreamAccessToken = token;
          next();
        }, next);
      });
    }
    const custom = customHandlers[call.name];
    if (call.handler === 'server' && custom) chain.push(custom);
    else if (call.handler === 'server') chain.push(notImplemented(call));
    else chain.push(createCallProxy(config, call, pools, sessions));
    routes.push({ method: call.method, path: call.browserPath, chain });
  }
  steps.push(routeTable(routes), jsonNotFound(MESSAGES.notAllowed));
  return sequence(...steps);
}

/** One route of a table: its method (GET also answers HEAD), its path pattern and its handlers, in order. */
export interface TableRoute {
  method: string;
  path: string;
  chain: RequestHandler[];
}

type PathMatcher = (path: string) => Record<string, string> | undefined;

/** Express's router's error for a path parameter that is not valid percent-encoding (a 400). */
function decodeParam(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch (err) {
    if (err instanceof URIError) Object.assign(err, { message: `Failed to decode param '${value}'`, status: 400, statusCode: 400 });
    throw err;
  }
}

/**
 * The matcher Express's router makes for a route path, for the shapes the call table uses
 * (literal segments and `:name` segments): case-insensitive, one optional trailing slash, the
 * whole path, parameters percent-decoded (a malformed one throws a 400). Anything else in a
 * pattern is refused when the router is built, so a new shape cannot match differently.
 */
export function compilePath(pattern: string): PathMatcher {
  if (!/^(\/(?::[A-Za-z_][A-Za-z0-9_]*|[A-Za-z0-9_.-]+))+$/.test(pattern)) throw new Error(`unsupported call path pattern: ${pattern}`);
  const names: string[] = [];
  const source = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)|\./g, (_token, name?: string) => {
    if (name === undefined) return '\\.';
    names.push(name);
    return '([^/]+)';
  });
  const regexp = new RegExp(`^${source}(?:/)?$`, 'i');
  return (path) => {
    const m = regexp.exec(path);
    if (!m) return undefined;
    const params: Record<string, string> = {};
    names.forEach((name, i) => (params[name] = decodeParam(m[i + 1]!)));
    return params;
  };
}

interface CompiledRoute {
  match: PathMatcher;
  chain: RequestHandler[];
}

/** One method's routes: for each literal path (lower case), the routes that may match it, in table order; and those that may match any path. */
interface MethodRoutes {
  byLiteral: Map<string, CompiledRoute[]>;
  patterns: CompiledRoute[];
}

/** A path as a literal route's key: lower case, without one trailing slash (what the matcher ignores). */
function literalKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/**
 * A method's routes, indexed so a request tries only the routes that can match its path: the
 * literal routes with its key and every route with a parameter, still in table order (a
 * parameter route before a literal one still wins). Each candidate is still matched by its own
 * matcher, so the index only skips routes, never decides a match: a path the key lets through
 * that the matcher refuses is refused.
 */
function indexRoutes(routes: { path: string; route: CompiledRoute }[]): MethodRoutes {
  const isLiteral = (path: string) => !path.includes(':');
  const byLiteral = new Map<string, CompiledRoute[]>();
  for (const { path } of routes) {
    const key = literalKey(path);
    if (!isLiteral(path) || byLiteral.has(key)) continue;
    byLiteral.set(
      key,
      routes.filter((r) => !isLiteral(r.path) || literalKey(r.path) === key).map((r) => r.route),
    );
  }
  return { byLiteral, patterns: routes.filter((r) => !isLiteral(r.path)).map((r) => r.route) };
}

/**
 * One middleware for a table of routes: finds the route for a request and runs its handlers, as
 * Express's router would with one route each (first match in table order wins; a GET route
 * answers HEAD; a handler's rejected promise is its error), without walking a router layer per
 * route: on a proxied call that walk cost more than the matching itself. A route whose handlers
 * all call next() (or next('route')) hands the request to the next matching route; none left
 * passes it on. A literal route is looked up by its path rather than tried in turn (indexRoutes).
 */
export function routeTable(table: TableRoute[]): RequestHandler {
  const listed = new Map<string, { path: string; route: CompiledRoute }[]>();
  for (const { method, path, chain } of table) {
    const key = method.toUpperCase();
    if (!listed.has(key)) listed.set(key, []);
    listed.get(key)!.push({ path, route: { match: compilePath(path), chain } });
  }
  const byMethod = new Map([...listed].map(([method, routes]) => [method, indexRoutes(routes)]));
  return (req, res, next) => {
    const routes = byMethod.get(req.method === 'HEAD' ? 'GET' : req.method);
    if (!routes) return next();
    const path = req.path;
    const candidates = routes.byLiteral.get(literalKey(path)) ?? routes.patterns;
    // From the route at `from` on; a route whose handlers all call next() goes on to the next match.
    const search = (from: number): void => {
      for (let i = from; i < candidates.length; i++) {
        let params: Record<string, string> | undefined;
        try {
          params = candidates[i]!.match(path);
        } catch (err) {
          return next(err);
        }
        if (!params) continue;
        req.params = params;
        runChain(candidates[i]!.chain, req, res, (err?: unknown) => (err && err !== 'route' ? next(err) : search(i + 1)));
        return;
      }
      next();
    };
    search(0);
  };
}

/**
 * Handlers run as one Express middleware, in order, as if each were its own layer: `next()`
 * moves on, `next(err)` (or a throw, or a rejected promise) leaves with the error, `next('route')`
 * leaves without one. Used where a request always meets the same handlers, to spare a router
 * layer per handler.
 */
export function sequence(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => runChain(handlers, req, res, next);
}

/** Runs a route's handlers in order (see sequence); `done` gets the error, or nothing. */
function runChain(chain: RequestHandler[], req: Request, res: Response, done: (err?: unknown) => void): void {
  let index = 0;
  const step = (err?: unknown): void => {
    if (err === 'route') return done();
    if (err) return done(err);
    const handler = chain[index++];
    if (!handler) return done();
    try {
      const result: unknown = handler(req, res, step);
      if (result instanceof Promise) result.catch((reason: unknown) => step(reason || new Error('Rejected promise')));
    } catch (thrown) {
      step(thrown);
    }
  };
  step();
}

function notImplemented(call: ApiCall): RequestHandler {
  return (_req, _res, next) => next(new HttpError(501, `${call.name} is not available on this server.`));
}
