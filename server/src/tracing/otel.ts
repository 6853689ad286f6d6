/**
 * Recording tracing with the official OpenTelemetry packages, loaded only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (tracing.ts). Every OpenTelemetry module is imported here with
 * `import()` (types aside): the server bundle keeps them external, and a static import would load
 * them in every server.
 *
 * Spans (docs/OPERATIONS.md, "Tracing"):
 * - one SERVER span per request, a child of the caller's `traceparent` when it can be read;
 * - one CLIENT span per upstream exchange, named `upstream <call>`, with the status or the kind of
 *   failure; its id is the parent id in the `traceparent` the upstream receives;
 * - one INTERNAL span per Redis use, under the request that made it (found through
 *   AsyncLocalStorage, which only this implementation uses).
 *
 * The spans are the site's own small records, each a ReadableSpan (the interface the SDK's span
 * processors and exporters take), handed to the SDK's BatchSpanProcessor and sent by the official
 * OTLP/HTTP exporter with the official serializer. The SDK's tracer and its spans are not used:
 * these spans have a fixed handful of attributes, no events or links, and are never read back, and
 * the SDK's spans cost about three times as much as these records at a tenth sampled (limit checks
 * and a clock conversion per attribute and time, a context object per span;
 * docs/decisions/0017-tracing-cost-and-sampling.md, "splitting recording from export").
 *
 * A request the sampler declines is never recorded: the decision is taken first, with the trace id
 * the span would get, by the SDK's own rules without the SDK (sampling.ts), and a declined trace is
 * carried as propagation-only carries it.
 *
 * The exporter reads the standard OTEL_EXPORTER_OTLP_* variables itself (endpoint, headers); the
 * resource reads OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES; the sampling follows
 * OTEL_TRACES_SAMPLER and its argument, as the config validated them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type {
  Attributes,
  HrTime,
  Link,
  SpanContext as OtelSpanContext,
  SpanKind,
  SpanStatus,
  SpanStatusCode,
  TraceState,
} from '@opentelemetry/api';
import type { Resource } from '@opentelemetry/resources';
import type { ReadableSpan, SpanProcessor, TimedEvent } from '@opentelemetry/sdk-trace';

type InstrumentationScope = ReadableSpan['instrumentationScope'];
import type { TracingSettings } from '../config';
import { undiciTransport } from './otlp-transport';
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

/** How long shutdown waits for the last spans to reach the collector. */
const SHUTDOWN_FLUSH_MS = 3_000;

// The OpenTelemetry values these spans use, as the specification numbers them (the API's enums
// are values, and this module imports the API only on demand).
const KIND_INTERNAL = 0 as SpanKind;
const KIND_SERVER = 1 as SpanKind;
const KIND_CLIENT = 2 as SpanKind;
const STATUS_ERROR = 2 as SpanStatusCode;
const TRACE_FLAGS_SAMPLED = 1;
const UNSET: SpanStatus = { code: 0 as SpanStatusCode };
const NO_LINKS: Link[] = [];
const NO_EVENTS: TimedEvent[] = [];

/** What every span of this server shares: where ended spans go, and who made them. */
interface Recorder {
  processor: SpanProcessor;
  resource: Resource;
  scope: InstrumentationScope;
}

/** A time in milliseconds (epoch, or a duration) as OpenTelemetry's [seconds, nanoseconds]. */
function hrTime(ms: number): HrTime {
  let seconds = Math.floor(ms / 1000);
  let nanos = Math.round((ms - seconds * 1000) * 1e6);
  if (nanos >= 1e9) {
    seconds += 1;
    nanos -= 1e9;
  }
  return [seconds, nanos];
}

/**
 * One span, kept as the exporter reads it (the SDK's ReadableSpan) and no more: its ids, name,
 * kind, attributes, status and two clock readings. The times are worked out when the exporter
 * asks for them, in the batch, not on the request's path.
 */
class RecordedSpan implements ReadableSpan {
  readonly attributes: Attributes = {};
  status: SpanStatus = UNSET;
  ended = false;
  readonly links = NO_LINKS;
  readonly events = NO_EVENTS;
  readonly droppedAttributesCount = 0;
  readonly droppedEventsCount = 0;
  readonly droppedLinksCount = 0;
  readonly resource: Resource;
  readonly instrumentationScope: InstrumentationScope;
  private readonly startedAt = performance.now();
  private endedAt = 0;

  constructor(
    private readonly recorder: Recorder,
    public name: string,
    readonly kind: SpanKind,
    private readonly context: OtelSpanContext,
    readonly parentSpanContext: OtelSpanContext | undefined,
    /** Epoch milliseconds at performance.now() = 0, read once per trace, so a trace's spans line up. */
    private readonly epochOffset: number,
  ) {
    this.resource = recorder.resource;
    this.instrumentationScope = recorder.scope;
  }

  spanContext(): OtelSpanContext {
    return this.context;
  }

  get startTime(): HrTime {
    return hrTime(this.epochOffset + this.startedAt);
  }

  get endTime(): HrTime {
    return hrTime(this.epochOffset + this.endedAt);
  }

  get duration(): HrTime {
    return hrTime(this.endedAt - this.startedAt);
  }

  /** Marks the span failed; `message` names the failure (an error's message, a kind of failure). */
  fail(message?: string): void {
    this.status = message === undefined ? { code: STATUS_ERROR } : { code: STATUS_ERROR, message };
  }

  end(): void {
    if (this.ended) return;
    this.endedAt = performance.now();
    this.ended = true;
    this.recorder.processor.onEnd(this);
  }
}

class RecordedTrace implements RequestTrace {
  readonly spanId = newSpanId();
  private readonly span: RecordedSpan;
  private readonly epochOffset = Date.now() - performance.now();

