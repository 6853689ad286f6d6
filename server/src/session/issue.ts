/**
 * Calls that hand out a session (login, signup, token links): the tokens come back in response
 * headers, go into cookies, and never reach the browser in any other form.
 */
import type { Request, Response } from 'express';
import type { UpstreamAnswer, UpstreamClient, UpstreamRequest } from '../upstream/client';
import type { ApiCall } from '../api/calls';
import { findCall } from '../api/calls';
import { HttpError } from '../errors';
import type { PublicAccount } from '#contract/entities.ts';
import type { SessionService } from './provider';
import { isSuccess, publicAccount, refusal, tokensFrom } from './upstream-answer';
import type { SessionTokens } from './cookies';
import { originOf, type CallOrigin } from '../upstream/origin';

export interface IssuedSession {
  tokens: SessionTokens;
  answer: UpstreamAnswer;
}

/**
 * Makes a token-issuing call. Refusals become HttpErrors with the upstream's message (or
 * `fallback`); a success without tokens is a 502 with `fallback`. Network errors propagate.
 */
export async function issueSession(
  upstream: UpstreamClient,
  call: ApiCall,
  request: UpstreamRequest,
  fallback: string,
): Promise<IssuedSession> {
  const answer = await upstream(call, request);
  if (!isSuccess(answer)) throw refusal(answer, fallback);
  const tokens = tokensFrom(answer);
  if (!tokens) throw new HttpError(502, fallback);
  return { tokens, answer };
}

/** The profile after login or signup (BEHAVIOUR §7: "the profile is then fetched"). */
export async function fetchProfile(upstream: UpstreamClient, accessToken: string, origin?: CallOrigin): Promise<PublicAccount | undefined> {
  try {
    const answer = await upstream(findCall('account'), { accessToken, ...origin });
    return isSuccess(answer) ? publicAccount(answer.body) : undefined;
  } catch {
    return undefined;
  }
}

/** Login or signup: store the session and answer `{account}`. */
export async function signIn(
  req: Request,
  res: Response,
  deps: { upstream: UpstreamClient; sessions: SessionService },
  call: ApiCall,
  body: unknown,
  fallback: string,
): Promise<void> {
  const origin = originOf(req);
  const { tokens, answer } = await issueSession(deps.upstream, call, { body, ...origin }, fallback);
  // The login answer may already carry the profile; the separate fetch is what BEHAVIOUR §7 describes.
  const account = (await fetchProfile(deps.upstream, tokens.accessToken, origin)) ?? publicAccount(answer.body);
  if (!account) throw new HttpError(502, fallback);
  deps.sessions.start(req, res, tokens);
  res.status(200).json({ account });
}
