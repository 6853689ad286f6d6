/**
 * The plain proxy for one allowlisted call, on undici. The whole outgoing request (method, path,
 * headers, body) is built from an allowlist before anything is dispatched; nothing runs once a
 * connection is assigned. Per upstream:
 * - one undici Pool with a bounded number of keep-alive connections, each carrying one exchange
 *   at a time;
 * - a gate in front of it: at most `connections` exchanges in flight and `queue` waiting, each
 *   waiting at most `queueWaitMs`; past either bound the call is answered 503 with Retry-After;
 * - one deadline per exchange covering the whole of it, answer body included: 504 when nothing
 *   was sent to the browser yet, the connection ended otherwise.
 * Only allowlisted headers cross, both ways: the browser's own authorization, cookies, forwarding,
 * override and trace headers never travel upstream (the upstream gets our own traceparent, naming
 * the exchange's span, docs/OPERATIONS.md "Tracing"), and the upstream's cache, CORS, framing and policy
 * headers never reach the browser (the site's own Cache-Control, CSP and security headers stand).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import type { Request, RequestHandler, Response } from 'express';
import { requestLogs } from '../logger';
import type { Config, UpstreamName } from '../config';
import type { ApiCall, SessionProvider } from './calls';
import { HEADER, RENEW_CODE } from '#contract/protocol.ts';
import { metrics } from '../metrics';
import { HttpError, UpstreamBusyError, UpstreamTimeoutError, UpstreamUnreachableError, toErrorAnswer } from '../errors';
import type { UpstreamSpan } from '../tracing/tracing';
import { writeWholeHead } from '../response-head';

/** Browser request headers an upstream call may carry. The server adds its own (see buildOutgoing). */
export const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'user-agent', 'if-none-match', 'if-modified-since'] as const;

/** Upstream answer headers the browser may see; everything else (cookies, tokens, policies) stays behind. */
export const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'etag',
  'last-modified',
  'retry-after',
] as const;

export interface ProxyLimits {
  /** Connections per upstream; each carries one exchange at a time. */
  connections: number;
  /** Exchanges that may wait for a free connection, per upstream. */
  queue: number;
  /** The longest an exchange waits for a free connection before the call is answered 503. */
  queueWaitMs: number;
}

export const DEFAULT_LIMITS: ProxyLimits = { connections: 64, queue: 256, queueWaitMs: 2_000 };

/** Seconds a browser is asked to wait after a 503 for an overloaded upstream. */
const RETRY_AFTER_SECONDS = 1;

/** The most of a 401 body the proxy reads to look for code 4; real error bodies are tiny. */
const MAX_RENEW_PROBE_BYTES = 64 * 1024;

interface Waiter {
  resolve: (granted: boolean) => void;
  timer: NodeJS.Timeout;
}

/** In-flight and waiting exchanges of one upstream, both bounded. */
export class Gate {
  private active = 0;
  /** Insertion-ordered: the longest waiter is served first. */
  private readonly waiting = new Set<Waiter>();

  constructor(private readonly limits: ProxyLimits) {}

  /** True (or a promise of it) with a slot held; false when the queue is full or the wait ran out. */
  acquire(): boolean | Promise<boolean> {
    if (this.active < this.limits.connections) {
      this.active += 1;
      return true;
    }
    if (this.waiting.size >= this.limits.queue) return false;
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        resolve,
        timer: setTimeout(() => {
          this.waiting.delete(waiter);
          resolve(false);
        }, this.limits.queueWaitMs),
      };
      this.waiting.add(waiter);
    });
  }

  /** Hands the slot to the longest waiter, or frees it. */
  release(): void {
    const next = this.waiting.values().next();
    if (!next.done) {
      this.waiting.delete(next.value);
      clearTimeout(next.value.timer);
      next.value.resolve(true);
      return;
    }
    this.active -= 1;
  }

  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.size };
  }
}

interface Upstream {
  name: UpstreamName;
  pool: Pool;
  /** The base URL's path (e.g. '/main'), prefixed to every call's upstream path. */
  basePath: string;
  gate: Gate;
}

/** One pool and one gate per upstream, made on first use (demo mode fills the URLs in late). */
export class UpstreamPools {
  private readonly upstreams = new Map<UpstreamName, Upstream>();

  constructor(
    private readonly config: Config,
    readonly limits: ProxyLimits = DEFAULT_LIMITS,
  ) {}

