/**
 * pino + pino-http: one request id per request (an incoming x-request-id is honoured when it
 * looks sane), secrets redacted from headers, and token path segments redacted from URLs
 * (pino's `redact` only matches object keys, so URLs go through a serializer).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger, type DestinationStream } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import { HEADER } from '../../contract/protocol';

const REDACTED = '[redacted]';

/**
 * Paths whose next segment is a secret (a token): after /reset/, /token/login/, /token2/login/,
 * /email/verify/, /email/update/, /bset/pushtoken/, and /scan/<token>/process. One pattern, so
 * each logged URL is scanned once.
 */
const SECRET_SEGMENT = /(\/(?:reset|token2?\/login|email\/(?:verify|update)|bset\/pushtoken)\/)[^/?#]+|(\/scan\/)[^/?#]+(?=\/process)/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, `$1$2${REDACTED}`);
}

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

/**
 * In production, log lines are buffered (4 KB) and written asynchronously: one write per line
 * was a syscall per request. pino flushes the buffer when the process exits. Elsewhere lines
 * are written as they come, so tests and a developer's terminal see them at once.
 */
function defaultDestination(config: Pick<Config, 'env'>): DestinationStream {
  return config.env === 'production'
    ? pino.destination({ dest: 1, sync: false, minLength: 4096 })
    : pino.destination({ dest: 1, sync: true });
}

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination ?? defaultDestination(config),
  );
}

/** A client's X-Request-Id is reused only when it looks like an id (letters, digits, '-', '_'; at most 64). */
export const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers[HEADER.requestId];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function createHttpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    // Our serializers already pick a few fields; wrapping them per request only allocates.
    wrapSerializers: false,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFor(req);
      res.setHeader(HEADER.requestId, id);
      return id;
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    // Health probes would drown the log.
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    // One short line per request: all headers (the CSP alone is ~600 bytes) cost more to
    // serialise and write than the proxying itself, and they are not what an operator reads.
    serializers: {
      req: (req: { id: unknown; method: string; url: string; headers: Record<string, unknown>; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        userAgent: req.headers['user-agent'],
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
