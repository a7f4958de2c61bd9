import { Hono } from 'hono';
import { TABLE_PAGE_SIZES } from '../../../common/constants.ts';
import { pagingSchema } from '../../../common/schemas/paging.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { ok, parse } from '../../http.ts';
import { seesEveryOrder, visibleOrders } from '../orders/index.ts';

/**
 * rest/customer/credit: the company's credit and its ledger, for any of its accounts; the ledger's
 * rows follow the orders the caller sees, which the orders area says.
 */
export const creditRoutes = new Hono<BackendEnv>().get('/credit', requireUser, async (c) => {
  const paging = parse(c, pagingSchema(TABLE_PAGE_SIZES));
  const seen = { seesEveryOrder, visibleOrders };
  return ok(c, await c.get('services').credit.summary(c.get('caller'), paging, seen));
});
