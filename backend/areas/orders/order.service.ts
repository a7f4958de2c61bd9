import type { SelectQueryBuilder } from 'kysely';
import type { Page } from '../../../common/envelope.ts';
import { moneyToWire, type Money } from '../../../common/money.ts';
import type { Logistics, OrderDetail, OrderSummary, PayPage } from '../../../common/areas/orders/order-types.ts';
import type { MyOrderQuery, OrderCounts } from '../../../common/areas/orders/order.ts';
import {
  CheckStatus,
  orderNextState,
  orderStatesAllowing,
  OrderStatus,
} from '../../../common/areas/orders/transitions.ts';
import { wireTime } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import type { Database } from '../../db/types.ts';
import type { Deps } from '../../services/deps.ts';
import { visiblePurchases } from './purchase-visibility.ts';
import { releaseCancelled } from './order-cancel.ts';
import { moveOrder } from './order-transition.ts';
import type { MessageKey } from '../../../common/messages.ts';
import { allowedOrRefused, orderRows, stateChanged, visibleOrders } from './order-rows.ts';
import { onePage } from '../../services/paging.ts';

/** Orders: the list and its tabs, the detail, cancel, delete, confirm receipt, the pay page and the logistics timeline. */
export function orderService({ db, clock, payee }: Deps) {
  const { find, linesOf, orderToWire } = orderRows({ db, clock });

  return {
    /** rest/order/myOrder: newest first; the tabs are isPay=0, isSend=0 and isRecevice=0. */
    async page(caller: Caller, query: MyOrderQuery): Promise<Page<OrderSummary>> {
      let base = visibleOrders(db, caller);
      if (query.orderNo) base = base.where('orders.order_no', 'like', `%${query.orderNo.replace(/[%_\\]/g, '')}%`);
      // A tab lists orders still waiting for that step: cancelled ones wait for nothing.
      if (query.isPay !== undefined || query.isSend !== undefined || query.isRecevice !== undefined) {
        base = base.where('orders.order_status', '!=', OrderStatus.cancelled);
      }
      if (query.isPay !== undefined) base = base.where('orders.is_pay', '=', query.isPay);
      if (query.isSend !== undefined)
        base = base.where('orders.is_send', '=', query.isSend).where('orders.is_pay', '=', 1);
      if (query.isRecevice !== undefined) {
        base = base.where('orders.is_recevice', '=', query.isRecevice).where('orders.is_send', '=', 1);
      }
      const { rows: orders, total } = await onePage(
        base.selectAll('orders').orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc'),
        base,
        { page: query.page, limit: query.limit },
      );
      const lines = await linesOf(orders.map((order) => order.id));
      return { list: orders.map((order) => orderToWire(order, lines)), total: total };
    },

    /** rest/order/info/{id}: the order with its delivery, payment and lines. */
    async info(caller: Caller, orderId: number): Promise<OrderDetail> {
      const order = await find(caller, orderId);
      const lines = await linesOf([order.id]);
      const purchaser = await db
        .selectFrom('account')
        .select('username')
        .where('id', '=', order.account_id)
        .executeTakeFirst();
      const base = orderToWire(order, lines);
      return {
        ...base,
        purchaser: purchaser?.username ?? '',
        mobile: order.mobile,
        areaName: order.area_name,
        address: order.address,
        deliveryType: '快递配送',
        payTime: order.pay_time !== null ? wireTime(order.pay_time) : null,
        actualPayAmount: moneyToWire(order.actual_pay_amount as Money),
        freight: moneyToWire(order.freight as Money),
        invoiceType: order.invoice_type,
        invoiceUnitName: order.invoice_unit_name,
        invoiceTaxcode: order.invoice_taxcode,
        cancelReason: order.cancel_reason,
        carrier: order.carrier,
        trackingNo: order.tracking_no,
        orderDetailList: base.orderGoodsList,
      };
    },

    /**
     * rest/order/cancel: offered until completed (SPEC §4). An unpaid order cancels at once and its
     * stock comes back: answers the message that says so. A paid one's cancel leaves it where it is
     * (the transition table), to be asked of the staff as after-sales (DESIGN.md decision 18), so its
     * money returns through a recorded refund: answers undefined, and the route asks after-sales.
     */
    async cancel(caller: Caller, orderId: number, reason: string): Promise<MessageKey | undefined> {
      const order = await find(caller, orderId);
      allowedOrRefused(order, 'cancel');
      if (orderNextState(order.order_status, 'cancel') !== OrderStatus.cancelled) return undefined;
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        if (!(await moveOrder(trx, { order, step: 'cancel', actor: 'buyer', now, reason }))) throw stateChanged();
        await releaseCancelled(trx, order.id, now);
      });
      return 'orderCancelled';
    },

    /** rest/order/delete/{id}: only a cancelled order; it leaves the lists. */
    async remove(caller: Caller, orderId: number) {
      const order = await find(caller, orderId);
      allowedOrRefused(order, 'delete');
      await db.updateTable('orders').set({ deleted: 1 }).where('id', '=', order.id).execute();
    },

    /** rest/order/recevice/{id}: the buyer signs for a shipped order, which completes it. */
    async receive(caller: Caller, orderId: number) {
      const order = await find(caller, orderId);
      await db.transaction().execute(async (trx) => {
        if (!(await moveOrder(trx, { order, step: 'receive', actor: 'buyer', now: clock.now() }))) throw stateChanged();
      });
    },

    /** rest/order/payPage/{id}: what to transfer and where to. */
    async payPage(caller: Caller, orderId: number): Promise<PayPage> {
      const order = await find(caller, orderId);
      return {
        orderId: order.id,
        orderNo: order.order_no,
        amount: moneyToWire(order.total_amount as Money),
        isPay: order.is_pay,
        orderStatus: order.order_status,
        payTypeId: order.pay_type_id,
        payee,
      };
    },

    /** The logistics timeline (DESIGN.md decision 11): the order's real events, newest first. */
    async events(caller: Caller, orderId: number): Promise<Logistics> {
      const order = await find(caller, orderId);
      const events = await db
        .selectFrom('order_event')
        .select(['kind', 'carrier', 'tracking_no', 'note', 'created_at'])
        .where('order_id', '=', order.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return {
        orderNo: order.order_no,
        carrier: order.carrier,
        trackingNo: order.tracking_no,
        list: events.map((event) => ({
          kind: event.kind,
          carrier: event.carrier,
          trackingNo: event.tracking_no,
          note: event.note,
          time: wireTime(event.created_at),
        })),
      };
    },

    /**
     * Counts for the user home tiles (SPEC §2), of what the caller may see:
     * all orders, awaiting payment, awaiting receipt, after-sales still open, awaiting evaluation
     * (completed with a goods line not yet reviewed) and purchases awaiting approval.
     * The after-sales are counted by their own area, which sits above this one: the route adds them.
     */
    async counts(caller: Caller): Promise<Omit<OrderCounts, 'afterSale'>> {
      const count = async <T extends 'orders' | 'purchase'>(query: SelectQueryBuilder<Database, T, object>) =>
        Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const orders = () => visibleOrders(db, caller);
      const [all, awaitingPayment, awaitingReceipt, awaitingEvaluation, awaitingApproval] = await Promise.all([
        count(orders()),
        count(orders().where('orders.order_status', 'in', orderStatesAllowing('pay'))),
        count(orders().where('orders.order_status', 'in', orderStatesAllowing('receive'))),
        count(
          orders()
            .where('orders.order_status', 'in', orderStatesAllowing('evaluate'))
            .where(({ exists, selectFrom }) =>
              exists(
                selectFrom('order_item')
                  .leftJoin('goods_review', (join) =>
                    join
                      .onRef('goods_review.order_id', '=', 'order_item.order_id')
                      .onRef('goods_review.goods_id', '=', 'order_item.goods_id'),
                  )
                  .select('order_item.id')
                  .whereRef('order_item.order_id', '=', 'orders.id')
                  .where('goods_review.id', 'is', null),
              ),
            ),
        ),
        count(visiblePurchases(db, caller).where('purchase.check_status', '=', CheckStatus.awaitingApproval)),
      ]);
      return { all, awaitingPayment, awaitingReceipt, awaitingEvaluation, awaitingApproval };
    },
  };
}
