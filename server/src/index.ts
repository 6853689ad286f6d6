/**
 * The server entry: reads config, (in demo mode) starts the embedded mock upstream, listens,
 * and shuts down gracefully: readiness goes 503, in-flight requests drain for up to
 * SHUTDOWN_GRACE_MS, then the process exits 0.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { createApp, serverOptionsFor } from './app';
import { createLogger } from './logger';
import { SharedRedis } from './shared/redis';
import { startMetricsServer, type MetricsServer } from './metrics';
import { startEmbeddedMockUpstream } from './demo-upstream';
import { startTracing } from './tracing/tracing';
import { BUILD_INFO } from './build-info';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The demo's publishable key: only the stand-in accepts it. */
const DEMO_STRIPE_PUBLISHABLE_KEY = 'pk_demo_stand_in_not_a_real_key';
/** The demo's page-builder key: only the stand-in answers it. */
const DEMO_BUILDER_API_KEY = 'demo-page-builder-key';

async function main() {
  let config: Config;
  try {
    config = loadConfig(process.env, path.resolve(here, '../client'));
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config);
  // Before anything that makes upstream or Redis calls: they are spans once recording is on.
  const tracing = await startTracing(config, logger, BUILD_INFO.version);
  let stopMock: (() => Promise<void>) | undefined;
  if (config.demo) {
    // Demo mode: the embedded mock upstream stands in for all three upstreams.
    const mock = await startEmbeddedMockUpstream({
      port: config.mockUpstreamPort ?? 0,
      appKey: config.appKey,
      quiet: true,
      rotateRefreshTokens: config.mockRotateRefreshTokens,
    });
    config.upstreams = mock.urls;
    if (config.catalogMediaIds.length === 0) config.catalogMediaIds = mock.catalogMediaIds;
    // Third-party services are unreachable offline: the mock serves stand-ins, which the site
    // relays under its own origin so a visitor on another machine reaches them too (stand-ins.ts).
    config.standInsUrl = mock.url;
    config.stripeJsUrl ??= '/__stripe/v3';
    config.stripe.testKey ??= DEMO_STRIPE_PUBLISHABLE_KEY;
    config.videos.trailer ??= '/__video/trailer';
    config.videos.howTo ??= '/__video/how-to';
    // The real page-builder SDK, pointed at the stand-in's content (English and Japanese).
    if (!config.builderApiKey) {
      config.builderApiKey = DEMO_BUILDER_API_KEY;
      config.builderApiHost = '/__builder';
    }
    stopMock = mock.close;
    logger.info({ upstream: mock.urls.main }, 'demo mode: embedded mock upstream started');
  }

  let sharedRedis: SharedRedis | undefined;
  if (config.redisUrl) {
    sharedRedis = new SharedRedis(config.redisUrl, logger, tracing);
    // Bounded: without Redis the instance starts anyway, on per-instance state.
    await sharedRedis.ready();
    logger.info({ fallback: sharedRedis.inFallback }, 'redis configured: renewal and rate limits shared between instances');
  }
  let metricsServer: MetricsServer | undefined;
  if (config.metricsPort !== undefined) {
    metricsServer = await startMetricsServer(config.metricsPort, config.host);
    logger.info({ port: metricsServer.port }, 'metrics served on their own port');
  }

  const lifecycle = { shuttingDown: false };
  const app = createApp(config, { logger, lifecycle, sharedRedis, tracing });
  const server = http.createServer(serverOptionsFor(app), app);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 120_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, demo: config.demo, version: BUILD_INFO.version, commit: BUILD_INFO.commit }, 'listening');
  // A machine-readable line for test harnesses and scripts that start the server on port 0.
  process.stdout.write(`${JSON.stringify({ msg: 'site-listening', port, demo: config.demo, metricsPort: metricsServer?.port })}\n`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.shuttingDown = true;
    logger.info({ signal }, 'shutting down: draining in-flight requests');
    const force = setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
    }, config.shutdownGraceMs);
    force.unref();
    // Keep-alive sockets that finish their last request while draining are closed as they go idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
    server.close(async () => {
      clearTimeout(force);
      clearInterval(sweep);
      await stopMock?.();
      await metricsServer?.close();
      await sharedRedis?.close();
      await tracing.shutdown();
      logger.info('stopped');
      logger.flush?.();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled rejection');
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
