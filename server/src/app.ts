/**
 * Builds the site's Express app from a config object, without listening (supertest uses it).
 * Middleware meets a request in this order, and the order is tested:
 *   trust proxy → metrics timer → request id + logger → security headers → health → /api →
 *   server-side redirects → (demo) third-party stand-ins → static assets → sitemap/robots → public files → SPA shell (200 for
 *   the route table's pages, 404 for the rest) → JSON 404 → error handler.
 */
import http from 'node:http';
import express from 'express';
import { lazyCookies } from './lazy-cookies';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createHttpLogger, createLogger } from './logger';
import { securityHeaders } from './security/headers';
import { healthRoutes, type Lifecycle } from './health';
import { createApiRouter, sequence } from './api/router';
import type { ProxyLimits } from './api/proxy';
import { plainRedirects } from './redirects/routes';
import { languageSwitch } from './redirects/language-switch';
import { createStaticSite, type StaticSite } from './static';
import { createPageRenderer } from './page-render';
import { seoRoutes } from './pages';
import { errorHandler, jsonNotFound } from './errors';
import { createUpstreamClient, type UpstreamClient } from './upstream/client';
import { createSessionLayer } from './session';
import type { RateLimitStoreFactory } from './rate-limit';
import { clientConfigRoutes } from './client-config';
import { standInRelay } from './stand-ins';
import { metrics } from './metrics';
import type { SharedRedis } from './shared/redis';
import { sharedRateLimitStore } from './shared/rate-limit-store';
import { propagationOnly, type Tracing } from './tracing/tracing';
import { deferHeader, installDeferredHead } from './response-head';

export interface AppDeps {
  logger?: Logger;
  lifecycle?: Lifecycle;
  upstream?: UpstreamClient;
  /** Shares the login/signup/forgot/reset attempt counters between instances (see rate-limit.ts). */
  rateLimitStore?: RateLimitStoreFactory;
  /**
   * Redis shared with the other instances (REDIS_URL): one renewal per session across all of
   * them, and shared attempt counters (unless `rateLimitStore` is given).
   */
  sharedRedis?: SharedRedis;
  /** Connection and queue bounds per upstream for the proxy (defaults in api/proxy.ts). */
  proxyLimits?: ProxyLimits;
  /** Serves the client instead of the build (`npm run dev` passes Vite's dev middleware). */
  site?: StaticSite;
  /** Records spans when an OTLP endpoint is configured (index.ts); default: traceparent carried, nothing recorded. */
  tracing?: Tracing;
}

export function createApp(config: Config, deps: AppDeps = {}): express.Express {
  const logger = deps.logger ?? createLogger(config);
  const lifecycle = deps.lifecycle ?? { shuttingDown: false };
  const upstream = deps.upstream ?? createUpstreamClient(config);
  const site =
    deps.site ?? createStaticSite(config.staticDir, config.siteUrl, createPageRenderer(config, upstream, logger), config.regionHeader);
  const { sharedRedis } = deps;
  const rateLimitStore = deps.rateLimitStore ?? (sharedRedis ? sharedRateLimitStore(sharedRedis) : undefined);
  const session = createSessionLayer(config, upstream, { rateLimitStore, sharedRedis });

  const app = express();
  app.disable('x-powered-by');
  // req.cookies is parsed on first read (a getter on the request prototype, not a middleware).
  lazyCookies(app);
  // Headers noted by the middlewares below reach every answer's head (response-head.ts).
  installDeferredHead(app);
  app.set('trust proxy', config.trustProxy);

  // Every request meets these five in this order: one middleware, not five router layers.
  app.use(
    sequence(
      metrics.httpMiddleware(),
      createHttpLogger(logger, app, deps.tracing ?? propagationOnly),
      (_req, res, next) => {
        // While draining, ask keep-alive clients to reconnect elsewhere.
        if (lifecycle.shuttingDown) res.setHeader('Connection', 'close');
        next();
      },
      securityHeaders(config),
      healthRoutes(lifecycle, site.ready, site.loading),
    ),
  );
  // One mounted layer for all of /api (the cookie guard, then the allowlist router): a proxied
  // call pays Express's mount (path match, prefix trim and restore) once.
  app.use(
    '/api',
    sequence(
      session.cookieGuard,
      (req, res, next) => {
        res.locals.requestId = req.id;
        deferHeader(res, 'cache-control', 'no-store');
        next();
      },
      createApiRouter({
        config,
        sessions: session.provider,
        customHandlers: session.customHandlers,
        proxyLimits: deps.proxyLimits,
        ownRoutes: (routes) => {
          clientConfigRoutes(config)(routes);
          session.apiRoutes(routes);
        },
      }),
    ),
  );
  // Metrics are served on METRICS_PORT only (index.ts), never here, and the SPA must not answer for
  // them (after /api, which they are not under: an API call does not meet this route).
  app.all('/metrics', jsonNotFound());
  app.use(plainRedirects());
  app.use(languageSwitch());
  app.use(session.redirects);
  if (config.standInsUrl) app.use(standInRelay(config.standInsUrl));
  app.use('/assets', site.assets);
  app.use(seoRoutes(config.staticDir, config.siteUrl));
  app.use(site.publicFiles);
  app.use(site.shell);
  app.use(jsonNotFound());
  app.use(errorHandler(logger));
  return app;
}

/**
 * Server options under which Node makes each request and response with the app's own
 * prototypes from the start. Express otherwise swaps every request's and response's prototype
 * when it takes it (`Object.setPrototypeOf(req, app.request)`): on this machine a swap costs
 * ~180 ns an object against ~30 ns for setting the prototype an object already has, and each
 * request object got a second shape (docs/decisions/0010-proxy-path-allocation.md).
 *
 * The classes extend Node's own, so V8 sizes their objects as it does Node's (a plain function
 * calling Node's constructor made objects whose fields overflowed into separate storage: ~8 KB
 * more garbage per request). Their prototypes are put in front of the app's, and become the
 * app's: `app.request` and `app.response` are replaced, so Express's swap sets the prototype the
 * object already has (and what is added to either prototype later still reaches every request).
 * Call once per app.
 */
export function serverOptionsFor(app: express.Express): http.ServerOptions {
  class AppRequest extends http.IncomingMessage {}
  class AppResponse extends http.ServerResponse {}
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  app.request = AppRequest.prototype as unknown as typeof app.request;
  app.response = AppResponse.prototype as unknown as typeof app.response;
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse as unknown as typeof http.ServerResponse };
}
