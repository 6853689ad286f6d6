/** What every domain router of the mock upstream is given. */
import type { NextFunction, Request, Response } from 'express';
import type { MockState } from './state';
import { HEADER, RENEW_CODE } from '#contract/protocol.ts';

export interface MockContext {
  state: MockState;
}

/** An error body as the real API sends it (BEHAVIOUR §10). */
export function sendError(res: Response, status: number, message: string, extra: Record<string, unknown> = {}) {
  res.status(status).json({ message, status, ...extra });
}

/**
 * Authenticates a call by its x-access-token. An expired token answers 401 code 4 with a fresh
 * single-use nonce, as the real API does, so the caller can renew (`isVerify`: the verify call,
 * which keeps the nonce when the setting `nonceOnlyOnVerify` withholds it from the others).
 */
export function requireAccount(state: MockState, { isVerify = false } = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = req.header(HEADER.accessToken);
    if (!token) return sendError(res, 401, 'No access token', { code: 1 });
    const result = state.checkAccessToken(token);
    if (result === 'expired') {
      const record = state.accessTokens.get(token)!;
      if (isVerify || !state.settings.nonceOnlyOnVerify) res.setHeader(HEADER.nonce, state.issueNonce(record.accountId));
      return sendError(res, 401, 'Access token expired', { code: RENEW_CODE });
    }
    if (!result) return sendError(res, 401, 'Invalid access token', { code: 2 });
    res.locals.account = result;
    next();
  };
}

export type { MockAccount } from './state';
