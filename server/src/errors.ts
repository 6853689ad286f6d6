/**
 * One typed error per failure mode, mapped to one JSON answer in one place (the error handler).
 * Answers carry BEHAVIOUR §8 messages and never a stack trace.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { MESSAGES } from '#contract/messages.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The upstream could not be reached (refused, DNS, reset before an answer). */
export class UpstreamUnreachableError extends Error {
  constructor(readonly upstreamCause?: unknown) {
    super(MESSAGES.hostNotFound);
    this.name = 'UpstreamUnreachableError';
  }
}

/** The upstream did not answer within the call's timeout. */
export class UpstreamTimeoutError extends Error {
  constructor() {
    super(MESSAGES.timeout);
    this.name = 'UpstreamTimeoutError';
  }
}

/** Too many calls are already waiting for this upstream: the site answers 503 with Retry-After. */
export class UpstreamBusyError extends Error {
  constructor(readonly retryAfterSeconds = 1) {
    super(MESSAGES.apiDefault);
    this.name = 'UpstreamBusyError';
  }
}

export interface ErrorBody {
  message: string;
  status: number;
  [key: string]: unknown;
}

export function errorBody(status: number, message: string, extra: Record<string, unknown> = {}): ErrorBody {
  return { ...extra, message, status };
}

/** A handler that answers whatever reaches it with 404 and the shared error body. */
export function jsonNotFound(message: string = MESSAGES.notFound): RequestHandler {
  return (_req, res) => {
    res.status(404).json(errorBody(404, message));
  };
}

/** Maps any thrown value to the status and body the browser receives. */
export function toErrorAnswer(err: unknown): { status: number; body: ErrorBody; expected: boolean } {
  if (err instanceof HttpError) return { status: err.status, body: errorBody(err.status, err.message, err.extra), expected: true };
  if (err instanceof UpstreamUnreachableError) return { status: 502, body: errorBody(502, MESSAGES.hostNotFound), expected: true };
  if (err instanceof UpstreamTimeoutError) return { status: 504, body: errorBody(504, MESSAGES.timeout), expected: true };
  if (err instanceof UpstreamBusyError) return { status: 503, body: errorBody(503, MESSAGES.apiDefault), expected: true };
  const type = (err as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return { status: 413, body: errorBody(413, MESSAGES.bodyTooLarge), expected: true };
  if (type === 'entity.parse.failed') return { status: 400, body: errorBody(400, MESSAGES.badJson), expected: true };
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return { status: 415, body: errorBody(415, 'Unsupported request encoding.'), expected: true };
  }
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: errorBody(status, MESSAGES.apiDefault), expected: true };
  }
  return { status: 500, body: errorBody(500, MESSAGES.apiDefault), expected: false };
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const { status, body, expected } = toErrorAnswer(err);
    const log = (req as { log?: Logger }).log ?? logger;
    if (expected) log.debug({ err }, 'request failed');
    else log.error({ err }, 'unhandled error');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(status).json(body);
  };
}
