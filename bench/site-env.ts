import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags';

/** What every bench process shares: the app key the mock expects, and the production site's environment on that mock. */
export const BENCH_APP_KEY = 'bench-app-key-0123456789';

/**
 * The site as it runs in production (logging at info, every check on), pointed at the mock's three
 * upstreams; with `otlpUrl`, exporting every request's spans there (docs/OPERATIONS.md, "Tracing").
 */
export function benchSiteEnv(urls: { main: string; cloud: string; rd: string }, otlpUrl?: string): NodeJS.ProcessEnv {
  return {
    ...(otlpUrl ? { OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl } : {}),
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    MAIN_API_URL: urls.main,
    CLOUD_API_URL: urls.cloud,
    REMOTE_DESKTOP_URL: urls.rd,
    APP_KEY: BENCH_APP_KEY,
    SITE_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100',
  };
}

/** The node arguments that start a build's site server as `npm start` and the Dockerfile do (flags, then the script). */
export function siteArgs(dist: string, extraFlags: string[] = []): string[] {
  return [...SERVER_NODE_FLAGS, ...extraFlags, `${dist}/server/index.js`];
}
