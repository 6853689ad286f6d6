/**
 * pino, and one line per request: one request id per request (an incoming x-request-id is
 * honoured when it looks sane), secrets redacted from headers, and token path segments
 * redacted from URLs (pino's `redact` only matches object keys, so URLs are redacted here).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Express, Request, RequestHandler } from 'express';
import pino, { type Logger, type DestinationStream } from 'pino';
import type { Config } from './config';
import { HEADER } from '#contract/protocol.ts';
import { redactUrl } from './secret-paths';
import { routeGroup } from './metrics';
import { propagationOnly, type RequestTrace, type Tracing } from './tracing/tracing';
import { deferRequestId, installDeferredHead } from './response-head';
import { requestLineWriter, type RequestLine } from './request-line';

/** Token path segments: the route table's secret pages say which (server/src/secret-paths.ts). */
export { redactUrl };

const REDACTED = '[redacted]';

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  `req.headers["${HEADER.accessToken}"]`,
  `req.headers["${HEADER.refreshToken}"]`,
  `req.headers["${HEADER.nonce}"]`,
  `req.headers["${HEADER.systemInfo}"]`,
  'res.headers["set-cookie"]',
  `res.headers["${HEADER.accessToken}"]`,
  `res.headers["${HEADER.refreshToken}"]`,
];

/** How much of the log a production server gathers before one write: 32 KB (about 120 request lines). */
export const LOG_WRITE_BYTES = 32 * 1024;
/** The longest a line waits in that buffer when the server is quiet. */
export const LOG_FLUSH_MS = 1000;

/**
 * In production, log lines are gathered (up to LOG_WRITE_BYTES) and written asynchronously: one
 * write per line was a system call per request. Under load a write goes out each time the buffer
 * fills; on a quiet server, within LOG_FLUSH_MS of the line. pino flushes the rest when the
 * process exits. Elsewhere lines are written as they come, so tests and a developer's terminal
 * see them at once.
 *
 * The size: on this project's machine a write to the log pipe cost ~90 µs of the server's core,
 * whatever its length; with 4 KB writes that was ~6% of a proxied call's CPU time in
 * `bench/profile.ts`, with 32 KB ~1% (docs/decisions/0002-request-log-and-headers.md).
 *
 * The buffer holds each line as its own Buffer (sonic-boom's buffer mode, joined once per
 * write). In its default text mode sonic-boom appends each line to one growing string and
 * measures that string's byte length on every line, which flattens it: up to the whole buffer
 * copied per request line, all of it young garbage that made scavenges more frequent and slower
 * under load (seen with `npx tsx bench/profile.ts alloc`).
 */
export function bufferedStdout(): DestinationStream & { flush: (cb?: () => void) => void; flushSync: () => void } {
  const boom = pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_WRITE_BYTES,
    // One write may carry more than the buffer's trigger (a long line on top of a full buffer).
    maxWrite: 2 * LOG_WRITE_BYTES,
    periodicFlush: LOG_FLUSH_MS,
    contentMode: 'buffer',
  });
  // In buffer mode sonic-boom takes Buffers; its type only names strings.
  const writeBuffer = boom.write.bind(boom) as unknown as (data: Buffer) => boolean;
  return {
    write: (line: string) => writeBuffer(Buffer.from(line)),
    flush: (cb) => boom.flush(cb),
    flushSync: () => boom.flushSync(),
  };
}

function defaultDestination(config: Pick<Config, 'env'>): DestinationStream {
  return config.env === 'production' ? bufferedStdout() : pino.destination({ dest: 1, sync: true });
}

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      base: undefined,
      timestamp: isoTimeOncePerMs,
      // Level names ("info", "error"), not pino's numbers: what an operator types into a log search.
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? defaultDestination(config),
  );
}

let timeMs = -1;
let timeField = '';

/**
 * pino's `isoTime` field (`,"time":"<ISO 8601>"`), formatted once per millisecond: under load a
 * server writes several lines in the same millisecond, and formatting the date was about 1% of a
 * proxied call's CPU time (bench/profile.ts). Same text as pino.stdTimeFunctions.isoTime.
 */
