/**
 * Attempt limits for login, signup, forgot and reset: RATE_LIMIT_PER_MINUTE attempts per client
 * IP (as `req.ip` sees it, so TRUST_PROXY matters) per route per minute, then a 429 JSON answer
 * with Retry-After.
 *
 * The counters live in express-rate-limit's in-memory store by default, which is per instance.
 * To share them between several instances, pass a store factory in `AppDeps.rateLimitStore`
 * that returns a shared store (any express-rate-limit `Store`, e.g. one backed by Redis or
 * Memcached) with a distinct key prefix per route name, e.g.
 *   rateLimitStore: (name) => new RedisStore({ prefix: `rl:${name}:`, sendCommand })
 * express-rate-limit refuses one store instance for several limiters, hence a factory.
 * With REDIS_URL set, the app uses shared/rate-limit-store.ts (Redis, with a per-instance
 * fallback while Redis is unusable).
 */
import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { Config } from './config';
import { errorBody } from './errors';
import { MESSAGES } from '#contract/messages.ts';
import { metrics } from './metrics';

export type RateLimitStoreFactory = (routeName: string) => Store;

export const RATE_LIMIT_WINDOW_MS = 60_000;

export function attemptLimiter(
  name: string,
  config: Pick<Config, 'rateLimitPerMinute'>,
  storeFactory?: RateLimitStoreFactory,
): RequestHandler {
  return rateLimit({
    windowMs: RATE_LIMIT_WINDOW_MS,
    limit: config.rateLimitPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    ...(storeFactory ? { store: storeFactory(name) } : {}),
    handler: (_req, res) => {
      metrics.rateLimited(name);
      res.status(429).json(errorBody(429, MESSAGES.tooManyRequests));
    },
  });
}
