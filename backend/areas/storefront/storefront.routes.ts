import { buyerCompany } from '../../auth.ts';
import { Hono } from 'hono';
import { adQuery } from '../../../common/areas/storefront/storefront.ts';
import type { BackendEnv } from '../../context.ts';
import { ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** The storefront's reference data and home page lists (SPEC §7 Storefront), mounted under rest/. */
export const storefrontRoutes = new Hono<BackendEnv>()
  .get('/searchkwd/list', documented({ summary: 'The search keywords the search box suggests.' }), async (c) =>
    ok(c, await c.get('services').storefront.searchKeywords(c.get('locale'))),
  )
  .get(
    '/ad/list',
    documented({
      summary: 'The ads of a placement (the carousel by default), of the home page or of a navigation item.',
      input: adQuery,
    }),
    async (c) => {
      const { navigationId, placement } = c.get('fields');
      return ok(c, await c.get('services').storefront.ads(navigationId, placement));
    },
  )
  .get('/navigation/list', documented({ summary: 'The storefront’s navigation bar.' }), async (c) =>
    ok(c, await c.get('services').storefront.navigation(c.get('locale'))),
  )
  .get(
    '/goodscategory/list',
    documented({ summary: 'The goods categories as a tree, three levels deep.' }),
    async (c) => ok(c, await c.get('services').storefront.categoryTree(c.get('locale'))),
  )
  .get('/article/list', documented({ summary: 'The help articles by group, as the footer shows them.' }), async (c) =>
    ok(c, await c.get('services').storefront.articleGroups(c.get('locale'))),
  )
  .get(
    '/home/nav/goods/list',
    documented({
      summary: 'The home page’s blocks: one per navigation item marked for it, with a goods tab per category.',
      auth: 'optional',
    }),
    async (c) => ok(c, await c.get('services').storefront.homeNavigationBlocks(c.get('locale'), await buyerCompany(c))),
  )
  .get(
    '/home/corp/goods/list',
    documented({
      summary: 'The home page’s corporate staples: the goods companies reorder most.',
      auth: 'optional',
    }),
    async (c) => ok(c, await c.get('services').storefront.staplesGoods(await buyerCompany(c))),
  )
  // A web on BACKEND_URL reads both numbers per page, as the embedded one reads them in-process.
  .get(
    '/storefront/version',
    documented({
      summary: 'The numbers the web keeps what it shows under: the storefront’s and the catalogue’s versions.',
    }),
    async (c) => ok(c, await c.get('services').storefront.versions()),
  );
