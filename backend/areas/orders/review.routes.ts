import { Hono } from 'hono';
import { z } from 'zod';
import { evaluateSchema } from '../../../common/areas/orders/order.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/** Reviews on a goods detail: 10 a page, at most 50. */
const reviewPage = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).catch(10).default(10),
});

/** Goods reviews (DESIGN.md decision 11): written from a received order, read by anyone on the goods detail. */
export const reviewRoutes = new Hono<BackendEnv>()
  .post(
    '/order/evaluate',
    requireUser,
    documented({
      summary: 'Reviews a goods line of a completed order of the caller’s: 1 to 5 stars and a text, once a line.',
      input: evaluateSchema,
    }),
    async (c) => {
      await c.get('services').reviews.evaluate(c.get('caller'), c.get('fields'));
      return ok(c, null, 'reviewed');
    },
  )
  .get(
    '/goods/evaluate/:id',
    documented({
      summary: 'Lists a goods’ reviews, newest first: the reviewer’s company shown, its account name masked.',
      input: reviewPage,
    }),
    async (c) => {
      const { page, limit } = c.get('fields');
      return ok(c, await c.get('services').reviews.forGoods(idParam(c), page, limit));
    },
  );
