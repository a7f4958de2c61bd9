import { LRUCache } from 'lru-cache';

/**
 * The storefront's reference data (navigation, categories, keywords, help
 * articles) changes rarely and is asked for on every page: keep each answer a
 * minute in the web tier. Requests arriving together share one backend call.
 */
const cache = new LRUCache<string, Promise<unknown>>({ max: 50, ttl: 60_000 });

export function cachedReference<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load();
  cache.set(key, pending);
  // A failed answer is not kept: the next page asks again.
  pending.catch(() => cache.delete(key));
  return pending;
}
