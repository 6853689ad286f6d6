/**
 * Builds the site's Express app from a config object, without listening (supertest uses it).
 * Middleware meets a request in this order, and the order is tested:
 *   trust proxy → request id + logger → security headers → health → cookies → /api →
 *   server-side redirects → static assets → SPA shell → JSON 404 → error handler.
 */
import express from 'express';
import { lazyCookies } from './lazy-cookies';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createHttpLogger, createLogger } from './logger';
import { securityHeaders } from './security/headers';
import { healthRoutes, type Lifecycle } from './health';
import { createApiRouter } from './api/router';
import { plainRedirects } from './redirects/routes';
import { createStaticSite, type StaticSite } from './static';
import { errorHandler } from './errors';
import { createUpstreamClient, type UpstreamClient } from './upstream/client';
import { createSessionLayer } from './session';
import type { RateLimitStoreFactory } from './rate-limit';
import { clientConfigRoutes } from './client-config';
import { MESSAGES } from '../../contract/messages';

export interface AppDeps {
  logger?: Logger;
  lifecycle?: Lifecycle;
  upstream?: UpstreamClient;
  /** Shares the login/signup/forgot/reset attempt counters between instances (see rate-limit.ts). */
  rateLimitStore?: RateLimitStoreFactory;
  /** Serves the client instead of the build (`npm run dev` passes Vite's dev middleware). */
  site?: StaticSite;
}

export function createApp(config: Config, deps: AppDeps = {}): express.Express {
  const logger = deps.logger ?? createLogger(config);
  const lifecycle = deps.lifecycle ?? { shuttingDown: false };
  const upstream = deps.upstream ?? createUpstreamClient(config);
  const site = deps.site ?? createStaticSite(config.staticDir);
  const session = createSessionLayer(config, upstream, logger, { rateLimitStore: deps.rateLimitStore });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(createHttpLogger(logger));
  app.use((_req, res, next) => {
    // While draining, ask keep-alive clients to reconnect elsewhere.
    if (lifecycle.shuttingDown) res.setHeader('Connection', 'close');
    next();
  });
  app.use(...securityHeaders(config));
  app.use(healthRoutes(lifecycle, site.ready));
  app.use(lazyCookies());
  app.use(
    '/api',
    (req, res, next) => {
      res.locals.requestId = req.id;
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
    createApiRouter({
      config,
      sessions: session.provider,
      customHandlers: session.customHandlers,
      ownRoutes: (router) => {
        clientConfigRoutes(config)(router);
        session.apiRoutes(router);
      },
    }),
  );
  app.use(plainRedirects());
  app.use(session.redirects);
  app.use('/assets', site.assets);
  app.use(site.publicFiles);
  app.use(site.shell);
  app.use((_req, res) => {
    res.status(404).json({ message: MESSAGES.notFound, status: 404 });
  });
  app.use(errorHandler(logger));
  return app;
}