  get(name: UpstreamName): Upstream {
    let upstream = this.upstreams.get(name);
    if (!upstream) {
      const url = new URL(this.config.upstreams[name]);
      const pool = new Pool(url.origin, {
        connections: this.limits.connections,
        pipelining: 1,
        // Backstops only: the proxy's own deadline per exchange is shorter than both.
        headersTimeout: 130_000,
        bodyTimeout: 130_000,
      });
      upstream = { name, pool, basePath: url.pathname.replace(/\/+$/, ''), gate: new Gate(this.limits) };
      this.upstreams.set(name, upstream);
    }
    return upstream;
  }

  async close(): Promise<void> {
    await Promise.all([...this.upstreams.values()].map((u) => u.pool.close()));
    this.upstreams.clear();
  }
}

/** The upstream path and query for a call, from sanitised params and allowlisted query keys. */
export function upstreamTarget(call: ApiCall, req: Request): string {
  const path = call.upstreamPath(req.params as Record<string, string>);
  if (!call.query?.length) return path;
  const query = new URLSearchParams();
  for (const key of call.query) {
    const value = req.query[key];
    if (typeof value === 'string') query.set(key, value);
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** What the proxy needs from the per-request pipeline. */
export interface ProxyLocals {
  upstreamAccessToken?: string;
  requestId?: string;
  /** Set once the call was retried after a renewal, so a second 401 code 4 goes to the browser. */
  retriedAfterRenewal?: boolean;
  /** performance.now() when the upstream request left, for the upstream-call metric. */
  upstreamStartedAt?: number;
}

interface Outgoing {
  method: Dispatcher.HttpMethod;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/**
 * The whole outgoing request. Headers: the allowlisted browser headers, then the app key, the
 * session's access token, the request id and the caller's tracestate (each exchange adds its own
 * traceparent when it opens: a retry is a second span). Body: only for calls that carry one, written again
 * from the parsed JSON (so exactly one Content-Length, no Transfer-Encoding, no Content-Encoding);
 * a call without a body sends none, whatever the browser sent.
 */
export function buildOutgoing(config: Config, call: ApiCall, req: Request, locals: ProxyLocals, basePath: string): Outgoing {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  headers.authorization = `Bearer ${config.appKey}`;
  if (locals.upstreamAccessToken) headers[HEADER.accessToken] = locals.upstreamAccessToken;
  if (locals.requestId) headers[HEADER.requestId] = locals.requestId;
  const tracestate = req.trace?.tracestate;
  if (tracestate) headers.tracestate = tracestate;
  let body: Buffer | undefined;
  if (call.body && req.body !== undefined) {
    body = Buffer.from(JSON.stringify(req.body));
    headers['content-type'] = 'application/json';
  }
  return { method: req.method === 'HEAD' ? 'HEAD' : call.method, path: basePath + upstreamTarget(call, req), headers, body };
}

/** How an exchange that did not complete with an answer ended. */
export type ExchangeError = 'overloaded' | 'timeout' | 'unreachable' | 'broken' | 'client-gone';

export interface ExchangeOutcome {
  call: string;
  upstream: UpstreamName;
  /** The upstream's status, when its answer head arrived. */
  status?: number;
  error?: ExchangeError;
  durationMs: number;
}

/**
 * THE place where every upstream exchange of the proxy ends, exactly once: refused at the gate,
 * failed, timed out, abandoned by the browser, or answered in full. It knows the call's name,
 * the status or the kind of failure, and the duration: a metric observation belongs here.
 */
export function exchangeCompleted(req: Request, outcome: ExchangeOutcome, cause?: unknown): void {
  metrics.observeUpstream(outcome.call, outcome.status ?? outcome.error ?? 'unreachable', outcome.durationMs / 1000);
  if (outcome.error === undefined || outcome.error === 'client-gone') {
    // Asked first: req.log is made on first use, and at the usual level this line is not written.
    if (requestLogs(req, 'debug')) req.log?.debug({ upstreamCall: outcome }, 'upstream call completed');
    return;
  }
  const err = cause === undefined ? undefined : { message: (cause as Error)?.message, code: (cause as NodeJS.ErrnoException)?.code };
  req.log?.warn({ upstreamCall: outcome, call: outcome.call, err }, `upstream call ${outcome.call}: ${outcome.error}`);
}

/** Answer bytes an exchange holds before its reader is attached; past this the upstream is paused. */
const MAX_HELD_BYTES = 64 * 1024;

type BodyResult = (raw: Buffer | undefined) => void;

/**
 * One exchange with an upstream, as undici's dispatch handler: the answer's chunks go straight to
 * the browser's response (no Readable in between), with the response's backpressure pausing the
 * upstream. Between the answer head and the proxy choosing what to do with the body (stream it,
 * read it whole, or drop it) the chunks are held, at most MAX_HELD_BYTES before the upstream is
 * paused. The outcome (exchangeCompleted) is recorded exactly once: when the answer is complete,
 * or when anything fails.
 */
class Exchange implements Dispatcher.DispatchHandler {
  status = 0;
  headers: IncomingHttpHeaders = {};
  timedOut = false;
  private clientGone = false;
  private settled = false;
  private held = false;
  private readonly started = performance.now();
  private timer: NodeJS.Timeout | undefined = undefined;
  /** This exchange's span under the request's trace; ended in settle. */
  private span: UpstreamSpan | undefined = undefined;
  private controller: Dispatcher.DispatchController | undefined = undefined;
  /** Set when the exchange was aborted before undici handed over its controller. */
  private abortReason: Error | undefined = undefined;
  private onHead: ((error: Error | undefined) => void) | undefined = undefined;
  private chunks: Buffer[] = [];
  private heldBytes = 0;
  private ended = false;
  private failed = false;
  /** Stream mode: the browser's response the chunks are written to. */
  private sink: Response | undefined = undefined;
  /** Read mode: the whole body (or undefined) goes here, at most readLimit bytes. */
  private reader: BodyResult | undefined = undefined;
  private readLimit = 0;
  private readonly onClientClose = () => {
    if (this.res.writableFinished) return;
    this.clientGone = true;
    this.abort(new Error('the browser went away'));
  };
  private readonly onDrain = () => this.controller?.resume();

  constructor(
    // Not readonly: release() lets go of them once the exchange is over.
    private upstream: Upstream,
    private call: ApiCall,
    private req: Request,
    private res: Response,
  ) {}

  /**
   * Waits at the gate, dispatches under the deadline, and resolves once the answer head is in.
   * Rejects with UpstreamBusyError, UpstreamTimeoutError or UpstreamUnreachableError before it.
   */
  async open(outgoing: Outgoing, timeoutMs: number): Promise<this> {
    this.span = this.req.trace?.upstream(this.call.name, this.upstream.name);
    if (this.span) outgoing.headers.traceparent = this.span.traceparent;
    const slot = this.upstream.gate.acquire();
    this.held = slot === true || (slot !== false && (await slot));
    if (!this.held) {
      this.settle(undefined, 'overloaded');
      throw new UpstreamBusyError(RETRY_AFTER_SECONDS);
    }
    if (this.res.destroyed) {
      this.settle(undefined, 'client-gone');
      throw new UpstreamUnreachableError(new Error('the browser went away'));
    }
    // `on`, not `once`: settle() takes it off, and `once` would wrap it in a new function per exchange.
    this.res.on('close', this.onClientClose);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.abort(new Error('upstream deadline passed'));
    }, timeoutMs);
    await new Promise<void>((resolve, reject) => {
      this.onHead = (error) => {
        if (!error) resolve();
        else reject(this.timedOut ? new UpstreamTimeoutError() : new UpstreamUnreachableError(error));
      };
      this.upstream.pool.dispatch(outgoing, this);
    });
    return this;
  }

  /** Ends the exchange early (deadline, departing browser, unwanted body). */
  abort(reason: Error): void {
    if (this.settled) return;
    if (this.controller) this.controller.abort(reason);
    else this.abortReason ??= reason;
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    if (this.abortReason) {
      controller.abort(this.abortReason);
      return;
    }
    this.controller = controller;
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    // 1xx answers are informational; the real head follows.
    if (statusCode < 200) return;
    this.status = statusCode;
    this.headers = headers;
    const onHead = this.onHead;
    this.onHead = undefined;
    onHead?.(undefined);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    const sink = this.sink;
    if (sink) {
      if (sink.destroyed) return;
      if (!sink.write(chunk)) this.waitForDrain(sink);
      return;
    }
    this.heldBytes += chunk.length;
    if (this.reader && this.heldBytes > this.readLimit) {
      this.finishRead(undefined);
      this.abort(new Error('upstream answer too large'));
      return;
    }
    this.chunks.push(chunk);
    if (!this.reader && this.heldBytes > MAX_HELD_BYTES) controller.pause();
  }

  onResponseEnd(): void {
    this.ended = true;
    this.settle(this.status, undefined);
    if (this.sink) {
      if (!this.sink.destroyed) this.sink.end();
      this.release();
    } else if (this.reader) {
      this.finishRead(Buffer.concat(this.chunks));
    }
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, error: Error): void {
    this.failed = true;
    const kind = this.timedOut ? 'timeout' : this.clientGone ? 'client-gone' : this.status ? 'broken' : 'unreachable';
    this.settle(this.status || undefined, kind, error);
    const onHead = this.onHead;
    if (onHead) {
      this.onHead = undefined;
      onHead(error);
      return;
    }
    // Once the head is out, a broken or late body can only end the connection.
    if (this.sink) {
      if (!this.sink.destroyed) this.sink.destroy();
      this.release();
    } else if (this.reader) {
      this.finishRead(undefined);
    }
  }

  /** Writes the answer's head, then streams the body (held chunks first) to the browser's response. */
  pipeTo(res: Response): void {
    if (this.failed) {
      res.destroy();
      this.release();
      return;
    }
    const { chunks } = this;
    this.chunks = [];
    if (this.ended) {
      // The whole answer is in: one write with the head.
      const body = chunks.length === 1 ? chunks[0]! : chunks.length ? Buffer.concat(chunks) : undefined;
      writeAnswerHead(res, this, body?.length ?? 0);
      res.end(body);
      this.release();
      return;
    }
    writeAnswerHead(res, this);
    this.sink = res;
    let flowing = true;
    for (const chunk of chunks) flowing = res.write(chunk) && flowing;
    if (!flowing) this.waitForDrain(res);
    else if (this.controller?.paused) this.controller.resume();
  }

  /** The browser's response is full: the upstream pauses until it drains. */
  private waitForDrain(res: Response): void {
    this.controller?.pause();
    res.once('drain', this.onDrain);
  }

  /** The whole body, or undefined when it is larger than `limit` or the exchange failed. */
  read(limit: number): Promise<Buffer | undefined> {
    if (this.failed || this.heldBytes > limit) {
      this.abort(new Error('upstream answer too large'));
      return Promise.resolve(undefined);
    }
    if (this.ended) return Promise.resolve(Buffer.concat(this.chunks));
    return new Promise((resolve) => {
      this.reader = resolve;
      this.readLimit = limit;
      if (this.controller?.paused) this.controller.resume();
    });
  }

  /** Drops the body and ends the exchange. */
  discard(): void {
    this.chunks = [];
    this.abort(new Error('upstream answer dropped'));
  }

  private finishRead(raw: Buffer | undefined): void {
    const reader = this.reader;
    this.reader = undefined;
    this.chunks = [];
    reader?.(raw);
  }

  /**
   * Lets go of everything the exchange points at, once its answer has gone to the browser's
   * response (or that response was ended) and the exchange is settled: the deadline is cleared,
   * the listener for the browser leaving is off, and undici has finished with it, so nothing
   * reads these fields again. (Only the streamed and whole-answer endings release; an answer read
   * for the renewal probe is still read by the proxy afterwards.)
   *
   * Why: undici's per-request objects can outlive the exchange in V8's old generation (some are
   * allocated there directly once V8 sees them survive), and the young-generation collector
   * keeps alive whatever an old object points at. Through this exchange they kept the browser's
   * request, its response and the answer's buffers alive through the next scavenges, which then
   * copied and promoted them: under load ~360 KB promoted per scavenge, ~50 KB with the release
   * (docs/decisions/0010-proxy-path-allocation.md).
   */
  private release(): void {
    this.controller = undefined;
    this.chunks = [];
    this.headers = {};
    this.sink = undefined;
    this.timer = undefined;
    this.span = undefined;
    // Typed as always there because every read of them happens before this point.
    const gone = undefined as never;
    this.upstream = gone;
    this.call = gone;
    this.req = gone;
    this.res = gone;
  }

  private settle(status: number | undefined, error: ExchangeError | undefined, cause?: unknown): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    this.res.off('close', this.onClientClose);
    if (this.held) this.upstream.gate.release();
    const outcome = { call: this.call.name, upstream: this.upstream.name, status, error, durationMs: performance.now() - this.started };
    this.span?.end(outcome);
    exchangeCompleted(this.req, outcome, cause);
  }
}

