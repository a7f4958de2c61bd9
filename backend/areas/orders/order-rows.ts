import { Code } from '../../../common/envelope.ts';
import { moneyToWire, type Money } from '../../../common/money.ts';
import { orderAllows, type OrderAction } from '../../../common/areas/orders/transitions.ts';
import type { OrderLine, OrderSummary } from '../../../common/areas/orders/order-types.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { shanghaiDate, wireTime } from '../../../common/time.ts';
import { AFTER_SALE_LONGEST_DAYS } from '../../../common/areas/after-sales/after-sale.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a caller sees every order of its company (the main account, approvers) or only its own (a purchaser). */
export const seesEveryOrder = (caller: Caller) => caller.accountType !== CustomerAccountType.purchaser;

/** The orders a caller may see (DESIGN.md decision 2): a purchaser its own, the main account and approvers the company's. */
export function visibleOrders(db: Db, caller: Caller) {
  let query = db.selectFrom('orders').where('orders.company_id', '=', caller.companyId).where('orders.deleted', '=', 0);
  if (!seesEveryOrder(caller)) query = query.where('orders.account_id', '=', caller.accountId);
  return query;
}

/** The order is no longer in the state the caller saw: 「订单状态已变化」. */
export const stateChanged = () => new AppError(Code.conflict, 'orderStateChanged');

/** Refuses what the shared transition table does not allow in the order's current state (SPEC §4). */
export function allowedOrRefused(order: { order_status: number }, action: OrderAction): void {
  if (!orderAllows({ orderStatus: order.order_status }, action)) throw stateChanged();
}

/** Reading orders and their lines as the caller may see them, and shaping them for the wire. */
export function orderRows({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const find = async (caller: Caller, orderId: number) => {
    const order = await visibleOrders(db, caller)
      .selectAll('orders')
      .where('orders.id', '=', orderId)
      .executeTakeFirst();
    if (!order) throw notFound();
    return order;
  };

  const linesOf = async (orderIds: number[]) =>
    orderIds.length === 0
      ? []
      : db
          .selectFrom('order_item')
          .leftJoin('goods_review', (join) =>
            join
              .onRef('goods_review.order_id', '=', 'order_item.order_id')
              .onRef('goods_review.goods_id', '=', 'order_item.goods_id'),
          )
          .select([
            'order_item.id',
            'order_item.order_id',
            'order_item.goods_id',
            'order_item.goods_name',
            'order_item.goods_image',
            'order_item.goods_price',
            'order_item.goods_quantity',
            'order_item.total_amount',
            'order_item.after_sale_flag',
            'order_item.after_sale_quantity',
            'goods_review.id as review_id',
            // The line's newest after-sale, for its state and its detail link.
            (eb) =>
              eb
                .selectFrom('after_sale')
                .select('after_sale.id')
                .whereRef('after_sale.order_item_id', '=', 'order_item.id')
                .orderBy('after_sale.id', 'desc')
                .limit(1)
                .as('after_sale_id'),
            (eb) =>
              eb
                .selectFrom('after_sale')
                .select('after_sale.status')
                .whereRef('after_sale.order_item_id', '=', 'order_item.id')
                .orderBy('after_sale.id', 'desc')
                .limit(1)
                .as('after_sale_status'),
          ])
          .where('order_item.order_id', 'in', orderIds)
          .orderBy('order_item.id')
          .execute();

  type OrderRow = Awaited<ReturnType<typeof find>>;
  type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

  /** The last day an after-sale may be asked for (the longest window after receipt), or null before receipt. */
  const afterSaleUntil = (order: OrderRow) =>
    order.receive_time === null ? null : shanghaiDate(order.receive_time + AFTER_SALE_LONGEST_DAYS * DAY_MS);

  const lineToWire = (order: OrderRow, line: LineRow): OrderLine => ({
    id: line.id,
    goodsId: line.goods_id,
    goodsName: line.goods_name,
    goodsImage: line.goods_image,
    goodsPrice: moneyToWire(line.goods_price as Money),
    goodsQuantity: line.goods_quantity,
    totalAmount: moneyToWire(line.total_amount as Money),
    afterSaleFlag: line.after_sale_flag,
    overdueFlag: afterSaleUntil(order) !== null && shanghaiDate(clock.now()) > afterSaleUntil(order)! ? 1 : 0,
    afterSaleUntil: afterSaleUntil(order),
    afterSaleAllowed: line.goods_quantity - line.after_sale_quantity,
    afterSaleId: line.after_sale_id ?? null,
    afterSaleStatus: line.after_sale_status ?? null,
    reviewed: line.review_id !== null ? 1 : 0,
  });

  const orderToWire = (order: OrderRow, lines: LineRow[]): OrderSummary => {
    const own = lines.filter((line) => line.order_id === order.id).map((line) => lineToWire(order, line));
    return {
      id: order.id,
      orderNo: order.order_no,
      createDate: wireTime(order.created_at),
      consignee: order.consignee,
      totalAmount: moneyToWire(order.total_amount as Money),
      orderStatus: order.order_status,
      isPay: order.is_pay,
      isSend: order.is_send,
      isRecevice: order.is_recevice,
      afterSaleFlag: own.some((line) => line.afterSaleFlag === 1) ? 1 : 0,
      payTypeId: order.pay_type_id,
      orderGoodsList: own,
    };
  };

  return { find, linesOf, lineToWire, orderToWire };
}
