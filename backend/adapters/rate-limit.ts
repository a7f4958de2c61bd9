import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Pool } from 'pg';

/**
 * Counters of attempts per key (an account, a client address), kept where every
 * process of the shop sees them: Redis when REDIS_URL is set, PostgreSQL when the
 * shop runs on it, memory for the embedded single process. rate-limiter-flexible
 * counts atomically in each store, so a burst of parallel requests is counted
 * exactly; this file is the one place that knows which store is in use.
 */
export interface Limit {
  /** How many attempts a key may make per window. */
  points: number;
  /** The window, and the cool-down once it is used up, in seconds. */
  seconds: number;
}

export interface Counter {
  /** Counts one attempt; answers the seconds to wait when the key had none left, else 0. */
  take(key: string): Promise<number>;
  /** Gives one attempt back (an attempt that turned out not to count). */
  refund(key: string): Promise<void>;
  /** Forgets a key's attempts (a successful login clears its failures). */
  clear(key: string): Promise<void>;
}

export type CounterStore = { kind: 'memory' } | { kind: 'postgres'; pool: Pool } | { kind: 'redis'; client: unknown };

/** The table the PostgreSQL store counts in: created by migration 0008, its shape rate-limiter-flexible's. */
export const RATE_LIMIT_TABLE = 'rate_limit';

export function counter(store: CounterStore, name: string, limit: Limit): Counter {
  const options = { keyPrefix: name, points: limit.points, duration: limit.seconds, blockDuration: limit.seconds };
  // A shared store that fails (Redis restarting) falls back to counting in this process, never to no limit.
  const insuranceLimiter = new RateLimiterMemory(options);
  const limiter: RateLimiterAbstract =
    store.kind === 'redis'
      ? new RateLimiterRedis({ ...options, storeClient: store.client, insuranceLimiter })
      : store.kind === 'postgres'
        ? new RateLimiterPostgres({
            ...options,
            storeClient: store.pool,
            storeType: 'pool',
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
            insuranceLimiter,
          })
        : new RateLimiterMemory(options);
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (refusal) {
        // A store that fails (Redis down) throws an Error: that is a fault, not a refusal.
        if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw refusal;
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}
