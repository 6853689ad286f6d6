/**
 * The session in front of every authenticated upstream call: read the cookies, verify (or reuse
 * a recent verify), renew on 401 code 4, store new tokens, and end the session when the upstream
 * says it is over. Each failure mode maps to one HttpError (BEHAVIOUR §5, §8):
 *   no access token → 401 'No access token was set. Login required.'
 *   no refresh token when renewal is needed → 401 'Refresh token was not set. Login required.' (cookies cleared)
 *   renewal refused → 401, cookies cleared
 *   verify refused (401/422, or code 4 without a nonce) → 401 with the upstream's message, cookies cleared
 *   verify network error or timeout → 502 connect message, cookies kept
 *   verify answers anything else → 502 'Login failed!', cookies kept
 */
import type { Request, Response } from 'express';
import type { ApiCall } from '../api/calls';
import type { SessionProvider } from '../api/router';
import type { UpstreamAnswer } from '../upstream/client';
import { HttpError } from '../errors';
import { AUTH_MESSAGES, MESSAGES } from '#contract/messages.ts';
import type { SystemInfo } from '#contract/entities.ts';
import { clearSession, readAccessToken, readSession, writeSession, type SessionTokens } from './cookies';
import { Verifier } from './verify';
import { Renewer, RenewalRejectedError } from './renew';
import { renewalNonce, saysExpired } from './upstream-answer';
import { originOf } from '../upstream/origin';
import { metrics } from '../metrics';

/** BEHAVIOUR §3: the browser's user agent, and `web_` + the client IP the server sees (TRUST_PROXY aware). */
export function systemInfoFor(req: Request): SystemInfo {
  const ip = req.ip?.replace(/^::ffff:/, '');
  return {
    deviceName: req.get('user-agent') ?? 'unknown',
    deviceUniqueIdentifier: ip ? `web_${ip}` : 'unknown',
  };
}

export class SessionService implements SessionProvider {
  constructor(
    readonly verifier: Verifier,
    readonly renewer: Renewer,
  ) {}

  /** A fresh session from login, signup or a token link: store it and trust it for the reuse window. */
  start(req: Request, res: Response, tokens: SessionTokens): void {
    writeSession(req, res, tokens);
    this.verifier.remember(tokens.accessToken);
  }

  end(req: Request, res: Response, options: { retry?: boolean } = {}): void {
    const { accessToken } = readSession(req);
    if (accessToken) this.verifier.forget(accessToken);
    clearSession(req, res, options);
  }

  async accessTokenFor(req: Request, res: Response, call: ApiCall): Promise<string | undefined> {
    try {
      return await this.requireToken(req, res);
    } catch (err) {
      // An optional call goes ahead without a session when there is none (or it just ended).
      if (call.auth === 'optional' && err instanceof HttpError && err.status === 401) return undefined;
      throw err;
    }
  }

  freshTokenFor(req: Request): string | undefined {
    const accessToken = readAccessToken(req);
    if (!accessToken || !this.verifier.isFresh(accessToken)) return undefined;
    metrics.verifyCache(true);
    return accessToken;
  }

  /**
   * The verified (or renewed) access token of the request's session. `verifyAgain`: ask the
   * upstream even when a recent verify of the token could be reused.
   */
  async requireToken(req: Request, res: Response, { verifyAgain = false } = {}): Promise<string> {
    const fresh = verifyAgain ? undefined : this.freshTokenFor(req);
    if (fresh) return fresh;
    const { accessToken } = readSession(req);
    if (!accessToken) throw new HttpError(401, MESSAGES.noAccessToken);
    metrics.verifyCache(false);
    const nonce = await this.verifyUpstream(req, res, accessToken);
    return nonce === undefined ? accessToken : this.renewFor(req, res, nonce);
  }

  /**
   * Asks the upstream's verify about the token: undefined when it is valid, the renewal nonce when
   * it expired (BEHAVIOUR §10). A refused token ends the session (401 with the upstream's message);
   * any other answer is 'Login failed!' with the session kept.
   */
  private async verifyUpstream(req: Request, res: Response, accessToken: string): Promise<string | undefined> {
    const outcome = await this.verifier.verify(accessToken, originOf(req));
    switch (outcome.kind) {
      case 'valid':
        return undefined;
      case 'expired':
        return outcome.nonce;
      case 'rejected':
        this.end(req, res);
        throw new HttpError(401, outcome.message);
      case 'failed':
        throw new HttpError(502, MESSAGES.loginFailed);
    }
  }

  /** An expired answer came without a nonce: verify hands one out (undefined if it finds the token valid after all). */
  private nonceFromVerify(req: Request, res: Response, accessToken: string): Promise<string | undefined> {
    this.verifier.forget(accessToken);
    return this.verifyUpstream(req, res, accessToken);
  }

  /** Renews with a nonce from a 401 code 4 (of verify or of the call itself); returns the new access token. */
  async renewFor(req: Request, res: Response, nonce: string, rejectedToken?: string): Promise<string> {
    const session = readSession(req);
    const { refreshToken } = session;
    const accessToken = rejectedToken ?? session.accessToken;
    if (accessToken) this.verifier.forget(accessToken);
    if (!refreshToken) {
      this.end(req, res);
      throw new HttpError(401, MESSAGES.noRefreshToken);
    }
    let tokens: SessionTokens;
    try {
      tokens = await this.renewer.renew(refreshToken, nonce, systemInfoFor(req), accessToken, originOf(req));
    } catch (err) {
      if (!(err instanceof RenewalRejectedError)) throw err;
      req.log?.info('session renewal refused: signing out');
      this.end(req, res);
      throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    }
    this.start(req, res, tokens);
    return tokens.accessToken;
  }

  /**
   * A call the server makes itself on behalf of the session: verify first (or reuse a recent
   * verify, unless `verifyAgain`), and after a 401 code 4 on the call itself renew and retry
   * once. The nonce comes with that answer or, where the upstream sends it only with verify, from
   * a verify made for it.
   */
  async callWithSession(
    req: Request,
    res: Response,
    send: (accessToken: string) => Promise<UpstreamAnswer>,
    options: { verifyAgain?: boolean } = {},
  ): Promise<UpstreamAnswer> {
    const token = await this.requireToken(req, res, options);
    const answer = await send(token);
    if (!saysExpired(answer)) return answer;
    const nonce = renewalNonce(answer) ?? (await this.nonceFromVerify(req, res, token));
    if (!nonce) return answer;
    return send(await this.renewFor(req, res, nonce, token));
  }

  /**
   * After the upstream ended the session (logout): nothing this instance keeps may bring it back
   * when its old cookies are replayed, neither a reused verify nor a reused renewal.
   */
  forgetSession(req: Request, accessTokens: Iterable<string>): void {
    for (const token of accessTokens) this.verifier.forget(token);
    const { refreshToken } = readSession(req);
    if (refreshToken) this.renewer.forget(refreshToken);
  }
}
