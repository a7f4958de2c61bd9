import { Hono } from 'hono';
import { TABLE_PAGE_SIZES } from '../../../common/constants.ts';
import { pagingSchema } from '../../../common/schemas/paging.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';
import { seesEveryOrder, visibleOrders } from '../orders/index.ts';

/**
 * rest/customer/credit: the company's credit and its ledger, for any of its accounts; the ledger's
 * rows follow the orders the caller sees, which the orders area says.
 */
export const creditRoutes = new Hono<BackendEnv>()
  // As a use() rather than in the route's chain: the OpenAPI document reads a call's token from its use() guards.
  .use('/credit', requireUser)
  .get(
    '/credit',
    documented({
      summary: 'The company’s credit (limit, used, available) and a page of its ledger, newest first.',
      description: 'Any account of the company; the ledger’s rows are those of the orders the caller sees.',
      input: pagingSchema(TABLE_PAGE_SIZES),
    }),
    async (c) => {
      const seen = { seesEveryOrder, visibleOrders };
      return ok(c, await c.get('services').credit.summary(c.get('caller'), c.get('fields'), seen));
    },
  );
