/**
 * Renewing an expired access token (GET /auth/renew with the nonce, the refresh token and the
 * system-info header, BEHAVIOUR §10). Concurrent renewals of one session share one upstream call:
 * a nonce is single use, so a second call would fail and end the session. A successful result
 * is kept for a few seconds so requests that left the browser before the new cookies arrived
 * reuse it. All of this is per instance, keyed by a hash of the refresh token; with a
 * RenewalCoordinator (shared-renewal.ts) the upstream call is also made once across instances.
 */
import type { UpstreamClient } from '../upstream/client';
import { findCall } from '../api/calls';
import { HEADER } from '#contract/protocol.ts';
import type { SystemInfo } from '#contract/entities.ts';
import type { SessionTokens } from './cookies';
import { TokenKeyedMap } from './token-keyed-map';
import type { CallOrigin } from '../upstream/origin';
import { isSuccess, tokensFrom, upstreamMessage } from './upstream-answer';
import { HttpError, UpstreamTimeoutError, UpstreamUnreachableError } from '../errors';
import { MESSAGES } from '#contract/messages.ts';
import { metrics } from '../metrics';

/** The upstream refused the renewal: the session is over. */
export class RenewalRejectedError extends Error {
  constructor(readonly upstreamMessage?: string) {
    super('renewal rejected');
    this.name = 'RenewalRejectedError';
  }
}

export const RENEWAL_REUSE_MS = 10_000;

/** The renewal answers that are the upstream refusing the session (BEHAVIOUR §4); every other one keeps it. */
export const SESSION_ENDING_STATUSES: ReadonlySet<number> = new Set([401, 422]);
const MAX_ENTRIES = 10_000;

export function encodeSystemInfo(info: SystemInfo): string {
  return Buffer.from(JSON.stringify(info), 'utf8').toString('base64');
}

/**
 * Makes `renewUpstream` run at most once for a refresh token across instances, and gives every
 * other caller its outcome (the same tokens, or RenewalRejectedError).
 */
export interface RenewalCoordinator {
  renew(refreshToken: string, currentAccessToken: string | undefined, renewUpstream: () => Promise<SessionTokens>): Promise<SessionTokens>;
  /** Drops the outcome shared for this refresh token (the session ended). */
  forget(refreshToken: string): void;
}

interface Entry {
  promise: Promise<SessionTokens>;
  /** Set once the renewal succeeded. */
  result?: SessionTokens;
}

export class Renewer {
  private readonly entries = new TokenKeyedMap<Entry>(MAX_ENTRIES);
  /** Access tokens some caller found expired: a finished renewal that produced one is not handed out again. */
  private readonly expired = new TokenKeyedMap<true>(MAX_ENTRIES);
  private readonly call = findCall('renew');
  constructor(
    private readonly upstream: UpstreamClient,
    private readonly coordinator?: RenewalCoordinator,
  ) {}

  /**
   * New tokens for the session holding `refreshToken`. When the upstream sends no new refresh
   * token the old one is kept. Rejects with RenewalRejectedError when the upstream refuses,
   * or with the upstream client's network errors. `currentAccessToken` is the token the caller
   * holds: a finished renewal that produced that very token is not reused (it expired again).
   */
  renew(
    refreshToken: string,
    nonce: string,
    systemInfo: SystemInfo,
    currentAccessToken?: string,
    origin?: CallOrigin,
  ): Promise<SessionTokens> {
    if (currentAccessToken) this.expired.set(currentAccessToken, true);
    const existing = this.entries.get(refreshToken);
    if (existing) {
      const done = existing.result;
      // In flight: join it. Finished, and its access token not known to have expired: reuse it.
      if (!done || !(done.accessToken === currentAccessToken || this.expired.get(done.accessToken))) return existing.promise;
      // Its access token expired in turn: renew its successor rather than hand out a stale token, and never
      // send this refresh token again (with rotation the upstream retired it, and a reuse ends the session).
      if (done.refreshToken && done.refreshToken !== refreshToken)
        return this.renew(done.refreshToken, nonce, systemInfo, done.accessToken, origin);
    }
    const ask = () => this.ask(refreshToken, nonce, systemInfo, origin);
    const entry: Entry = { promise: this.coordinator ? this.coordinator.renew(refreshToken, currentAccessToken, ask) : ask() };
    this.entries.set(refreshToken, entry);
    entry.promise.then(
      (tokens) => {
        entry.result = tokens;
        setTimeout(() => this.entries.deleteIf(refreshToken, entry), RENEWAL_REUSE_MS).unref();
      },
      () => this.entries.deleteIf(refreshToken, entry),
    );
    return entry.promise;
  }

  /**
   * The session holding `refreshToken` ended (logout): its renewal outcome, here and shared, is
   * not handed to a later request that replays the old cookies.
   */
  forget(refreshToken: string): void {
    const done = this.entries.get(refreshToken)?.result;
    this.entries.delete(refreshToken);
    if (done?.refreshToken && done.refreshToken !== refreshToken) this.entries.delete(done.refreshToken);
    this.coordinator?.forget(refreshToken);
  }

  private async ask(refreshToken: string, nonce: string, systemInfo: SystemInfo, origin?: CallOrigin): Promise<SessionTokens> {
    try {
      const tokens = await this.askUpstream(refreshToken, nonce, systemInfo, origin);
      metrics.renewal('performed');
      return tokens;
    } catch (err) {
      metrics.renewal(err instanceof RenewalRejectedError ? 'refused' : 'failed');
      throw err;
    }
  }

  private async askUpstream(refreshToken: string, nonce: string, systemInfo: SystemInfo, origin?: CallOrigin): Promise<SessionTokens> {
    const answer = await this.upstream(this.call, {
      ...origin,
      headers: {
        [HEADER.nonce]: nonce,
        [HEADER.refreshToken]: refreshToken,
        [HEADER.systemInfo]: encodeSystemInfo(systemInfo),
      },
    });
    // BEHAVIOUR §4: only the upstream's refusal of the token or nonce ends the session. A busy or
    // timed-out upstream (429, 408), a 5xx, any other status, or a success without tokens is the
    // upstream failing: the session stays, and the next call renews again.
    if (SESSION_ENDING_STATUSES.has(answer.status)) throw new RenewalRejectedError(upstreamMessage(answer.body));
    if (answer.status === 429) throw new HttpError(429, MESSAGES.tooManyRequests);
    if (answer.status === 408) throw new UpstreamTimeoutError();
    const tokens = isSuccess(answer) ? tokensFrom(answer) : undefined;
    if (!tokens) throw new UpstreamUnreachableError(`renewal answered ${answer.status} without tokens`);
    return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? refreshToken };
  }
}
