import { Redis } from 'ioredis';
import type { SecondLevel } from '../app/lib/page-cache.ts';

/**
 * How long one command may take before it counts as a miss: a page from Redis is a millisecond or
 * two, and a render (the alternative) tens. A hung server must not hold pages longer than that.
 */
const COMMAND_TIMEOUT_MS = 100;

/**
 * The caches' level shared by every process of the shop (decision 0028, D3): Redis, with its own
 * client (not the attempt counters'). Keys carry the storefront version, so a staff change is a
 * new key everywhere at once and the old ones age out by their TTL: nothing is invalidated by hand.
 *
 * It never fails a page: a command while the client is not connected (no offline queue, so nothing
 * piles up during an outage), one that times out or errs, is a miss, and the in-process level goes
 * on serving. ioredis reconnects by itself; the outage and the recovery are logged once each.
 */
export function createSharedCache(url: string, options: { keyPrefix?: string } = {}) {
  const client = new Redis(url, {
    keyPrefix: options.keyPrefix,
    enableOfflineQueue: false,
    // A command cut off by a lost connection fails at once instead of waiting for the reconnect.
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    console.warn(`Shared cache (Redis) unreachable, serving from this process only: ${error.message}`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    console.info('Shared cache (Redis) reachable again');
  });

  const level: SecondLevel & { close: () => Promise<void> } = {
    async get(key) {
      if (client.status !== 'ready') return undefined;
      try {
        return (await client.getBuffer(key)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value, ttlMs) {
      if (client.status !== 'ready') return;
      const bytes = typeof value === 'string' ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      client.set(key, bytes, 'PX', Math.max(1, Math.round(ttlMs))).catch(() => undefined);
    },
    async close() {
      client.disconnect();
    },
  };
  return level;
}

export type SharedCache = ReturnType<typeof createSharedCache>;

/**
 * The shared level of this process when REDIS_URL is set, else none (the embedded default keeps
 * its caches in memory). Its keys are those of one build (the build's manifest version, `dev` in
 * development): a page names its build's script files, which a process of another build (a rolling
 * deploy) would not serve, and reference data has that build's shape.
 */
export function sharedCacheFromEnv(build: string): SharedCache | undefined {
  const url = process.env.REDIS_URL;
  return url ? createSharedCache(url, { keyPrefix: `caigou:${build}:` }) : undefined;
}
