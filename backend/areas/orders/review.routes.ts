import { Hono } from 'hono';
import { z } from 'zod';
import { evaluateSchema } from '../../../common/areas/orders/order.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { idParam, ok, parse } from '../../http.ts';

/** Reviews on a goods detail: 10 a page, at most 50. */
const reviewPage = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).catch(10).default(10),
});

/** Goods reviews (DESIGN.md decision 11): written from a received order, read by anyone on the goods detail. */
export const reviewRoutes = new Hono<BackendEnv>()
  .post('/order/evaluate', requireUser, async (c) => {
    await c.get('services').reviews.evaluate(c.get('caller'), parse(c, evaluateSchema(c.get('locale'))));
    return ok(c, null, 'reviewed');
  })
  .get('/goods/evaluate/:id', async (c) => {
    const { page, limit } = parse(c, reviewPage);
    return ok(c, await c.get('services').reviews.forGoods(idParam(c), page, limit));
  });
