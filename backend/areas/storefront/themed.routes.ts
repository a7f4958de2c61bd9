import { Hono } from 'hono';
import {
  infoGoodsQuery,
  labelGoodsQuery,
  navigationQuery,
  repurchaseQuery,
} from '../../../common/areas/storefront/themed.ts';
import { buyerCompany, requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { ok, parse } from '../../http.ts';

/** The navigation-themed pages' lists (SPEC §7 Storefront), mounted under rest/. */
export const themedRoutes = new Hono<BackendEnv>()
  .get('/hyyx/nav/goods/list', async (c) =>
    ok(
      c,
      await c
        .get('services')
        .themed.generalSections(parse(c, navigationQuery).navigationId, c.get('locale'), await buyerCompany(c)),
    ),
  )
  .get('/qctm/nav/goods/list', async (c) =>
    ok(
      c,
      await c
        .get('services')
        .themed.clearanceSections(parse(c, navigationQuery).navigationId, c.get('locale'), await buyerCompany(c)),
    ),
  )
  .get('/corp/nav/goods/list', async (c) =>
    ok(
      c,
      await c
        .get('services')
        .themed.corporateSections(parse(c, navigationQuery).navigationId, c.get('locale'), await buyerCompany(c)),
    ),
  )
  // SPEC §4: the repurchase zone is only for a caller with a token.
  .get('/corp/fgzq/goods/list', requireUser, async (c) =>
    ok(c, await c.get('services').themed.repurchase(c.get('caller'), parse(c, repurchaseQuery).navigationId)),
  )
  .get('/info/goods/list', async (c) =>
    ok(c, await c.get('services').themed.infoGoods(parse(c, infoGoodsQuery), await buyerCompany(c))),
  )
  .get('/lable/goods/list', async (c) =>
    ok(c, await c.get('services').themed.labelGoods(parse(c, labelGoodsQuery), await buyerCompany(c))),
  );
