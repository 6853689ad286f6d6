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
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { Config } from './config';
import { errorBody } from './errors';
import { MESSAGES } from '#contract/messages.ts';
import { metrics } from './metrics';

export type RateLimitStoreFactory = (routeName: string) => Store;

export const RATE_LIMIT_WINDOW_MS = 60_000;

/** How a refused attempt is answered; by default the JSON error with its 429. */
export type Refusal = (req: Request, res: Response, body: ReturnType<typeof errorBody>) => void;

export function attemptLimiter(
  name: string,
  config: Pick<Config, 'rateLimitPerMinute'>,
  storeFactory?: RateLimitStoreFactory,
  refuse: Refusal = (_req, res, body) => res.json(body),
): RequestHandler {
  return rateLimit({
    windowMs: RATE_LIMIT_WINDOW_MS,
    limit: config.rateLimitPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    ...(storeFactory ? { store: storeFactory(name) } : {}),
    handler: (req, res) => {
      metrics.rateLimited(name);
      refuse(req, res.status(429), errorBody(429, MESSAGES.tooManyRequests));
    },
  });
}