function isRenewBody(raw: Buffer): boolean {
  try {
    const body = JSON.parse(raw.toString('utf8')) as { code?: unknown } | null;
    return body?.code === RENEW_CODE;
  } catch {
    return false;
  }
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Writes the answer's head: its status and allowlisted headers after the site's own (noted on
 * `res` or set on it, response-head.ts). `wholeLength`: the length of a body that is all in, sent
 * as Content-Length when the upstream gave none, as Node does for a body passed to `end()` (a
 * streamed one without it goes chunked).
 */
function writeAnswerHead(res: Response, exchange: Exchange, wholeLength?: number): void {
  const own: string[] = [];
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    // Typed per name by Node; undici gives an array for any repeated header.
    const value = exchange.headers[name] as string | string[] | undefined;
    if (typeof value === 'string') own.push(name, value);
    else if (value !== undefined) for (const each of value) own.push(name, each);
  }
  const status = exchange.status;
  const bodyAllowed = status !== 204 && status !== 304 && res.req.method !== 'HEAD';
  if (wholeLength !== undefined && bodyAllowed && exchange.headers['content-length'] === undefined) {
    own.push('content-length', String(wholeLength));
  }
  writeWholeHead(res, status, own);
}

/** Errors the proxy maps itself; anything else in the proxy path is a 502 for that request. */
function isKnownError(err: unknown): boolean {
  return (
    err instanceof HttpError ||
    err instanceof UpstreamBusyError ||
    err instanceof UpstreamTimeoutError ||
    err instanceof UpstreamUnreachableError
  );
}

