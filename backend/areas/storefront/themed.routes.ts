import { Hono } from 'hono';
import {
  infoGoodsQuery,
  labelGoodsQuery,
  navigationQuery,
  repurchaseQuery,
} from '../../../common/areas/storefront/themed.ts';
import { buyerCompany, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** The navigation-themed pages' lists (SPEC §7 Storefront), mounted under rest/. */
export const themedRoutes = new Hono<BackendEnv>()
  .get(
    '/hyyx/nav/goods/list',
    documented({
      summary:
        'A general themed page (行家优选): a section per category its navigation item links to, best sellers first.',
      input: navigationQuery,
      auth: 'optional',
    }),
    async (c) =>
      ok(
        c,
        await c
          .get('services')
          .themed.generalSections(c.get('fields').navigationId, c.get('locale'), await buyerCompany(c)),
      ),
  )
  .get(
    '/qctm/nav/goods/list',
    documented({
      summary: 'The clearance page (清仓特卖): a section per linked category, the goods held most first.',
      input: navigationQuery,
      auth: 'optional',
    }),
    async (c) =>
      ok(
        c,
        await c
          .get('services')
          .themed.clearanceSections(c.get('fields').navigationId, c.get('locale'), await buyerCompany(c)),
      ),
  )
  .get(
    '/corp/nav/goods/list',
    documented({
      summary: 'The corporate purchase page (集团采购): a section per linked category, best sellers first.',
      input: navigationQuery,
      auth: 'optional',
    }),
    async (c) =>
      ok(
        c,
        await c
          .get('services')
          .themed.corporateSections(c.get('fields').navigationId, c.get('locale'), await buyerCompany(c)),
      ),
  )
  // SPEC §4: the repurchase zone is only for a caller with a token.
  .get(
    '/corp/fgzq/goods/list',
    requireUser,
    documented({
      summary: 'The repurchase zone (复购专区): the goods the caller’s company ordered before, newest first.',
      description:
        'Needs a buyer’s token. Fewer than 10 are filled up with the best sellers of the navigation item’s ' +
        'categories (of the whole shop without one); only goods on sale.',
      input: repurchaseQuery,
    }),
    async (c) => ok(c, await c.get('services').themed.repurchase(c.get('caller'), c.get('fields').navigationId)),
  )
  .get(
    '/info/goods/list',
    documented({
      summary: 'A page of the goods of a themed navigation item’s categories, best sellers first.',
      input: infoGoodsQuery,
      auth: 'optional',
    }),
    async (c) => ok(c, await c.get('services').themed.infoGoods(c.get('fields'), await buyerCompany(c))),
  )
  .get(
    '/lable/goods/list',
    documented({
      summary: 'A page of a label’s goods (`lableId`, a navigation item).',
      input: labelGoodsQuery,
      auth: 'optional',
    }),
    async (c) => ok(c, await c.get('services').themed.labelGoods(c.get('fields'), await buyerCompany(c))),
  );
