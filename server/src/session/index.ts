/**
 * The session layer (CONTRACT §2): tokens in httpOnly cookies, verify and renewal before
 * authenticated calls, login/signup/logout handlers, GET /api/session and the token-link
 * redirects. This is the seam the app is built around; the sessions issue fills it in.
 */
import { Router, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { UpstreamClient } from '../upstream/client';
import { noSessions, type SessionProvider } from '../api/router';
import type { SessionInfo } from '../../../contract/entities';

export interface SessionLayer {
  provider: SessionProvider;
  customHandlers: Partial<Record<string, RequestHandler>>;
  /** Routes under /api owned by the session layer (GET /api/session). */
  apiRoutes: (router: Router) => void;
  /** Server-side redirect routes that call the upstream (token and email links). */
  redirects: Router;
}

export function createSessionLayer(_config: Config, _upstream: UpstreamClient, _logger: Logger): SessionLayer {
  return {
    provider: noSessions,
    customHandlers: {},
    apiRoutes: (router) => {
      router.get('/session', (_req, res) => {
        const body: SessionInfo = { account: null, retryLink: '/' };
        res.setHeader('Cache-Control', 'no-store');
        res.json(body);
      });
    },
    redirects: Router(),
  };
}
