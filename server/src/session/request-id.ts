import type { Request } from 'express';

/** The request id the request logger assigned, passed upstream so one id follows a request end to end. */
export function requestIdOf(req: Request): string | undefined {
  return typeof req.id === 'string' ? req.id : undefined;
}
