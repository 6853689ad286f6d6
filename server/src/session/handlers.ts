/** The session's own /api handlers: login, signup, logout (custom entries of the allowlist) and GET /api/session. */
import type { Request, RequestHandler, Response } from 'express';
import type { ZodType } from 'zod';
import type { UpstreamClient } from '../upstream/client';
import { findCall } from '../api/calls';
import { isSameOrigin } from '../api/same-origin';
import { HttpError } from '../errors';
import { MESSAGES } from '#contract/messages.ts';
import { loginPayloadSchema, signupPayloadSchema, type SessionInfo } from '#contract/entities.ts';
import type { SessionService } from './provider';
import { readRetryToken, readSession } from './cookies';
import { signIn } from './issue';
import { originOf } from '../upstream/origin';
import { isSuccess, publicAccount, refusal } from './upstream-answer';
import type { ApiRoutes } from '../api/router';

interface Deps {
  upstream: UpstreamClient;
  sessions: SessionService;
}

function asyncHandler(fn: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req, res, next) => {
    fn(req, res).catch(next);
  };
}

/** Only the fields the upstream expects, as strings; anything else is a 422 in the BEHAVIOUR §8 error shape. */
function payload<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => {
    const param = String(issue.path[0] ?? '');
    return { msg: param ? `Please enter your ${param}.` : 'Please fill in the form.', param };
  });
  throw new HttpError(422, errors[0]?.msg ?? MESSAGES.apiDefault, { errors });
}

export function retryLinkOf(req: Request): string {
  const retry = readRetryToken(req);
  return retry ? `/token2/login/${encodeURIComponent(retry)}` : '/';
}

export function sessionHandlers(deps: Deps): Partial<Record<string, RequestHandler>> {
  const login = findCall('login');
  const createAccount = findCall('createAccount');
  const logout = findCall('logout');
  return {
    login: asyncHandler(async (req, res) => {
      await signIn(req, res, deps, login, payload(loginPayloadSchema, req.body), MESSAGES.loginFailedLong);
    }),
    createAccount: asyncHandler(async (req, res) => {
      await signIn(req, res, deps, createAccount, payload(signupPayloadSchema, req.body), MESSAGES.createAccountFailedLong);
    }),
    logout: asyncHandler(async (req, res) => {
      // A GET, so the router's same-origin check does not cover it; a cross-site page must not sign users out.
      if (!isSameOrigin(req)) throw new HttpError(403, MESSAGES.crossOrigin);
      const origin = originOf(req);
      const sent: string[] = [];
      try {
        // BEHAVIOUR §4: verified upstream, never from the reuse window, so that a token which expired
        // since its last verify is renewed and the logout made with the new one.
        const answer = await deps.sessions.callWithSession(
          req,
          res,
          (accessToken) => {
            sent.push(accessToken);
            return deps.upstream(logout, { accessToken, ...origin });
          },
          { verifyAgain: true },
        );
        if (!isSuccess(answer)) throw refusal(answer, MESSAGES.apiDefault);
        deps.sessions.forgetSession(req, sent);
      } catch (err) {
        // A visitor who asks to sign out ends signed out of this site, whatever the upstream did. A
        // session the upstream no longer knows (401) is over there as well; anything else is logged.
        if (!(err instanceof HttpError && err.status === 401)) {
          req.log?.warn(
            { err: { name: (err as Error).name, message: (err as Error).message } },
            'upstream logout failed: signed out of the site only',
          );
        }
      }
      deps.sessions.end(req, res, { retry: true });
      res.json({ ok: true });
    }),
  };
}

export function sessionRoute(deps: Deps) {
  const account = findCall('account');
  return (routes: ApiRoutes) => {
    routes.get(
      '/session',
      asyncHandler(async (req, res) => {
        const body: SessionInfo = { account: null, retryLink: retryLinkOf(req) };
        // No cookie, no upstream call.
        if (!readSession(req).accessToken) {
          res.json(body);
          return;
        }
        try {
          const origin = originOf(req);
          const answer = await deps.sessions.callWithSession(req, res, (accessToken) => deps.upstream(account, { accessToken, ...origin }));
          body.account = isSuccess(answer) ? (publicAccount(answer.body) ?? null) : null;
          if (answer.status === 401) deps.sessions.end(req, res);
        } catch (err) {
          // A session that ended answers "signed out"; an unreachable upstream is an error, not a sign-out.
          if (!(err instanceof HttpError && err.status === 401)) throw err;
        }
        res.json(body);
      }),
    );
  };
}
