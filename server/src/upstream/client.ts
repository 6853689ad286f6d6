/**
 * Calls the server makes itself (verify, renew, login, token links): one function, typed errors.
 * The application key is added here and in the proxy's request hook, nowhere else.
 */
import type { Config } from '../config';
import type { ApiCall } from '../api/calls';
import { UpstreamTimeoutError, UpstreamUnreachableError } from '../errors';
import { HEADER } from '../../../contract/protocol';
import { metrics } from '../metrics';

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
}

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
    let payload: string | undefined;
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(request.body);
    }
    let response: Response;
    const started = performance.now();
    /** Counts the failed exchange and returns the typed error to throw. */
    const failure = (err: unknown): Error => {
      const timedOut = isTimeout(err);
      metrics.observeUpstream(call.name, timedOut ? 'timeout' : 'error', metrics.since(started));
      return timedOut ? new UpstreamTimeoutError() : new UpstreamUnreachableError(err);
    };
    try {
      response = await fetch(url, {
        method: call.method,
        headers,
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(call.timeoutMs ?? config.upstreamTimeoutMs),
      });
    } catch (err) {
      throw failure(err);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      throw failure(err);
    }
    metrics.observeUpstream(call.name, response.status, metrics.since(started));
    return { status: response.status, headers: response.headers, body: parseJson(text) };
  };
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
