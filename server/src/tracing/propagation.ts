/**
 * The tracing interface (tracing.ts says what a trace is made of), and its propagation-only
 * implementation: ids and headers, nothing recorded. The default, and all a server without
 * OTEL_EXPORTER_OTLP_ENDPOINT ever loads: a few string operations per request.
 */
import type { IncomingMessage } from 'node:http';
import { formatTraceparent, newSpanId, newTraceId, parseTraceparent, parseTracestate } from './trace-context';

/** How an upstream exchange ended, for its span: the status, or the kind of failure. */
export interface SpanOutcome {
  status?: number;
  error?: string;
}

/** One upstream call's span. */
export interface UpstreamSpan {
  /** The `traceparent` the upstream receives: this span, under the request's trace. */
  readonly traceparent: string;
  end(outcome: SpanOutcome): void;
}

/** What a server span needs to know about its request. */
export interface RequestFacts {
  method: string;
  /** The URL as logged (token segments redacted). */
  url: string;
  /** The client's address as the site sees it (TRUST_PROXY honoured). */
  clientAddress: string | undefined;
  userAgent: string | undefined;
}

export interface RequestTrace {
  readonly traceId: string;
  /** The server span's id: what the request's log lines name as span_id. */
  readonly spanId: string;
  /** The caller's tracestate, passed on unchanged beside our traceparent. */
  readonly tracestate: string | undefined;
  /** A child span for one upstream call (`call` is the allowlist entry's name). */
  upstream(call: string, upstream: string): UpstreamSpan;
  /** Ends the server span with the response's status. */
  end(status: number, route?: string): void;
}

export interface Tracing {
  /** True when spans are recorded and exported. */
  readonly recording: boolean;
  /** The trace of a request that just arrived; `record: false` for health probes. */
  start(req: IncomingMessage, facts: RequestFacts, record: boolean): RequestTrace;
  /**
   * Runs the rest of the request with `trace` as the current one, so work that is not handed the
   * request (Redis commands) can find it. Without recording: calls `next` and nothing else.
   */
  enter(trace: RequestTrace, next: () => void): void;
  /** Runs `work` as an internal span of the current request (a Redis command), when recording. */
  internal<T>(name: string, attributes: Record<string, string>, work: () => Promise<T>): Promise<T>;
  /** Sends what is still buffered; called once at shutdown. */
  shutdown(): Promise<void>;
}

const endNothing = () => {};

/** Ids and headers only: the trace crosses this server, nothing is recorded. */
class PropagatedTrace implements RequestTrace {
  constructor(
    readonly traceId: string,
    readonly spanId: string,
    private readonly sampled: boolean,
    readonly tracestate: string | undefined,
  ) {}

  upstream(): UpstreamSpan {
    return { traceparent: formatTraceparent({ traceId: this.traceId, spanId: newSpanId(), sampled: this.sampled }), end: endNothing };
  }

  end(): void {}
}

/**
 * A request's trace when nothing is recorded: the caller's trace id and sampled flag carried on
 * (another hop may record it), or a fresh trace marked not sampled, as no one records it here.
 */
/** A trace carried but not recorded here, with its ids already chosen (otel.ts, for a trace its sampler declines). */
export function unrecordedTrace(traceId: string, sampled: boolean, tracestate: string | undefined): RequestTrace {
  return new PropagatedTrace(traceId, newSpanId(), sampled, tracestate);
}

export function propagatedTrace(req: IncomingMessage): RequestTrace {
  const parent = parseTraceparent(req.headers.traceparent);
  if (!parent) return new PropagatedTrace(newTraceId(), newSpanId(), false, undefined);
  return new PropagatedTrace(parent.traceId, newSpanId(), parent.sampled, parseTracestate(req.headers.tracestate));
}

export const propagationOnly: Tracing = {
  recording: false,
  start: propagatedTrace,
  enter: (_trace, next) => next(),
  internal: (_name, _attributes, work) => work(),
  shutdown: () => Promise.resolve(),
};
