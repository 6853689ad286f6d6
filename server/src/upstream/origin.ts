import type { Request } from 'express';
import type { UpstreamRequest } from './client';

/** Whom a call the server makes itself is made for: the request's id and trace, passed upstream. */
export type CallOrigin = Pick<UpstreamRequest, 'requestId' | 'trace'>;

/**
 * The request id the request logger assigned and the request's trace, so one id and one trace
 * follow a request end to end (docs/OPERATIONS.md, "Tracing").
 */
export function originOf(req: Request): CallOrigin {
  return { requestId: typeof req.id === 'string' ? req.id : undefined, trace: req.trace };
}
