import { buyerCompany } from '../../auth.ts';
import { Hono } from 'hono';
import { adQuery } from '../../../common/areas/storefront/storefront.ts';
import type { BackendEnv } from '../../context.ts';
import { ok, parse } from '../../http.ts';

/** The storefront's reference data and home page lists (SPEC §7 Storefront), mounted under rest/. */
export const storefrontRoutes = new Hono<BackendEnv>()
  .get('/searchkwd/list', async (c) => ok(c, await c.get('services').storefront.searchKeywords(c.get('locale'))))
  .get('/ad/list', async (c) => {
    const { navigationId, placement } = parse(c, adQuery);
    return ok(c, await c.get('services').storefront.ads(navigationId, placement));
  })
  .get('/navigation/list', async (c) => ok(c, await c.get('services').storefront.navigation(c.get('locale'))))
  .get('/goodscategory/list', async (c) => ok(c, await c.get('services').storefront.categoryTree(c.get('locale'))))
  .get('/article/list', async (c) => ok(c, await c.get('services').storefront.articleGroups(c.get('locale'))))
  .get('/home/nav/goods/list', async (c) =>
    ok(c, await c.get('services').storefront.homeNavigationBlocks(c.get('locale'), await buyerCompany(c))),
  )
  .get('/home/corp/goods/list', async (c) =>
    ok(c, await c.get('services').storefront.staplesGoods(await buyerCompany(c))),
  )
  // A web on BACKEND_URL reads both numbers per page, as the embedded one reads them in-process.
  .get('/storefront/version', async (c) => ok(c, await c.get('services').storefront.versions()));
