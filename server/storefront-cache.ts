import { createPageCache } from '../app/lib/page-cache.ts';
import { createViewCounter } from '../app/lib/view-count.ts';
import type { Backend } from '../backend/app.ts';
import type { Documents } from './documents.ts';

/**
 * Storefront pages are kept PAGE_CACHE_SECONDS (default 15; 0 turns it off) in production, and
 * dropped at once when the storefront's version moves (a staff change to price, stock or sale
 * state): one process cannot render a page for each of dozens of buyers browsing at once
 * (page-cache.ts). A visitor's page is kept whole; a logged-in buyer's is a shared page, filled
 * with the buyer's parts per request. Development always renders afresh (no cache).
 *
 * With REDIS_URL the pages are also put in Redis under the storefront version (server/shared-cache.ts),
 * so a page one process rendered is not rendered again by the others; PAGE_CACHE_SHARED=0 keeps them
 * in each process only. A Redis hit costs 0.6–2 ms of CPU against 22–30 ms for a render, and is asked
 * only when this process's memory has no current page.
 *
 * Goods views of pages served from memory are added to 人气 every few seconds (app/lib/view-count.ts).
 */
export function createStorefrontCache(options: { production: boolean; backend: Backend; pages: Documents }) {
  const { production, backend, pages } = options;
  const views = createViewCounter({ add: backend.services.goodsDetail.addViews, everyMs: 5_000 });
  const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 15);
  const pagesShared = process.env.PAGE_CACHE_SHARED !== '0';
  const pageCache =
    production && pageCacheSeconds > 0
      ? createPageCache({
          ttlMs: pageCacheSeconds * 1000,
          maxBytes: 64 * 1024 * 1024,
          version: pages.storefrontVersion,
          secondLevel: pagesShared ? pages.sharedCache : undefined,
          servedWithoutRender: (request) => views.seen(request),
          shared: { secret: pages.sharedSecret, render: pages.renderShared, resolve: pages.resolveBuyerParts },
        })
      : undefined;
  return { views, pageCache };
}
