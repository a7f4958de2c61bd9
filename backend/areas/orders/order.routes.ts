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
import type { BackendEnv } from '../../context.ts';
import { idParam, ok, parse } from '../../http.ts';

const approvers = requireRole(CustomerAccountType.main, CustomerAccountType.approver);

const tablePage = pagingSchema(TABLE_PAGE_SIZES);

/** rest/order/*: settlements, submitting, the caller's orders and purchase approval. */
export const orderRoutes = new Hono<BackendEnv>()
  .use('*', requireUser)
  .post('/settle', async (c) => {
    const { carIds } = parse(c, settleSchema(c.get('locale')));
    return ok(c, await c.get('services').settlements.settle(c.get('caller'), carIds));
  })
  .post('/buyGoods', async (c) => {
    const { goodsId, quantity } = parse(c, buyGoodsSchema(c.get('locale')));
    return ok(c, await c.get('services').settlements.buyGoods(c.get('caller'), goodsId, quantity));
  })
  .post('/fillOrder', async (c) => {
    const { uuId } = parse(c, fillOrderSchema(c.get('locale')));
    return ok(c, await c.get('services').settlements.fill(c.get('caller'), uuId));
  })
  .post('/submitOrder', async (c) => {
    const result = await c
      .get('services')
      .settlements.submit(c.get('caller'), parse(c, submitOrderSchema(c.get('locale'))));
    return ok(c, result, result.paymentType === 1 ? 'purchaseSubmitted' : 'orderPlaced');
  })
  .post('/submitOrderBuy', async (c) => {
    const choices = parse(c, submitOrderBuySchema(c.get('locale')));
    const result = await c.get('services').settlements.submitBuy(c.get('caller'), choices);
    return ok(c, result, result.paymentType === 1 ? 'purchaseSubmitted' : 'orderPlaced');
  })
  .get('/myOrder', async (c) =>
    ok(c, await c.get('services').orders.page(c.get('caller'), parse(c, myOrderQuerySchema()))),
  )
  .get('/info/:id', async (c) => ok(c, await c.get('services').orders.info(c.get('caller'), idParam(c))))
  .post('/recevice/:id', async (c) => {
    await c.get('services').orders.receive(c.get('caller'), idParam(c));
    return ok(c, null, 'orderReceived');
  })
  .post('/cancel', async (c) => {
    const { orderId, reason } = parse(c, cancelOrderSchema(c.get('locale')));
    const services = c.get('services');
    // A paid order's cancel is asked of the staff as after-sales (orders.cancel answers nothing).
    const key =
      (await services.orders.cancel(c.get('caller'), orderId, reason)) ??
      (await services.afterSales.requestCancel(c.get('caller'), orderId, reason));
    const outcome = (Object.keys(CANCEL_OUTCOMES) as CancelOutcome[]).find((each) => CANCEL_OUTCOMES[each] === key);
    return ok(c, { outcome }, key);
  })
  .post('/delete/:id', async (c) => {
    await c.get('services').orders.remove(c.get('caller'), idParam(c));
    return ok(c, null, 'orderDeleted');
  })
  .get('/payPage/:id', async (c) => ok(c, await c.get('services').orders.payPage(c.get('caller'), idParam(c))))
  .get('/logistics/:id', async (c) => ok(c, await c.get('services').orders.events(c.get('caller'), idParam(c))))
  .get('/counts', async (c) => {
    const services = c.get('services');
    const caller = c.get('caller');
    const [counts, afterSale] = await Promise.all([
      services.orders.counts(caller),
      services.afterSales.openCount(caller),
    ]);
    return ok(c, { ...counts, afterSale });
  })
  .get('/purchase/page', async (c) => {
    const { page, limit } = parse(c, tablePage);
    return ok(c, await c.get('services').purchases.page(c.get('caller'), page, limit));
  })
  // SPEC §7 reads the purchase detail with POST; GET answers the same for links and caches.
  .on(['GET', 'POST'], '/purchase/info/:id', async (c) =>
    ok(c, await c.get('services').purchases.info(c.get('caller'), idParam(c))),
  )
  .post('/checkPass/:id', approvers, async (c) => {
    const orderId = await c.get('services').purchases.approve(c.get('caller'), idParam(c));
    return ok(c, { orderId } satisfies ApproveResult, 'purchaseApproved');
  })
  .post('/purchase/resubmit/:id', async (c) => {
    const form = parse(c, resubmitPurchaseSchema(c.get('locale')));
    await c.get('services').purchases.resubmit(c.get('caller'), idParam(c), form);
    return ok(c, null, 'purchaseSubmitted');
  })
  .post('/checkUnPass', approvers, async (c) => {
    const { purchaseId, reason } = parse(c, rejectPurchaseSchema(c.get('locale')));
    await c.get('services').purchases.reject(c.get('caller'), purchaseId, reason);
    return ok(c, null, 'purchaseRejected');
  });
