/**
 * The site server for `npm run dev` (scripts/dev.ts runs it under `tsx watch`, so it restarts
 * when server code changes). It is the production app from server/src/app.ts, with one
 * difference: the client comes from Vite's dev middleware (modules compiled on request, hot
 * reload over a WebSocket on this same port) instead of the build. Every other path (/api, /go,
 * token and email links, /healthz, security headers and CSP) is the production code.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { createServer as createViteServer } from 'vite';
import { ConfigError, loadConfig, type Config } from '#server/config.ts';
import { createApp } from '#server/app.ts';
import { createLogger } from '#server/logger.ts';
import { startTracing } from '#server/tracing/tracing.ts';
import { BUILD_INFO } from '#server/build-info.ts';
import { prepareShell, sendShell, wantsShell, type StaticSite } from '#server/static.ts';
import { prettyStream } from './pretty-log';

let config: Config;
try {
  config = loadConfig(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
/** Vite's module, dependency and client requests: hundreds per page load, and not what the developer reads. */
const VITE_REQUEST = /^\/(@vite\/|@react-refresh|@fs\/|@id\/|src\/|node_modules\/)/;
const logger = createLogger(
  config,
  prettyStream((log) => {
    const req = log.req as { url?: string } | undefined;
    const res = log.res as { statusCode?: number } | undefined;
    return VITE_REQUEST.test(req?.url ?? '') && (res?.statusCode ?? 0) < 400;
  }),
);
const server = http.createServer();
const vite = await createViteServer({
  configFile: path.resolve('vite.config.ts'),
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server } },
});
const indexHtml = path.resolve('client/index.html');

/** The HTML shell as in production (head tags, status, nonce, caching, referrer), with Vite's dev scripts added. */
const shell: RequestHandler = (req, res, next) => {
  if (!wantsShell(req)) return next();
  fs.promises
    .readFile(indexHtml, 'utf8')
    .then((template) => vite.transformIndexHtml(req.originalUrl, template))
    .then((html) => sendShell(prepareShell(html), config.siteUrl, req, res, next, { regionHeader: config.regionHeader }))
    .catch(next);
};

const site: StaticSite = {
  // Nothing is hashed in development: Vite serves modules, public files and its own client.
  assets: (_req, _res, next) => next(),
  publicFiles: vite.middlewares,
  shell,
  ready: () => true,
};

// With OTEL_EXPORTER_OTLP_ENDPOINT set, development records spans as production does (docs/OPERATIONS.md, "Tracing").
const tracing = await startTracing(config, logger, BUILD_INFO.version);
server.on('request', createApp(config, { logger, site, tracing }));
await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(config.port, config.host, resolve);
});
const address = server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
logger.info({ port }, 'listening (development: Vite dev middleware, hot reload)');
// The same machine-readable line as the production entry, for scripts/dev.ts and tests.
process.stdout.write(`${JSON.stringify({ msg: 'site-listening', port, demo: config.demo })}\n`);

const stop = () => {
  void vite.close().finally(() => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