export function isoTimeOncePerMs(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

/** A client's X-Request-Id is reused only when it looks like an id (letters, digits, '-', '_'; at most 64). */
export const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers[HEADER.requestId];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id (see requestIdFor), set by the request logger. */
    id?: string;
    /** A logger whose lines carry this request's summary and trace; made on first use. */
    log?: Logger;
    /** The request's trace (tracing/tracing.ts), set by the request logger. */
    trace?: RequestTrace;
  }
}

type RequestSummary = RequestLine['req'];

/** The fields every line of a request carries besides its summary: the trace and the server span. */
type RequestFields = Pick<RequestLine, 'req' | 'trace_id' | 'span_id'>;

const FIELDS = Symbol('request fields');
const BASE_LOGGER = Symbol('base logger');
type Logged = Request & { [FIELDS]?: RequestFields; [BASE_LOGGER]?: Logger };

const levelFor = (status: number) => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

/** Whether the request's logger would write at `level`, without making that logger. */
export function requestLogs(req: Request, level: pino.Level): boolean {
  return (req as Logged)[BASE_LOGGER]?.isLevelEnabled(level) ?? false;
}

const isHealthProbe = (url: string) => url === '/healthz' || url === '/readyz';

/**
 * The request logger: assigns the request id (and sends it back as X-Request-Id), starts the
 * request's trace (continuing the caller's traceparent, tracing/tracing.ts), and writes one line
 * when the response is done: `{ req: { id, method, url, userAgent, remoteAddress }, trace_id,
 * span_id, res: { statusCode }, responseTime }`, at warn for 4xx and error for 5xx. A 5xx line
 * carries no stack of its own making: the error that caused it is logged where it was caught,
 * with its own stack (errors.ts). `req.log` is a child logger carrying the same fields, made only
 * when something logs through it (most requests never do): making it for every request, as
 * pino-http did, serialised the request twice.
 *
 * The request line is written by a child without pino's path redaction: that line is built
 * here from named fields (the URL already redacted), so header paths have nothing to match,
 * and running the redactor on it cost a few per cent of a proxied call. Every other line,
 * req.log's included, keeps the redaction. The line is serialised in one JSON.stringify, the same
 * bytes as pino's (request-line.ts).
 */
export function createHttpLogger(logger: Logger, app: Express, tracing: Tracing = propagationOnly): RequestHandler {
  const requestLine = logger.child({}, { redact: [] });
  const writeLine = requestLineWriter(requestLine);
  installDeferredHead(app);
  Object.defineProperty(app.request, BASE_LOGGER, { value: logger });
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Logged) {
      const fields = this[FIELDS];
      const child = fields ? logger.child(fields) : logger;
      Object.defineProperty(this, 'log', { value: child, writable: true, configurable: true });
      return child;
    },
    set(this: Logged, value: Logger) {
      Object.defineProperty(this, 'log', { value, writable: true, configurable: true });
    },
  });
  return (req, res, next) => {
    const id = requestIdFor(req);
    req.id = id;
    // Sent back as X-Request-Id with the answer's head (response-head.ts).
    deferRequestId(res, id);
    const summary: RequestSummary = {
      id,
      method: req.method,
      url: redactUrl(req.originalUrl),
      userAgent: req.headers['user-agent'],
      remoteAddress: req.ip,
    };
    // Health probes would drown the log and the traces: their trace is carried, never recorded.
    const probe = isHealthProbe(req.url);
    const trace = tracing.start(
      req,
      { method: summary.method, url: summary.url, clientAddress: summary.remoteAddress, userAgent: summary.userAgent },
      !probe,
    );
    req.trace = trace;
    const fields: RequestFields = { req: summary, trace_id: trace.traceId, span_id: trace.spanId };
    (req as Logged)[FIELDS] = fields;
    if (probe) return next();
    const started = Date.now();
    // Read now: a mounted router (/api) has trimmed req.url by the time the response closes.
    const group = routeGroup(req.path);
    // `on`, not `once`: a response closes once, and `once` costs a wrapper and a removal per request.
    res.on('close', () => {
      const status = res.statusCode;
      trace.end(status, group);
      const level = levelFor(status);
      if (!requestLine.isLevelEnabled(level)) return;
      const line: RequestLine = { ...fields, res: { statusCode: status }, responseTime: Date.now() - started };
      writeLine(level, line, status >= 500 ? 'request errored' : res.writableFinished ? 'request completed' : 'request aborted');
    });
    tracing.enter(trace, next);
  };
}
