/**
 * Recording tracing on the OpenTelemetry SDK, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (tracing.ts). Every OpenTelemetry module is imported here with `import()` (types aside): the
 * server bundle keeps them external, and a static import would load them in every server.
 *
 * Spans (docs/OPERATIONS.md, "Tracing"):
 * - one SERVER span per request, a child of the caller's `traceparent` when it can be read;
 * - one CLIENT span per upstream exchange, named `upstream <call>`, with the status or the kind of
 *   failure; its id is the parent id in the `traceparent` the upstream receives;
 * - one INTERNAL span per Redis use, under the request that made it (found through
 *   AsyncLocalStorage, which only this implementation uses).
 *
 * Attributes are set on the started span, never passed to `startSpan`: the SDK checks options'
 * attributes twice (once for the sampler, which the site has already asked, and once for the span),
 * each value with a fresh WeakSet, and a recorded request's allocation fell by a sixth without it
 * (docs/decisions/0017-tracing-cost-and-sampling.md).
 *
 * A request the sampler declines never reaches the SDK: the decision is taken first, with the
 * trace id the span would get (the provider takes its root trace ids from here), by the SDK's
 * own rules without the SDK (sampling.ts), and a declined trace is carried as propagation-only
 * carries it. The SDK's own path for an unsampled span cost ~3 µs per request, and asking its
 * sampler ~1 µs, most of what recording a tenth of the traces cost (docs/PERFORMANCE.md,
 * "Tracing off and on").
 *
 * The exporter reads the standard OTEL_EXPORTER_OTLP_* variables itself (endpoint, headers); the
 * resource reads OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES; the sampler is built here from
 * OTEL_TRACES_SAMPLER and its argument, as the config validated them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { Context, Span, Tracer } from '@opentelemetry/api';
import type { Sampler } from '@opentelemetry/sdk-trace';
import type { TracingSettings } from '../config';
import { sampleDecision } from './sampling';
import { formatTraceparent, newSpanId, newTraceId, parseTraceparent, parseTracestate } from './trace-context';
import {
  propagatedTrace,
  unrecordedTrace,
  type RequestFacts,
  type RequestTrace,
  type SpanOutcome,
  type Tracing,
  type UpstreamSpan,
} from './propagation';

type Api = typeof import('@opentelemetry/api');
type Sdk = typeof import('@opentelemetry/sdk-trace');

/** How long shutdown waits for the last spans to reach the collector. */
const SHUTDOWN_FLUSH_MS = 3_000;

function samplerFor(sdk: Sdk, settings: TracingSettings): Sampler {
  const ratio = () => new sdk.TraceIdRatioBasedSampler(settings.samplerArg ?? 1);
  switch (settings.sampler) {
    case 'always_on':
      return new sdk.AlwaysOnSampler();
    case 'always_off':
      return new sdk.AlwaysOffSampler();
    case 'traceidratio':
      return ratio();
    case 'parentbased_always_off':
      return new sdk.ParentBasedSampler({ root: new sdk.AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new sdk.ParentBasedSampler({ root: ratio() });
    case 'parentbased_always_on':
      return new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() });
  }
}

/** The `traceparent` naming `span` as the receiver's parent. */
function traceparentOf(span: Span): string {
  const context = span.spanContext();
  return formatTraceparent({ traceId: context.traceId, spanId: context.spanId, sampled: (context.traceFlags & 1) === 1 });
}

class RecordedTrace implements RequestTrace {
  readonly traceId: string;
  readonly spanId: string;
  private readonly context: Context;

  constructor(
    private readonly api: Api,
    private readonly tracer: Tracer,
    private readonly span: Span,
    private readonly method: string,
    parent: Context,
    readonly tracestate: string | undefined,
  ) {
    const own = span.spanContext();
    this.traceId = own.traceId;
    this.spanId = own.spanId;
    this.context = api.trace.setSpan(parent, span);
  }

  upstream(call: string, upstream: string): UpstreamSpan {
    const { api } = this;
    const span = this.tracer.startSpan(`upstream ${call}`, { kind: api.SpanKind.CLIENT }, this.context);
    span.setAttribute('site.upstream.call', call).setAttribute('site.upstream', upstream);
    return {
      traceparent: traceparentOf(span),
      end(outcome: SpanOutcome) {
        if (outcome.status !== undefined) span.setAttribute('http.response.status_code', outcome.status);
        if (outcome.error !== undefined) {
          span.setAttribute('error.type', outcome.error);
          span.setStatus({ code: api.SpanStatusCode.ERROR, message: outcome.error });
        } else if (outcome.status !== undefined && outcome.status >= 500) {
          span.setStatus({ code: api.SpanStatusCode.ERROR });
        }
        span.end();
      },
    };
  }

