import { Hono } from 'hono';
import {
  afterSaleApplySchema,
  afterSaleListQuery,
  shipBackSchema,
} from '../../../common/areas/after-sales/after-sale.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { documentResponse, idParam, ok, parse } from '../../http.ts';

/**
 * rest/aftersale/* (SPEC §7): what a line allows, applying, the list and the detail, and the
 * buyer's steps — withdraw, the return parcel, confirming a replacement.
 */
export const afterSaleRoutes = new Hono<BackendEnv>()
  .use(requireUser)
  .get('/apply/:orderItemId', async (c) =>
    ok(c, await c.get('services').afterSales.applyInfo(c.get('caller'), idParam(c, 'orderItemId'))),
  )
  .post('/submit', async (c) => {
    // The quantity's bound is the line's; the service checks it again under its conditional update.
    const form = parse(c, afterSaleApplySchema(c.get('locale')));
    return ok(c, await c.get('services').afterSales.submit(c.get('caller'), form), 'afterSaleSubmitted');
  })
  .get('/myAfterSale', async (c) =>
    ok(c, await c.get('services').afterSales.list(c.get('caller'), parse(c, afterSaleListQuery()))),
  )
  .get('/info/:id', async (c) => ok(c, await c.get('services').afterSales.info(c.get('caller'), idParam(c))))
  .get('/slip/:id', async (c) =>
    documentResponse(c, await c.get('services').afterSales.slip(c.get('caller'), idParam(c), c.get('locale'))),
  )
  .post('/withdraw/:id', async (c) =>
    ok(c, await c.get('services').afterSales.withdraw(c.get('caller'), idParam(c)), 'afterSaleWithdrawn'),
  )
  .post('/shipBack/:id', async (c) => {
    const form = parse(c, shipBackSchema(c.get('locale')));
    return ok(
      c,
      await c.get('services').afterSales.shipBack(c.get('caller'), idParam(c), form),
      'afterSaleShippedBack',
    );
  })
  .post('/confirm/:id', async (c) =>
    ok(c, await c.get('services').afterSales.confirm(c.get('caller'), idParam(c)), 'afterSaleConfirmed'),
  );