  constructor(
    private readonly recorder: Recorder,
    readonly traceId: string,
    private readonly method: string,
    caller: OtelSpanContext | undefined,
    readonly tracestate: string | undefined,
    private readonly traceState: TraceState | undefined,
  ) {
    this.span = new RecordedSpan(recorder, method, KIND_SERVER, this.childContext(this.spanId), caller, this.epochOffset);
  }

  /** The context of a span of this trace (the server span's own, or a child's). */
  private childContext(spanId: string): OtelSpanContext {
    return { traceId: this.traceId, spanId, traceFlags: TRACE_FLAGS_SAMPLED, traceState: this.traceState };
  }

  /** A span under the server span. */
  private child(name: string, kind: SpanKind): RecordedSpan {
    return new RecordedSpan(this.recorder, name, kind, this.childContext(newSpanId()), this.span.spanContext(), this.epochOffset);
  }

  get attributes(): Attributes {
    return this.span.attributes;
  }

  upstream(call: string, upstream: string): UpstreamSpan {
    const span = this.child(`upstream ${call}`, KIND_CLIENT);
    span.attributes['site.upstream.call'] = call;
    span.attributes['site.upstream'] = upstream;
    return {
      traceparent: formatTraceparent({ traceId: this.traceId, spanId: span.spanContext().spanId, sampled: true }),
      end(outcome: SpanOutcome) {
        if (outcome.status !== undefined) span.attributes['http.response.status_code'] = outcome.status;
        if (outcome.error !== undefined) {
          span.attributes['error.type'] = outcome.error;
          span.fail(outcome.error);
        } else if (outcome.status !== undefined && outcome.status >= 500) {
          span.fail();
        }
        span.end();
      },
    };
  }

  /** A span of the request's own work (a Redis command), under the server span. */
  internal(name: string, attributes: Record<string, string>): RecordedSpan {
    const span = this.child(name, KIND_INTERNAL);
    Object.assign(span.attributes, attributes);
    return span;
  }

  end(status: number, route?: string): void {
    this.span.attributes['http.response.status_code'] = status;
    // Named `GET api`, `GET pages`...: a handful of names, never a raw path (which may hold a token).
    if (route) this.span.name = `${this.method} ${route}`;
    if (status >= 500) this.span.fail();
    this.span.end();
  }
}

export async function startOtelTracing(settings: TracingSettings, version: string, logger: Logger): Promise<Tracing> {
  const [api, sdk, exporterBase, nodeHttp, transformer, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/otlp-exporter-base'),
    import('@opentelemetry/otlp-exporter-base/node-http'),
    import('@opentelemetry/otlp-transformer'),
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
  const sampled = sampleDecision(settings);
  /**
   * The official OTLP/HTTP JSON exporter, assembled as its own package assembles it (the same
   * configuration from the OTEL_EXPORTER_OTLP_* variables, serializer and self-metrics), with
   * the batches sent through undici instead of `node:http` (otlp-transport.ts says why).
   */
  function otlpExporter() {
    const config = nodeHttp.convertLegacyHttpOptions({}, 'TRACES', 'v1/traces', { 'Content-Type': 'application/json' });
    const metrics = nodeHttp.createOtlpHttpExporterMetrics(
      'otlp_http_span_exporter',
      transformer.TraceExporterMetricsHelper,
      config.url,
      undefined,
    );
    const transport = undiciTransport(config, `beyondscreen-site/${version}`, exporterBase.OTLPExporterError);
    return new exporterBase.OTLPExporterBase<ReadableSpan[]>(
      exporterBase.createOtlpNetworkExportDelegate(config, transformer.JsonTraceSerializer, metrics, transport),
    );
  }
  // The site's name and version, unless OTEL_SERVICE_NAME or OTEL_RESOURCE_ATTRIBUTES say otherwise.
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': 'beyondscreen-site', 'service.version': version }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  // OTEL_BSP_MAX_EXPORT_BATCH_SIZE, read by the config: the SDK 3 no longer reads the OTEL_BSP_* variables.
  const processor = new sdk.BatchSpanProcessor({ exporter: otlpExporter(), maxExportBatchSize: settings.exportBatchSize });
  const recorder: Recorder = { processor, resource, scope: { name: 'beyondscreen-site', version } };
  const current = new AsyncLocalStorage<RecordedTrace>();

  function start(req: IncomingMessage, facts: RequestFacts, record: boolean): RequestTrace {
    if (!record) return propagatedTrace(req);
    const caller = parseTraceparent(req.headers.traceparent);
    const tracestate = caller ? parseTracestate(req.headers.tracestate) : undefined;
    const traceId = caller?.traceId ?? newTraceId();
    // Declined: carried, not recorded, and the upstreams told so, as the SDK's unsampled span would.
    if (!sampled(traceId, caller)) return unrecordedTrace(traceId, false, tracestate);
    const traceState = tracestate === undefined ? undefined : api.createTraceState(tracestate);
    const remote = caller && {
      traceId,
      spanId: caller.spanId,
      traceFlags: caller.sampled ? TRACE_FLAGS_SAMPLED : 0,
      isRemote: true,
      traceState,
    };
    const trace = new RecordedTrace(recorder, traceId, facts.method, remote, tracestate, traceState);
    const { attributes } = trace;
    attributes['http.request.method'] = facts.method;
    attributes['url.path'] = facts.url;
    if (facts.clientAddress) attributes['client.address'] = facts.clientAddress;
    if (facts.userAgent) attributes['user_agent.original'] = facts.userAgent;
    return trace;
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
        span.fail(err instanceof Error ? err.message : String(err));
        throw err;
      } finally {
        span.end();
      }
    },
    async shutdown() {
      await Promise.race([processor.shutdown(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_FLUSH_MS).unref())]);
    },
  };
}
