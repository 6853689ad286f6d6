/**
 * Verifying an access token upstream (GET /auth/verify), with two per-instance shortcuts:
 * a positive answer is reused for the same token for up to 30 s, and concurrent checks of one
 * token share a single upstream call. Neither is needed for correctness: the upstream still
 * checks the token on every call, and a 401 code 4 there leads to renewal and one retry.
 */
import type { UpstreamClient } from '../upstream/client';
import { findCall } from '../api/calls';
import { UpstreamTimeoutError, UpstreamUnreachableError } from '../errors';
import { MESSAGES } from '#contract/messages.ts';
import { TokenKeyedMap } from './token-keyed-map';
import type { CallOrigin } from '../upstream/origin';
import { isSuccess, renewalNonce, upstreamMessage } from './upstream-answer';

export type VerifyOutcome =
  | { kind: 'valid' }
  /** 401 code 4 with a nonce: renew with it. */
  | { kind: 'expired'; nonce: string }
  /** The upstream refused the token: the session is over (BEHAVIOUR §8 keeps the upstream's message). */
  | { kind: 'rejected'; message: string }
  /** Any other status: 'Login failed!', the session is kept. */
  | { kind: 'failed' };

export const VERIFY_REUSE_MS = 30_000;
const MAX_ENTRIES = 10_000;

export class Verifier {
  private readonly verified = new TokenKeyedMap<number>(MAX_ENTRIES);
  private readonly inFlight = new TokenKeyedMap<Promise<VerifyOutcome>>(MAX_ENTRIES);
  private readonly call = findCall('verify');

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly now: () => number = Date.now,
  ) {}

  /** True while a positive verify of this token is recent enough to reuse. */
  isFresh(accessToken: string): boolean {
    const until = this.verified.get(accessToken);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.verified.delete(accessToken);
    return false;
  }

  /** Records a token known to be good (just issued by login or renewal). */
  remember(accessToken: string): void {
    this.verified.set(accessToken, this.now() + VERIFY_REUSE_MS);
  }

  forget(accessToken: string): void {
    this.verified.delete(accessToken);
  }

  /** Network errors and timeouts both throw UpstreamUnreachableError (BEHAVIOUR §8: the connect message). */
  verify(accessToken: string, origin?: CallOrigin): Promise<VerifyOutcome> {
    const pending = this.inFlight.get(accessToken);
    if (pending) return pending;
    const promise = this.ask(accessToken, origin).finally(() => this.inFlight.deleteIf(accessToken, promise));
    this.inFlight.set(accessToken, promise);
    return promise;
  }

  private async ask(accessToken: string, origin?: CallOrigin): Promise<VerifyOutcome> {
    let answer;
    try {
      answer = await this.upstream(this.call, { accessToken, ...origin });
    } catch (err) {
      if (err instanceof UpstreamTimeoutError || err instanceof UpstreamUnreachableError) throw new UpstreamUnreachableError(err);
      throw err;
    }
    if (isSuccess(answer)) {
      this.remember(accessToken);
      return { kind: 'valid' };
    }
    const nonce = renewalNonce(answer);
    if (nonce) return { kind: 'expired', nonce };
    if (answer.status === 401 || answer.status === 422) {
      return { kind: 'rejected', message: upstreamMessage(answer.body) ?? MESSAGES.loginFailed };
    }
    return { kind: 'failed' };
  }
}
