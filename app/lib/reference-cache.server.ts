import { LRUCache } from 'lru-cache';

/** A memory of backend answers that are the same for everyone; requests arriving together share one call. */
function sharedAnswers(max: number, ttl: number) {
  const cache = new LRUCache<string, Promise<unknown>>({ max, ttl });
  return function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const pending = load();
    cache.set(key, pending);
    // A failed answer is not kept: the next page asks again.
    pending.catch(() => cache.delete(key));
    return pending;
  };
}

/**
 * The storefront's reference data (navigation, categories, keywords, help
 * articles) changes rarely and is asked for on every page: keep each answer a
 * minute in the web tier.
 */
export const cachedReference = sharedAnswers(50, 60_000);

/**
 * The filters of a goods list (its brands, its category's parameter values), kept a
 * minute per category and keyword: the same for every visitor, every page and every
 * sort of that list, and tens of milliseconds of the backend's time each (the brands
 * of the goods a common keyword finds, the values a busy category's goods carry).
 */
export const cachedListFilters = sharedAnswers(500, 60_000);
