import { LRUCache } from 'lru-cache';
import { createContext } from 'react-router';
import type { SecondLevel } from './page-cache.ts';
import { request, type CallContext } from './request.server.ts';
import type { StorefrontVersions } from '../../common/areas/storefront/storefront.ts';

/** How long an answer is kept, in this process and in the shared level. */
const REFERENCE_TTL_MS = 60_000;

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
 * Answers kept a minute in this process under the key they are asked with: the regions, which
 * never change while the shop runs, and (under a key holding the catalogue version, below) the
 * storefront's reference data.
 */
export const cachedReference = sharedAnswers(50, REFERENCE_TTL_MS);

/** The same for the filters of goods lists (below): one per category and keyword, so more of them. */
export const cachedListFilters = sharedAnswers(500, REFERENCE_TTL_MS);

/** What a request knows for its reference data: server/documents.ts sets it on each page's context. */
export interface ReferenceScope {
  /**
   * This request's catalogue version (migration 0024), read once, with the storefront version the
   * page cache compares: it moves with what reference data and list filters are made of, not with
   * the stock and sales every order changes.
   */
  version: () => Promise<number>;
  /** The level shared by the shop's processes (REDIS_URL), behind this process's memory. */
  secondLevel?: SecondLevel;
}

/** entry.server.tsx re-exports it so server/documents.ts sets the key of the built app itself. */
export const referenceScopeContext = createContext<ReferenceScope | null>(null);

/** The catalogue version asked of the backend for a request whose context has no scope (a host other than server.ts), once per request. */
const askedVersions = new WeakMap<Request, Promise<number>>();

function scopeOf(ctx: CallContext): ReferenceScope {
  const scope = ctx.context.get(referenceScopeContext);
  if (scope) return scope;
  return {
    version: () => {
      let version = askedVersions.get(ctx.request);
      if (!version) {
        version = request<StorefrontVersions>(ctx, { path: 'rest/storefront/version' }).then(
          (versions) => versions.catalogue,
        );
        askedVersions.set(ctx.request, version);
      }
      return version;
    },
  };
}

/** An answer from the shared level, or undefined when it cannot be read (it is then loaded again, never a fault). */
function readKept<T>(bytes: Uint8Array): T | undefined {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return undefined;
  }
}

/**
 * An answer of the storefront's content kept under this request's catalogue version: triggers
 * move the version on every change to what it is made of (migration 0024), so a staff change to
 * navigation, categories, brands, keywords, articles, goods parameters or a goods' sale state is a
 * new key, in every process, on the next request; an order, which changes only stock and sales,
 * is not. Asked in this process's memory first, then in the shared level (`ref:<version>:<key>`),
 * then of the backend; an answer loaded here is put in both.
 */
function versioned(level: typeof cachedReference) {
  return async function cached<T>(ctx: CallContext, key: string, load: () => Promise<T>): Promise<T> {
    const { version, secondLevel } = scopeOf(ctx);
    const name = `ref:${await version()}:${key}`;
    return level(name, async () => {
      const kept = await secondLevel?.get(name);
      const answer = kept ? readKept<T>(kept) : undefined;
      if (answer !== undefined) return answer;
      const loaded = await load();
      secondLevel?.set(name, JSON.stringify(loaded), REFERENCE_TTL_MS);
      return loaded;
    });
  };
}

/**
 * The storefront's reference data (navigation, categories, keywords, help articles): asked for
 * on every page and changed rarely.
 */
export const storefrontReference = versioned(cachedReference);

/**
 * The filters of a goods list (its brands, its category's parameter values): the same for every
 * visitor, every page and every sort of that list, and tens of milliseconds of the backend's time
 * each (the brands of the goods a common keyword finds, the values a busy category's goods carry).
 */
export const storefrontListFilters = versioned(cachedListFilters);
