import { Hono } from 'hono';
import { TABLE_PAGE_SIZES } from '../../../common/constants.ts';
import {
  resubmitPurchaseSchema,
  buyGoodsSchema,
  CANCEL_OUTCOMES,
  cancelOrderSchema,
  type CancelOutcome,
  fillOrderSchema,
  myOrderQuerySchema,
  rejectPurchaseSchema,
  settleSchema,
  submitOrderBuySchema,
  submitOrderSchema,
} from '../../../common/areas/orders/order.ts';
import type { ApproveResult } from '../../../common/areas/orders/order-types.ts';
import { pagingSchema } from '../../../common/schemas/paging.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { requireRole, requireUser } from '../../auth.ts';
import type { BackendContext, BackendEnv } from '../../context.ts';
import { idParam, ok } from '../../http.ts';
import { documented } from '../../openapi/documented.ts';

const approvers = requireRole(CustomerAccountType.main, CustomerAccountType.approver);

const tablePage = pagingSchema(TABLE_PAGE_SIZES);

/** What a submit answers, said by both submits. */
const SUBMITTED =
  'Prices are the server’s: with `expectedTotal` (the total the buyer confirmed), a total that changed since is ' +
  'refused with the new one and nothing is made. A purchase that needs approval answers paymentType 1 and waits ' +
  'for an approver; otherwise the order is made (paymentType 2). A repeated submit answers what the first made.';

/** Who may approve or reject a purchase. */
const APPROVERS = 'Only the main account and approvers.';

/**
 * One purchase's detail, by GET and by POST. Two routes rather than one `on([...])`: Hono's `on`
 * would type the whole router with this route's context.
 */
const purchaseInfo = {
  documented: documented({ summary: 'One purchase as submitted, with its order once approved.' }),
  handler: async (c: BackendContext) => ok(c, await c.get('services').purchases.info(c.get('caller'), idParam(c))),
};

