/**
 * One trace per request (docs/OPERATIONS.md, "Tracing"): the server span continues the caller's
 * `traceparent` when it can be read and starts a fresh trace otherwise; every upstream call gets a
 * child span, whose id the upstream receives in our own `traceparent` (the browser's never crosses,
 * api/proxy.ts); every log line of the request names the trace and the server span.
 *
 * Two implementations behind one interface:
 * - `propagationOnly`: ids and headers only, nothing recorded. The default, and all a server
 *   without OTEL_EXPORTER_OTLP_ENDPOINT ever loads: a few string operations per request.
 * - recording (otel.ts), with the official OpenTelemetry packages, loaded only when an endpoint is
 *   configured, which records the same spans and sends them over OTLP/HTTP.
 */
import type { Logger } from 'pino';
import type { Config } from '../config';
import { propagationOnly, type Tracing } from './propagation';

export { propagatedTrace, propagationOnly } from './propagation';
export type { RequestFacts, RequestTrace, SpanOutcome, Tracing, UpstreamSpan } from './propagation';

/** What the tracing setup needs from the configuration. */
export type TracingConfig = Pick<Config, 'tracing'>;

/**
 * The tracing the server runs with: recording when an OTLP endpoint is configured
 * (loaded here, on demand, so a server without one never reads its modules), else propagation only.
 */
export async function startTracing(config: TracingConfig, logger: Logger, version: string): Promise<Tracing> {
  if (!config.tracing.endpoint) return propagationOnly;
  const { startOtelTracing } = await import('./otel');
  const tracing = await startOtelTracing(config.tracing, version, logger);
  // The origin only: a collector URL may carry credentials in its user part or path.
  logger.info(
    { endpoint: new URL(config.tracing.endpoint).origin, sampler: config.tracing.sampler },
    'tracing: spans exported over OTLP/HTTP',
  );
  return tracing;
}
