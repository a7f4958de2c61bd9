import { Hono } from 'hono';
import {
  afterSaleApplySchema,
  afterSaleListQuery,
  shipBackSchema,
} from '../../../common/areas/after-sales/after-sale.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { documentResponse, idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

/**
 * rest/aftersale/* (SPEC §7): what a line allows, applying, the list and the detail, and the
 * buyer's steps — withdraw, the return parcel, confirming a replacement.
 */
export const afterSaleRoutes = new Hono<BackendEnv>()
  .use(requireUser)
  .get(
    '/apply/:orderItemId',
    documented({
      summary:
        'What an order line allows: its quantity left, the after-sale types open and until when, and the addresses.',
    }),
    async (c) => ok(c, await c.get('services').afterSales.applyInfo(c.get('caller'), idParam(c, 'orderItemId'))),
  )
  .post(
    '/submit',
    documented({
      summary: 'Applies for a return, exchange or repair of part or all of a completed order line; answers its id.',
      description:
        'Within the type’s window after receipt; the quantity is at most what the line still allows (a refusal says ' +
        'how many still do).',
      input: afterSaleApplySchema,
    }),
    // The quantity's bound is the line's; the service checks it again under its conditional update.
    async (c) =>
      ok(c, await c.get('services').afterSales.submit(c.get('caller'), c.get('fields')), 'afterSaleSubmitted'),
  )
  .get(
    '/myAfterSale',
    documented({
      summary: 'The company’s after-sales, newest first: by state tab, by after-sale or order number, a page.',
      input: afterSaleListQuery(),
    }),
    async (c) => ok(c, await c.get('services').afterSales.list(c.get('caller'), c.get('fields'))),
  )
  .get('/info/:id', documented({ summary: 'One of the company’s after-sales.' }), async (c) =>
    ok(c, await c.get('services').afterSales.info(c.get('caller'), idParam(c))),
  )
  .get(
    '/slip/:id',
    documented({ summary: 'An after-sale’s RMA slip, to put in the return parcel.', answers: ['application/pdf'] }),
    async (c) =>
      documentResponse(c, await c.get('services').afterSales.slip(c.get('caller'), idParam(c), c.get('locale'))),
  )
  .post(
    '/withdraw/:id',
    documented({
      summary: 'Withdraws an after-sale while it is applied for or approved; the quantity goes back to the line.',
    }),
    async (c) => ok(c, await c.get('services').afterSales.withdraw(c.get('caller'), idParam(c)), 'afterSaleWithdrawn'),
  )
  .post(
    '/shipBack/:id',
    documented({
      summary: 'Says how the returned goods were sent back: the carrier and tracking number.',
      input: shipBackSchema,
    }),
    async (c) =>
      ok(
        c,
        await c.get('services').afterSales.shipBack(c.get('caller'), idParam(c), c.get('fields')),
        'afterSaleShippedBack',
      ),
  )
  .post(
    '/confirm/:id',
    documented({ summary: 'Confirms that the replacement or repaired goods arrived: the after-sale is completed.' }),
    async (c) => ok(c, await c.get('services').afterSales.confirm(c.get('caller'), idParam(c)), 'afterSaleConfirmed'),
  );
