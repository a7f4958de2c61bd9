import { Hono } from 'hono';
import { TABLE_PAGE_SIZES } from '../../../common/constants.ts';
import { pagingSchema } from '../../../common/schemas/paging.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { ok, parse } from '../../http.ts';

/** rest/customer/credit: the company's credit and its ledger, for any of its accounts. */
export const creditRoutes = new Hono<BackendEnv>().get('/credit', requireUser, async (c) =>
  ok(c, await c.get('services').credit.summary(c.get('caller'), parse(c, pagingSchema(TABLE_PAGE_SIZES)))),
);