  /** A span of the request's own work (a Redis command), under the server span. */
  internal(name: string, attributes: Record<string, string>): Span {
    return this.tracer.startSpan(name, { kind: this.api.SpanKind.INTERNAL }, this.context).setAttributes(attributes);
  }

  end(status: number, route?: string): void {
    this.span.setAttribute('http.response.status_code', status);
    // Named `GET api`, `GET pages`...: a handful of names, never a raw path (which may hold a token).
    if (route) this.span.updateName(`${this.method} ${route}`);
    if (status >= 500) this.span.setStatus({ code: this.api.SpanStatusCode.ERROR });
    this.span.end();
  }
}

export async function startOtelTracing(settings: TracingSettings, version: string, logger: Logger): Promise<Tracing> {
  const [api, sdk, { OTLPTraceExporter }, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  // The SDK's own complaints (an unreachable collector) go to the site's log, at warn, not to stderr.
  api.diag.setLogger(
    {
      error: (message, ...args) => logger.warn({ otel: args.map(String) }, `tracing: ${message}`),
      warn: (message, ...args) => logger.warn({ otel: args.map(String) }, `tracing: ${message}`),
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    api.DiagLogLevel.WARN,
  );
  // The SDK keeps its own sampler for the spans it starts; a request's trace is decided before (sampling.ts).
  const sampler = samplerFor(sdk, settings);
  const sampled = sampleDecision(settings);
  // The trace id the next root span gets: the one the sampler was just asked about (start, below).
  let plannedTraceId: string | undefined;
  const idGenerator = { generateTraceId: () => plannedTraceId ?? newTraceId(), generateSpanId: newSpanId };
  // The site's name and version, unless OTEL_SERVICE_NAME or OTEL_RESOURCE_ATTRIBUTES say otherwise.
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': 'beyondscreen-site', 'service.version': version }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new sdk.TracerProvider({
    resource,
    sampler,
    idGenerator,
    // OTEL_BSP_MAX_EXPORT_BATCH_SIZE, read by the config: the SDK 3 no longer reads the OTEL_BSP_* variables.
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter(), maxExportBatchSize: settings.exportBatchSize })],
  });
  const tracer = provider.getTracer('beyondscreen-site', version);
  const current = new AsyncLocalStorage<RecordedTrace>();

  function start(req: IncomingMessage, facts: RequestFacts, record: boolean): RequestTrace {
    if (!record) return propagatedTrace(req);
    const caller = parseTraceparent(req.headers.traceparent);
    const tracestate = caller ? parseTracestate(req.headers.tracestate) : undefined;
    const traceId = caller?.traceId ?? newTraceId();
    // Declined: carried, not recorded, and the upstreams told so (as the SDK's unsampled span
    // would), without a word to the SDK.
    if (!sampled(traceId, caller)) return unrecordedTrace(traceId, false, tracestate);
    const parent = caller
      ? api.trace.setSpanContext(api.ROOT_CONTEXT, {
          traceId: caller.traceId,
          spanId: caller.spanId,
          traceFlags: caller.sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE,
          isRemote: true,
          traceState: tracestate === undefined ? undefined : api.createTraceState(tracestate),
        })
      : api.ROOT_CONTEXT;
    plannedTraceId = caller ? undefined : traceId;
    const span = tracer.startSpan(facts.method, { kind: api.SpanKind.SERVER }, parent);
    plannedTraceId = undefined;
    span.setAttribute('http.request.method', facts.method).setAttribute('url.path', facts.url);
    if (facts.clientAddress) span.setAttribute('client.address', facts.clientAddress);
    if (facts.userAgent) span.setAttribute('user_agent.original', facts.userAgent);
    return new RecordedTrace(api, tracer, span, facts.method, parent, tracestate);
  }

  return {
    recording: true,
    start,
    enter(trace, next) {
      if (trace instanceof RecordedTrace) current.run(trace, next);
      else next();
    },
    async internal(name, attributes, work) {
      const trace = current.getStore();
      if (!trace) return work();
      const span = trace.internal(name, attributes);
      try {
        return await work();
      } catch (err) {
        span.setStatus({ code: api.SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
        throw err;
      } finally {
        span.end();
      }
    },
    async shutdown() {
      await Promise.race([provider.shutdown(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_FLUSH_MS).unref())]);
    },
  };
}
