/**
 * The Redis connection that several instances share (renewal lock and outcome, rate-limit
 * counters), wrapped so that Redis being down or slow never takes the site down:
 *   - every command has a short timeout, and fails at once while disconnected (no offline queue);
 *   - a failure switches this instance to its per-instance behaviour ("fallback"), logs one
 *     warning (then at most one every WARN_EVERY_MS while it lasts) and sets the metric;
 *   - while in fallback, uses skip Redis without waiting, except one probe every PROBE_EVERY_MS;
 *     the first success switches back ("shared"), logged and counted too.
 * Readiness does not depend on Redis: an instance without it still serves every request.
 */
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { metrics } from '../metrics';
import { propagationOnly, type Tracing } from '../tracing/tracing';

/** Per-command timeout: a slow Redis costs a request at most this long, once. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const PROBE_EVERY_MS = 1_000;
const WARN_EVERY_MS = 30_000;

/** Thrown by `use` when Redis is unusable; callers fall back to per-instance behaviour. */
export class RedisUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('redis unavailable', { cause });
    this.name = 'RedisUnavailableError';
  }
}

export class SharedRedis {
  readonly client: Redis;
  private fallback = false;
  private nextProbeAt = 0;
  private lastWarnAt = 0;

  constructor(
    url: string,
    private readonly logger: Logger,
    /** Each use is a span of the request that made it, when spans are recorded. */
    private readonly tracing: Tracing = propagationOnly,
    private readonly now: () => number = Date.now,
  ) {
    this.client = new Redis(url, {
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Reconnect quickly, then every second while it stays away.
      retryStrategy: (times) => Math.min(times * 100, 1_000),
    });
    // Connection errors are reported through `use` (rate-limited); without a listener ioredis prints each one.
    this.client.on('error', () => {});
    // Reconnected after an outage: shared state resumes without waiting for the next probe.
    this.client.on('ready', () => {
      if (this.fallback) this.recovered();
    });
  }

  /** True while this instance runs on per-instance state. */
  get inFallback(): boolean {
    return this.fallback;
  }

  /** Waits (bounded) for the first connection, so an instance starts shared when Redis is there. */
  async ready(timeoutMs = 2_000): Promise<void> {
    if (this.client.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.client.once('ready', done);
    });
    // Read again: the status changed while waiting (TypeScript keeps the narrowing from above).
    if ((this.client.status as string) !== 'ready') this.failed(new Error(`not connected after ${timeoutMs} ms`), 'connect');
  }

  /**
   * Runs `work` against Redis. Throws RedisUnavailableError (without waiting, while in
   * fallback between probes) when Redis cannot be used; `what` names the use in the warning.
   */
  async use<T>(what: string, work: (client: Redis) => Promise<T>): Promise<T> {
    if (this.fallback && this.now() < this.nextProbeAt) throw new RedisUnavailableError();
    try {
      const result = await this.tracing.internal(`redis ${what}`, { 'db.system.name': 'redis' }, () => work(this.client));
      if (this.fallback) this.recovered();
      return result;
    } catch (err) {
      this.failed(err, what);
      throw new RedisUnavailableError(err);
    }
  }

  async close(): Promise<void> {
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }

  private failed(err: unknown, what: string): void {
    const now = this.now();
    this.nextProbeAt = now + PROBE_EVERY_MS;
    const entering = !this.fallback;
    if (entering) {
      this.fallback = true;
      metrics.redisState('fallback');
    }
    if (entering || now - this.lastWarnAt >= WARN_EVERY_MS) {
      this.lastWarnAt = now;
      this.logger.warn(
        { err: { message: err instanceof Error ? err.message : String(err) }, use: what },
        'redis unavailable: using per-instance renewal and rate limits until it is back',
      );
    }
  }

  private recovered(): void {
    this.fallback = false;
    metrics.redisState('shared');
    this.logger.info('redis available again: renewal and rate limits are shared between instances');
  }
}
