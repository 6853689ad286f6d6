/**
 * The token and email links the server answers itself (BEHAVIOUR §11, §15): each calls the
 * upstream, may start a session, then redirects with a 302. The URLs carry secrets, so the
 * answers are never cached and never leak a referrer.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { UpstreamClient } from '../upstream/client';
import { findCall, SAFE_PARAM } from '../api/calls';
import { token2LoginAnswerSchema } from '#contract/entities.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { SessionService } from '../session/provider';
import { sessionCookieGuard, writeRetryToken } from '../session/cookies';
import { issueSession } from '../session/issue';
import { isSuccess } from '../session/upstream-answer';
import { originOf } from '../upstream/origin';
import { noSecretCaching } from './routes';
import { sameSitePath } from './same-site';

/** Where the token-login page sends a failed link: login, with a fixed error code (never reflected text). */
export const TOKEN_LOGIN_FAILED = '/account/login?error=token-login';

const OUTCOME = {
  verify: { ok: '/email_verify?processed=y', failed: '/email_verify_failed?processed=y' },
  update: { ok: '/email_update?processed=y', failed: '/email_update_failed?processed=y' },
} as const;

/** `limiter(name)`: the per-address attempt limit for the link kind `name` (a path pattern). */
export function tokenLinkRedirects(
  deps: { upstream: UpstreamClient; sessions: SessionService },
  limiter: (name: string) => RequestHandler = () => (_req, _res, next) => next(),
): Router {
  const router = Router();
  const { upstream, sessions } = deps;
  const guard = sessionCookieGuard();

  /** Runs `action` for a well-formed token; any failure (refusal or network) redirects to `failed`. */
  const link = (path: string, failed: string, action: (req: Request, res: Response, token: string) => Promise<string>) => {
    router.get(path, limiter(path), guard, async (req: Request<{ token: string }>, res) => {
      noSecretCaching(res);
      const token = req.params.token;
      let target = failed;
      if (SAFE_PARAM.test(token)) {
        try {
          target = await action(req, res, token);
        } catch (err) {
          req.log?.info({ err: { message: (err as Error).message } }, 'token link failed');
        }
      }
      res.redirect(302, target);
    });
  };

  link('/token/login/:token', TOKEN_LOGIN_FAILED, async (req, res, token) => {
    const { tokens } = await issueSession(upstream, findCall('tokenLogin'), { params: { token }, ...originOf(req) }, MESSAGES.loginFailed);
    sessions.start(req, res, tokens);
    return '/account/home';
  });

  link('/token2/login/:token', '/scans/failedtoken', async (req, res, token) => {
    const { tokens, answer } = await issueSession(
      upstream,
      findCall('token2Login'),
      { params: { token }, ...originOf(req) },
      MESSAGES.loginFailed,
    );
    sessions.start(req, res, tokens);
    writeRetryToken(req, res, token);
    const redirectUrl = token2LoginAnswerSchema.safeParse(answer.body).data?.redirectUrl;
    return sameSitePath(redirectUrl, { protocol: req.protocol, host: req.get('host') });
  });

  for (const kind of ['verify', 'update'] as const) {
    const call = findCall(kind === 'verify' ? 'emailVerify' : 'emailUpdate');
    link(`/email/${kind}/:token`, OUTCOME[kind].failed, async (req, _res, token) => {
      const answer = await upstream(call, { params: { token }, ...originOf(req) });
      return isSuccess(answer) ? OUTCOME[kind].ok : OUTCOME[kind].failed;
    });
  }

  return router;
}
