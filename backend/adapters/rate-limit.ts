import { createHash } from 'node:crypto';
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
  /**
   * Counts one attempt: how many the key has made in its window, this one included, and
   * the seconds to wait when it had none left (else 0).
   */
  take(key: string): Promise<{ count: number; wait: number }>;
  /** How many attempts the key has made in its window, without counting one. */
  count(key: string): Promise<number>;
  /** Gives one attempt back (an attempt that turned out not to count). */
  refund(key: string): Promise<void>;
  /** Forgets a key's attempts (a successful login clears its failures). */
  clear(key: string): Promise<void>;
}

/**
 * A gate per key that lets one attempt through at a time and can be shut for a while (an
 * account slowed down after failures). Passing is atomic in every store: of any number of
 * parallel passes, one gets through.
 */
export interface Gate {
  /**
   * Goes through an open gate and holds it shut behind until it is shut or opened (at most
   * the gate's hold); answers the seconds to wait when it was shut or held, else 0.
   */
  pass(key: string): Promise<number>;
  /** Shuts the gate for this many seconds from now. */
  shut(key: string, seconds: number): Promise<void>;
  /** Opens it at once. */
  open(key: string): Promise<void>;
}

export type CounterStore = { kind: 'memory' } | { kind: 'postgres'; pool: Pool } | { kind: 'redis'; client: unknown };

/** The table the PostgreSQL store counts in: created by migration 0008, its shape rate-limiter-flexible's. */
export const RATE_LIMIT_TABLE = 'rate_limit';

/** The PostgreSQL store's keys are at most 255 characters, its prefix included; a login name is any length. */
const KEY_MAX = 160;

function storeKey(key: string): string {
  return key.length <= KEY_MAX ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

function limiter(
  store: CounterStore,
  name: string,
  options: { points: number; duration: number; blockDuration: number },
): RateLimiterAbstract {
  const all = { keyPrefix: name, ...options };
  // A shared store that fails (Redis restarting) falls back to counting in this process, never to no limit.
  const insuranceLimiter = new RateLimiterMemory(all);
  return store.kind === 'redis'
    ? new RateLimiterRedis({ ...all, storeClient: store.client, insuranceLimiter })
    : store.kind === 'postgres'
      ? new RateLimiterPostgres({
          ...all,
          storeClient: store.pool,
          storeType: 'pool',
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          insuranceLimiter,
        })
      : new RateLimiterMemory(all);
}

/** Seconds to wait from a refusal, never 0 (a refusal always waits). */
const waitOf = (refusal: RateLimiterRes) => Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));

export function counter(store: CounterStore, name: string, limit: Limit): Counter {
  const counts = limiter(store, name, { points: limit.points, duration: limit.seconds, blockDuration: limit.seconds });
  return {
    async take(key) {
      try {
        const res = await counts.consume(storeKey(key));
        return { count: res.consumedPoints, wait: 0 };
      } catch (refusal) {
        // A store that fails (Redis down) throws an Error: that is a fault, not a refusal.
        if (refusal instanceof RateLimiterRes) return { count: refusal.consumedPoints, wait: waitOf(refusal) };
        throw refusal;
      }
    },
    async count(key) {
      const res = await counts.get(storeKey(key));
      return res?.consumedPoints ?? 0;
    },
    async refund(key) {
      await counts.reward(storeKey(key), 1);
    },
    async clear(key) {
      await counts.delete(storeKey(key));
    },
  };
}

/** A gate whose pass holds it for at most `holdSeconds`, should the one inside never come back to shut or open it. */
export function gate(store: CounterStore, name: string, holdSeconds: number): Gate {
  // One point per hold: the pass that takes it gets through, every other is refused until
  // the hold or a shutting runs out. A refused pass must not lengthen either, so no block.
  const passes = limiter(store, name, { points: 1, duration: holdSeconds, blockDuration: 0 });
  return {
    async pass(key) {
      try {
        await passes.consume(storeKey(key));
        return 0;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return waitOf(refusal);
        throw refusal;
      }
    },
    async shut(key, seconds) {
      // block() with 0 seconds would shut it for ever.
      await passes.block(storeKey(key), Math.max(1, Math.ceil(seconds)));
    },
    async open(key) {
      await passes.delete(storeKey(key));
    },
  };
}
