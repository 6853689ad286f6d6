/**
 * Attempt counters shared between instances: rate-limit-redis's store (one per limiter, keys
 * prefixed by route), with express-rate-limit's in-memory store behind it. While Redis cannot be
 * used the memory store counts, so every instance still limits its own share of the attempts;
 * when Redis is back the shared counters take over again.
 */
import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { RateLimitStoreFactory } from '../rate-limit';
import type { SharedRedis } from './redis';

class SharedOrLocalStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private readonly memory = new MemoryStore();
  private readonly redisStore: RedisStore;
  private options: Options | undefined;
  /** The Redis store loads its scripts in init; after a failure that must happen again. */
  private redisInit: Promise<void> | undefined;

  constructor(
    private readonly shared: SharedRedis,
    routeName: string,
  ) {
    this.prefix = `rl:${routeName}:`;
    this.redisStore = new RedisStore({
      prefix: this.prefix,
      // The first argument is the command name, as ioredis's `call` expects.
      sendCommand: (command: string, ...args: string[]) => shared.client.call(command, ...args) as Promise<RedisReply>,
    });
  }

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
    this.redisInit = undefined;
  }

  private viaRedis<T>(work: (store: RedisStore) => Promise<T>): Promise<T> {
    return this.shared.use('rate limit', async () => {
      if (!this.redisInit) {
        if (!this.options) throw new Error('rate-limit store used before init');
        const pending = this.redisStore.init(this.options);
        this.redisInit = pending;
        pending.catch(() => {
          if (this.redisInit === pending) this.redisInit = undefined;
        });
      }
      await this.redisInit;
      return work(this.redisStore);
    });
  }

  async increment(key: string): Promise<IncrementResponse> {
    try {
      return await this.viaRedis((store) => store.increment(key));
    } catch {
      return this.memory.increment(key);
    }
  }

  async decrement(key: string): Promise<void> {
    try {
      await this.viaRedis((store) => store.decrement(key));
    } catch {
      this.memory.decrement(key);
    }
  }

  async resetKey(key: string): Promise<void> {
    this.memory.resetKey(key);
    try {
      await this.viaRedis((store) => store.resetKey(key));
    } catch {
      // Already logged and counted by SharedRedis; the memory counter is reset.
    }
  }

  async get(key: string) {
    try {
      return await this.viaRedis((store) => store.get(key));
    } catch {
      return this.memory.get(key);
    }
  }

  shutdown(): void {
    this.memory.shutdown();
  }
}

/** A store per limiter, for `createApp(config, { rateLimitStore })`. */
export function sharedRateLimitStore(shared: SharedRedis): RateLimitStoreFactory {
  return (routeName) => new SharedOrLocalStore(shared, routeName);
}
