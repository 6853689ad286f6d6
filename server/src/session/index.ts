/**
 * The session layer (BEHAVIOUR §11): tokens in httpOnly cookies, verify and renewal before
 * authenticated calls, login/signup/logout handlers, GET /api/session, attempt limits on the
 * credential routes, and the token-link redirects.
 */
import { Router, type RequestHandler } from 'express';
import type { Config } from '../config';
import type { UpstreamClient } from '../upstream/client';
import { routeTable, type ApiRoutes, type SessionProvider } from '../api/router';
import { attemptLimiter, type RateLimitStoreFactory } from '../rate-limit';
import { answerLinkRefusal } from '../redirects/link-wait-page';
import { tokenLinkRedirects } from '../redirects/token-links';
import { SessionService } from './provider';
import { Verifier } from './verify';
import { Renewer } from './renew';
import { SharedRenewal } from './shared-renewal';
import type { SharedRedis } from '../shared/redis';
import { findCall } from '../api/calls';
import { sessionHandlers, sessionRoute } from './handlers';
import { sessionCookieGuard } from './cookies';

export interface SessionLayer {
  provider: SessionProvider;
  customHandlers: Partial<Record<string, RequestHandler>>;
  /** Routes under /api owned by the session layer (GET /api/session, attempt limits). */
  apiRoutes: (routes: ApiRoutes) => void;
  /** Server-side redirect routes that call the upstream (token and email links). */
  redirects: Router;
  /** Drops session cookies this site could not have set (mounted before /api and the redirects). */
  cookieGuard: RequestHandler;
}

export interface SessionLayerOptions {
  /** Shares the attempt counters between instances (see rate-limit.ts). */
  rateLimitStore?: RateLimitStoreFactory;
  /** Makes renewal of a session happen once across instances (see shared-renewal.ts). */
  sharedRedis?: SharedRedis;
}

/** A renewal lock outlives its holder's attempt by this much, then expires on its own. */
const LOCK_MARGIN_MS = 2_000;

/** The browser paths (under /api) whose attempts are limited per client IP: credentials and secret tokens. */
const LIMITED = [
  ['post', '/auth/login'],
  ['post', '/auth/account'],
  ['post', '/auth/forgot'],
  ['post', '/auth/reset'],
  ['get', '/auth/reset/:token'],
] as const;

export function createSessionLayer(config: Config, upstream: UpstreamClient, options: SessionLayerOptions = {}): SessionLayer {
  const renewTimeoutMs = findCall('renew').timeoutMs ?? config.upstreamTimeoutMs;
  const coordinator = options.sharedRedis ? new SharedRenewal(options.sharedRedis, renewTimeoutMs + LOCK_MARGIN_MS) : undefined;
  const service = new SessionService(new Verifier(upstream), new Renewer(upstream, coordinator));
  const deps = { upstream, sessions: service };
  return {
    provider: service,
    customHandlers: sessionHandlers(deps),
    apiRoutes: (routes) => {
      // Mounted before the allowlist: a limiter passes the request on to the call's own route.
      // One table, not a router layer per limited path, which every /api call would walk.
      routes.use(
        routeTable(LIMITED.map(([method, path]) => ({ method, path, chain: [attemptLimiter(path, config, options.rateLimitStore)] }))),
      );
      sessionRoute(deps)(routes);
    },
    // The token links carry secrets too: the same per-address limit, one counter per link kind. A
    // person who clicked one in an email is shown a page, in their language, rather than JSON.
    redirects: tokenLinkRedirects(deps, (name) =>
      attemptLimiter(name, config, options.rateLimitStore, (req, res, body) => answerLinkRefusal(req, res, body, config.regionHeader)),
    ),
    cookieGuard: sessionCookieGuard(),
  };
}
