/**
 * One upstream renewal per session across every instance sharing a Redis.
 *
 * Where the upstream rotates refresh tokens and treats the reuse of an old one as theft, two
 * instances renewing the same session at once end it. So, per hash of the refresh token:
 *   - a lock (SET NX PX) picks one holder; it expires on its own if the holder dies;
 *   - the holder renews upstream and publishes the outcome (new tokens, or "refused") for
 *     PUBLISHED_MS, then releases the lock; an upstream fault publishes nothing (the session is
 *     kept, and the next request may try again);
 *   - the others poll for the outcome (bounded by the lock's lifetime), take the lock themselves
 *     if it is released or expires without an outcome, and otherwise use the published outcome,
 *     so their requests are retried with the same new access token and set the same cookies.
 * The published tokens are encrypted (AES-256-GCM) under a key derived (HKDF-SHA256) from the old
 * refresh token: reading Redis without that token reveals nothing.
 * Any Redis failure falls back to a per-instance renewal (SharedRedis logs and counts it).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { UpstreamUnreachableError } from '../errors';
import { metrics } from '../metrics';
import { RedisUnavailableError, type SharedRedis } from '../shared/redis';
import type { SessionTokens } from './cookies';
import { RENEWAL_REUSE_MS, RenewalRejectedError, type RenewalCoordinator } from './renew';
import { tokenKey } from './token-keyed-map';

/** How long a published outcome stays readable (well within the 30 s the design allows). */
export const PUBLISHED_MS = RENEWAL_REUSE_MS;
const POLL_MS = 40;

type Outcome = { kind: 'tokens'; accessToken: string; refreshToken: string } | { kind: 'refused'; message?: string };

const RELEASE_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

function keyFor(refreshToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', refreshToken, 'bs-shared-renewal', 'renewal outcome v1', 32));
}

export function sealOutcome(refreshToken: string, outcome: Outcome, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(refreshToken), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(JSON.stringify(outcome), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The outcome, or undefined when the entry was not sealed under this refresh token (or was altered). */
export function openOutcome(refreshToken: string, sealed: string, context: string): Outcome | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFor(refreshToken), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(text) as Outcome;
    if (parsed.kind === 'tokens' && typeof parsed.accessToken === 'string' && typeof parsed.refreshToken === 'string') return parsed;
    if (parsed.kind === 'refused') return parsed;
    return undefined;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SharedRenewal implements RenewalCoordinator {
  /** This instance's name on the locks it holds (only the holder may release one). */
  private readonly owner = randomBytes(9).toString('base64url');

  /** `lockTtlMs`: the renewal call's timeout plus a margin, so a lock outlives its holder's attempt. */
  constructor(
    private readonly shared: SharedRedis,
    private readonly lockTtlMs: number,
  ) {}

  async renew(
    refreshToken: string,
    currentAccessToken: string | undefined,
    renewUpstream: () => Promise<SessionTokens>,
  ): Promise<SessionTokens> {
    const id = tokenKey(refreshToken);
    const lockKey = `renew:lock:${id}`;
    const resultKey = `renew:result:${id}`;
    const deadline = Date.now() + this.lockTtlMs + 1_000;
    for (;;) {
      let outcome: Outcome | undefined;
      let holder = false;
      try {
        outcome = await this.published(refreshToken, resultKey, currentAccessToken);
        if (!outcome) {
          holder = (await this.shared.use('renewal lock', (c) => c.set(lockKey, this.owner, 'PX', this.lockTtlMs, 'NX'))) === 'OK';
          // A holder may have published and released between the read and the lock.
          if (holder) outcome = await this.published(refreshToken, resultKey, currentAccessToken);
        }
      } catch (err) {
        if (!(err instanceof RedisUnavailableError)) throw err;
        if (holder) return this.hold(refreshToken, lockKey, resultKey, renewUpstream);
        return renewUpstream();
      }
      if (outcome) {
        if (holder) await this.release(lockKey);
        metrics.renewal('joined');
        if (outcome.kind === 'refused') throw new RenewalRejectedError(outcome.message);
        return { accessToken: outcome.accessToken, refreshToken: outcome.refreshToken };
      }
      if (holder) return this.hold(refreshToken, lockKey, resultKey, renewUpstream);
      // Past the lock's lifetime something is wrong with the shared state: keep the session, ask again later.
      if (Date.now() > deadline) throw new UpstreamUnreachableError('shared renewal did not finish in time');
      await sleep(POLL_MS);
    }
  }

  forget(refreshToken: string): void {
    this.shared
      .use('renewal outcome', (c) => c.del(`renew:result:${tokenKey(refreshToken)}`))
      .catch(() => {
        // Logged and counted by SharedRedis; the published outcome expires within PUBLISHED_MS anyway.
      });
  }

  /** The outcome published for this refresh token, ignoring tokens the caller already holds (they expired again). */
  private async published(refreshToken: string, resultKey: string, currentAccessToken: string | undefined): Promise<Outcome | undefined> {
    const sealed = await this.shared.use('renewal outcome', (c) => c.get(resultKey));
    if (!sealed) return undefined;
    const outcome = openOutcome(refreshToken, sealed, resultKey);
    if (outcome?.kind === 'tokens' && outcome.accessToken === currentAccessToken) return undefined;
    return outcome;
  }

  private async hold(
    refreshToken: string,
    lockKey: string,
    resultKey: string,
    renewUpstream: () => Promise<SessionTokens>,
  ): Promise<SessionTokens> {
    try {
      const tokens = await renewUpstream();
      await this.publish(refreshToken, resultKey, {
        kind: 'tokens',
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken ?? refreshToken,
      });
      return tokens;
    } catch (err) {
      if (err instanceof RenewalRejectedError)
        await this.publish(refreshToken, resultKey, { kind: 'refused', message: err.upstreamMessage });
      throw err;
    } finally {
      await this.release(lockKey);
    }
  }

  private async publish(refreshToken: string, resultKey: string, outcome: Outcome): Promise<void> {
    try {
      await this.shared.use('renewal outcome', (c) => c.set(resultKey, sealOutcome(refreshToken, outcome, resultKey), 'PX', PUBLISHED_MS));
    } catch {
      // Logged and counted by SharedRedis; the waiters fall back to their own renewal.
    }
  }

  private async release(lockKey: string): Promise<void> {
    try {
      await this.shared.use('renewal lock', (c) => c.eval(RELEASE_SCRIPT, 1, lockKey, this.owner));
    } catch {
      // The lock expires on its own.
    }
  }
}