/** rest/order/*: settlements, submitting, the caller's orders and purchase approval. */
export const orderRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .post(
    '/settle',
    documented({
      summary:
        'Makes a settlement of the caller’s chosen cart lines; answers its id (uuId) for the confirm-order screen.',
      input: settleSchema,
    }),
    async (c) => ok(c, await c.get('services').settlements.settle(c.get('caller'), c.get('fields').carIds)),
  )
  .post(
    '/buyGoods',
    documented({
      summary: 'Makes a settlement of one goods without the cart (Buy Now); answers its id (uuId).',
      input: buyGoodsSchema,
    }),
    async (c) => {
      const { goodsId, quantity } = c.get('fields');
      return ok(c, await c.get('services').settlements.buyGoods(c.get('caller'), goodsId, quantity));
    },
  )
  .post(
    '/fillOrder',
    documented({
      summary: 'The confirm-order screen of a settlement: its lines priced now, and whether it would need approval.',
      input: fillOrderSchema,
    }),
    async (c) => ok(c, await c.get('services').settlements.fill(c.get('caller'), c.get('fields').uuId)),
  )
  .post(
    '/submitOrder',
    documented({
      summary: 'Submits a settlement (uuId), or cart lines (carIds), with the pay mode, address and invoice header.',
      description: SUBMITTED,
      input: submitOrderSchema,
    }),
    async (c) => {
      const result = await c.get('services').settlements.submit(c.get('caller'), c.get('fields'));
      return ok(c, result, result.paymentType === 1 ? 'purchaseSubmitted' : 'orderPlaced');
    },
  )
  .post(
    '/submitOrderBuy',
    documented({
      summary: 'Submits a Buy Now settlement (uuId), or one goods and quantity, with the pay mode, address and header.',
      description: SUBMITTED,
      input: submitOrderBuySchema,
    }),
    async (c) => {
      const result = await c.get('services').settlements.submitBuy(c.get('caller'), c.get('fields'));
      return ok(c, result, result.paymentType === 1 ? 'purchaseSubmitted' : 'orderPlaced');
    },
  )
  .get(
    '/myOrder',
    documented({
      summary: 'Lists the caller’s orders, newest first, by state (the tabs) or order number.',
      description: 'A purchaser sees its own orders; the main account and approvers see the company’s.',
      input: myOrderQuerySchema,
    }),
    async (c) => ok(c, await c.get('services').orders.page(c.get('caller'), c.get('fields'))),
  )
  .get('/info/:id', documented({ summary: 'One order with its delivery, payment and lines.' }), async (c) =>
    ok(c, await c.get('services').orders.info(c.get('caller'), idParam(c))),
  )
  .post('/recevice/:id', documented({ summary: 'Signs for a shipped order, which completes it.' }), async (c) => {
    await c.get('services').orders.receive(c.get('caller'), idParam(c));
    return ok(c, null, 'orderReceived');
  })
  .post(
    '/cancel',
    documented({
      summary: 'Cancels an order with a reason: an unpaid one at once; a paid one’s cancel is asked of the staff.',
      description:
        '`data.outcome` says what happened: cancelled (the stock comes back), cancelRequested (a paid order not yet ' +
        'shipped: after-sales vet it), or returnRequested (shipped: it becomes a return). Offered until completed.',
      input: cancelOrderSchema,
    }),
    async (c) => {
      const { orderId, reason } = c.get('fields');
      const services = c.get('services');
      // A paid order's cancel is asked of the staff as after-sales (orders.cancel answers nothing).
      const key =
        (await services.orders.cancel(c.get('caller'), orderId, reason)) ??
        (await services.afterSales.requestCancel(c.get('caller'), orderId, reason));
      const outcome = (Object.keys(CANCEL_OUTCOMES) as CancelOutcome[]).find((each) => CANCEL_OUTCOMES[each] === key);
      return ok(c, { outcome }, key);
    },
  )
  .post('/delete/:id', documented({ summary: 'Deletes a cancelled order from the caller’s lists.' }), async (c) => {
    await c.get('services').orders.remove(c.get('caller'), idParam(c));
    return ok(c, null, 'orderDeleted');
  })
  .get('/payPage/:id', documented({ summary: 'What to transfer for an order, and where to.' }), async (c) =>
    ok(c, await c.get('services').orders.payPage(c.get('caller'), idParam(c))),
  )
  .get(
    '/logistics/:id',
    documented({ summary: 'An order’s logistics timeline: its real events, newest first.' }),
    async (c) => ok(c, await c.get('services').orders.events(c.get('caller'), idParam(c))),
  )
  .get(
    '/counts',
    documented({
      summary: 'The user home’s counts of what the caller may see: orders by state, open after-sales, approvals.',
    }),
    async (c) => {
      const services = c.get('services');
      const caller = c.get('caller');
      const [counts, afterSale] = await Promise.all([
        services.orders.counts(caller),
        services.afterSales.openCount(caller),
      ]);
      return ok(c, { ...counts, afterSale });
    },
  )
  .get(
    '/purchase/page',
    documented({
      summary: 'Lists the purchases (orders awaiting or past approval) the caller may see, newest first.',
      input: tablePage,
    }),
    async (c) => {
      const { page, limit } = c.get('fields');
      return ok(c, await c.get('services').purchases.page(c.get('caller'), page, limit));
    },
  )
  // SPEC §7 reads the purchase detail with POST; GET answers the same for links and caches.
  .get('/purchase/info/:id', purchaseInfo.documented, purchaseInfo.handler)
  .post('/purchase/info/:id', purchaseInfo.documented, purchaseInfo.handler)
  .post(
    '/checkPass/:id',
    approvers,
    documented({
      summary: 'Approves a purchase: its order is made now, stock reserved and credit charged as for any order.',
      description: APPROVERS,
    }),
    async (c) => {
      const orderId = await c.get('services').purchases.approve(c.get('caller'), idParam(c));
      return ok(c, { orderId } satisfies ApproveResult, 'purchaseApproved');
    },
  )
  .post(
    '/purchase/resubmit/:id',
    documented({
      summary: 'Sends a rejected purchase for approval again, changed by its purchaser.',
      description:
        'The confirm-order choices, and each line’s new quantity as two lists in step: `goodsId` and `quantity` ' +
        '(repeated fields or JSON arrays).',
      input: resubmitPurchaseSchema,
    }),
    async (c) => {
      await c.get('services').purchases.resubmit(c.get('caller'), idParam(c), c.get('fields'));
      return ok(c, null, 'purchaseSubmitted');
    },
  )
  .post(
    '/checkUnPass',
    approvers,
    documented({ summary: 'Rejects a purchase with a reason.', description: APPROVERS, input: rejectPurchaseSchema }),
    async (c) => {
      const { purchaseId, reason } = c.get('fields');
      await c.get('services').purchases.reject(c.get('caller'), purchaseId, reason);
      return ok(c, null, 'purchaseRejected');
    },
  );