function answerError(call: ApiCall, req: Request, res: Response, err: unknown): void {
  if (!isKnownError(err)) req.log?.error({ err, call: call.name }, 'proxy failed');
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  if (err instanceof UpstreamBusyError) res.setHeader('Retry-After', String(err.retryAfterSeconds));
  const { status, body } = toErrorAnswer(isKnownError(err) ? err : new UpstreamUnreachableError(err));
  res.status(status).json(body);
}

/**
 * The handler for one plain-proxy call. An authenticated call's 401 code 4 with a nonce (the
 * access token expired since it was verified) leads to one renewal and one retry of the same
 * call; every other answer is streamed to the browser as it comes.
 */
export function createCallProxy(config: Config, call: ApiCall, pools: UpstreamPools, sessions?: SessionProvider): RequestHandler {
  const timeoutMs = call.timeoutMs ?? config.upstreamTimeoutMs;
  const renew = call.auth !== 'skip' ? sessions?.renewFor?.bind(sessions) : undefined;

  async function proxy(req: Request, res: Response): Promise<void> {
    const locals = res.locals as ProxyLocals;
    const upstream = pools.get(call.upstream);
    const outgoing = buildOutgoing(config, call, req, locals, upstream.basePath);
    let exchange = await new Exchange(upstream, call, req, res).open(outgoing, timeoutMs);
    const nonce = firstValue(exchange.headers[HEADER.nonce]);
    if (renew && exchange.status === 401 && nonce && !locals.retriedAfterRenewal) {
      const raw = await exchange.read(MAX_RENEW_PROBE_BYTES);
      if (raw === undefined)
        throw exchange.timedOut ? new UpstreamTimeoutError() : new UpstreamUnreachableError(new Error('unreadable upstream answer'));
      if (!isRenewBody(raw)) {
        writeAnswerHead(res, exchange, raw.length);
        res.end(raw);
        return;
      }
      locals.retriedAfterRenewal = true;
      locals.upstreamAccessToken = await renew(req, res, nonce, locals.upstreamAccessToken);
      outgoing.headers[HEADER.accessToken] = locals.upstreamAccessToken;
      exchange = await new Exchange(upstream, call, req, res).open(outgoing, timeoutMs);
    }
    // Location never crosses (it could point anywhere), and a redirect without it is a broken answer.
    if (exchange.status >= 300 && exchange.status < 400 && exchange.status !== 304) {
      exchange.discard();
      throw new UpstreamUnreachableError(new Error(`upstream answered a redirect (${exchange.status})`));
    }
    exchange.pipeTo(res);
  }

  return (req, res) => {
    proxy(req, res).catch((err: unknown) => answerError(call, req, res, err));
  };
}
