import { orderActionsOf, type OrderAction } from '../../../common/areas/orders/transitions.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import type { ConsoleOrder, ConsoleOrderDetail } from '../../../common/areas/orders/console.ts';
import { moneyToWire, type Money } from '../../../common/money.ts';
import { wireTime } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import { timelineOf } from '../../services/audit.ts';
import { orderInvoiceDueOf } from './order-invoicing.ts';

/** The staff actions on an order and the right each needs. */
export const STAFF_ORDER_ACTIONS = ['confirmPayment', 'ship', 'staffCancel'] as const satisfies readonly OrderAction[];
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

export const consoleOrders = (db: Db) =>
  db.selectFrom('orders').innerJoin('company', 'company.id', 'orders.company_id');

export const CONSOLE_ORDER_COLUMNS = [
  'orders.id',
  'orders.order_no',
  'company.name as company',
  'orders.consignee',
  'orders.total_amount',
  'orders.pay_type_id',
  'orders.order_status',
  'orders.created_at',
] as const;

type ListRow = {
  id: number;
  order_no: string;
  company: string;
  consignee: string;
  total_amount: number;
  pay_type_id: number;
  order_status: number;
  created_at: number;
};

export const orderToConsole = (row: ListRow): ConsoleOrder => ({
  id: row.id,
  orderNo: row.order_no,
  company: row.company,
  consignee: row.consignee,
  totalAmount: moneyToWire(row.total_amount as Money),
  payTypeId: row.pay_type_id,
  orderStatus: row.order_status,
  createDate: wireTime(row.created_at),
});

/** What staff may do with this order now: the shared table, narrowed by pay mode. */
const staffActionsOf = (order: { order_status: number; pay_type_id: number; is_pay: number }) =>
  orderActionsOf({ orderStatus: order.order_status }).filter(
    // Only offline orders await payment (credit ones are paid at once); the check keeps it so.
    (action) =>
      (STAFF_ORDER_ACTIONS as readonly string[]).includes(action) &&
      (action !== 'confirmPayment' || (order.pay_type_id === PayType.offline && order.is_pay === 0)),
  );

/** An order as the console shows it: its buyer, lines, events, after-sales, the steps it allows and its timeline. */
export async function orderConsoleDetail(db: Db, orderId: number): Promise<ConsoleOrderDetail> {
  const order = await consoleOrders(db)
    .selectAll('orders')
    .select(['company.name as company'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound();
  const [buyer, lines, events, afterSales, timeline] = await Promise.all([
    db.selectFrom('account').select('username').where('id', '=', order.account_id).executeTakeFirst(),
    db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('order_event').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').execute(),
    db
      .selectFrom('after_sale')
      .innerJoin('order_item', 'order_item.id', 'after_sale.order_item_id')
      .select([
        'after_sale.id',
        'after_sale.after_sale_no',
        'after_sale.after_sale_type',
        'after_sale.status',
        'after_sale.goods_quantity',
        'order_item.goods_name',
      ])
      .where('after_sale.order_id', '=', orderId)
      .orderBy('after_sale.id')
      .execute(),
    timelineOf(db, 'order', orderId),
  ]);
  const invoiceDue = await orderInvoiceDueOf(db, orderId);
  return {
    ...orderToConsole(order),
    companyId: order.company_id,
    buyer: buyer?.username ?? '',
    mobile: order.mobile,
    address: `${order.area_name}${order.address}`,
    invoice: order.invoice_header_id
      ? { type: order.invoice_type, unitName: order.invoice_unit_name, taxcode: order.invoice_taxcode }
      : null,
    invoiceDue: invoiceDue === null ? null : moneyToWire(invoiceDue as Money),
    lines: lines.map((line) => ({
      goodsId: line.goods_id,
      goodsName: line.goods_name,
      goodsPrice: moneyToWire(line.goods_price as Money),
      goodsQuantity: line.goods_quantity,
      totalAmount: moneyToWire(line.total_amount as Money),
    })),
    payTime: order.pay_time === null ? null : wireTime(order.pay_time),
    paidAmount: order.is_pay === 1 ? moneyToWire(order.actual_pay_amount as Money) : null,
    paymentDate: order.payment_date,
    paymentSerial: order.payment_serial,
    carrier: order.carrier,
    trackingNo: order.tracking_no,
    cancelReason: order.cancel_reason,
    events: events.map((event) => ({
      kind: event.kind,
      note: [event.note, event.carrier, event.tracking_no].filter(Boolean).join(' ') || null,
      createDate: wireTime(event.created_at),
    })),
    afterSales: afterSales.map((row) => ({
      id: row.id,
      afterSaleNo: row.after_sale_no,
      goodsName: row.goods_name,
      goodsQuantity: row.goods_quantity,
      type: row.after_sale_type,
      status: row.status,
    })),
    actions: staffActionsOf(order),
    timeline,
  };
}
