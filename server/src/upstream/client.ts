/**
 * Calls the server makes itself (verify, renew, login, token links): one function, typed errors.
 * The application key is added here and in the proxy's request hook, nowhere else.
 *
 * Every answer is read only up to ANSWER_LIMIT_BYTES (BEHAVIOUR §8): these answers are small
 * JSON documents (a profile, an error, a redirect URL), and an upstream that sends more, or never
 * stops, must not be able to fill the server's memory. Past the limit the exchange is aborted and
 * the answer counts as a broken one, as does a redirect (the server never follows one, and a 3xx
 * carries nothing the browser could use).
 */
import type { Config } from '../config';
import type { ApiCall } from '../api/calls';
import { UpstreamTimeoutError, UpstreamUnreachableError } from '../errors';
import { HEADER } from '#contract/protocol.ts';
import { metrics } from '../metrics';
import type { RequestTrace } from '../tracing/tracing';

export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined when the body is empty or not JSON. */
  body: unknown;
}

export interface UpstreamRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  accessToken?: string;
  headers?: Record<string, string>;
  requestId?: string;
  /** The request this call is made for: the call is a span of its trace (docs/OPERATIONS.md, "Tracing"). */
  trace?: RequestTrace;
}

/** The most the server reads of an answer to one of its own calls. */
export const ANSWER_LIMIT_BYTES = 64 * 1024;

export type UpstreamClient = (call: ApiCall, request?: UpstreamRequest) => Promise<UpstreamAnswer>;

export function createUpstreamClient(config: Config): UpstreamClient {
  return async (call, request = {}) => {
    const base = config.upstreams[call.upstream];
    const url = new URL(base + call.upstreamPath(request.params ?? {}));
    for (const [k, v] of Object.entries(request.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${config.appKey}`,
      ...request.headers,
    };
    if (request.accessToken) headers[HEADER.accessToken] = request.accessToken;
    if (request.requestId) headers[HEADER.requestId] = request.requestId;
    const span = request.trace?.upstream(call.name, call.upstream);
    if (span) {
      headers.traceparent = span.traceparent;
      if (request.trace?.tracestate) headers.tracestate = request.trace.tracestate;
    }
    let payload: string | undefined;
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(request.body);
    }
    let response: Response;
    const started = performance.now();
    const abort = new AbortController();
    /** Counts the failed exchange and returns the typed error to throw. */
    const failure = (err: unknown): Error => {
      const timedOut = isTimeout(err);
      metrics.observeUpstream(call.name, timedOut ? 'timeout' : 'error', metrics.since(started));
      span?.end({ error: timedOut ? 'timeout' : 'error' });
      return timedOut ? new UpstreamTimeoutError() : new UpstreamUnreachableError(err);
    };
    try {
      response = await fetch(url, {
        method: call.method,
        headers,
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(call.timeoutMs ?? config.upstreamTimeoutMs), abort.signal]),
      });
    } catch (err) {
      throw failure(err);
    }
    if (response.status >= 300 && response.status < 400) {
      abort.abort();
      throw failure(new Error(`${call.name} answered a redirect (${response.status})`));
    }
    let text: string;
    try {
      text = await readLimited(response, abort);
    } catch (err) {
      throw failure(err);
    }
    metrics.observeUpstream(call.name, response.status, metrics.since(started));
    span?.end({ status: response.status });
    return { status: response.status, headers: response.headers, body: parseJson(text) };
  };
}

class AnswerTooLargeError extends Error {
  constructor() {
    super(`upstream answer larger than ${ANSWER_LIMIT_BYTES} bytes`);
    this.name = 'AnswerTooLargeError';
  }
}

/** The body as text, or AnswerTooLargeError (with the exchange aborted) once it passes the limit. */
async function readLimited(response: Response, abort: AbortController): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > ANSWER_LIMIT_BYTES) {
    abort.abort();
    throw new AnswerTooLargeError();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ANSWER_LIMIT_BYTES) {
      abort.abort();
      void reader.cancel().catch(() => {});
      throw new AnswerTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isTimeout(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
