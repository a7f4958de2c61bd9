import { AfterSaleStatus, AfterSaleType } from '../../../common/areas/after-sales/transitions.ts';
import { orderActionsOf, type OrderAction } from '../../../common/areas/orders/transitions.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import type {
  ConfirmPaymentForm,
  ConsoleOrder,
  ConsoleOrderDetail,
  ConsoleQuery,
  ShipForm,
} from '../../../common/areas/staff/console.ts';
import { Code, type Page } from '../../../common/envelope.ts';
import { message } from '../../../common/messages.ts';
import { formatMoney, moneyToWire, parseMoney, payable, type Money } from '../../../common/money.ts';
import { OrderStatus } from '../../../common/status.ts';
import { wireTime } from '../../../common/time.ts';
import type { Database } from '../../db/types.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { consoleList } from '../../services/console-list.ts';
import { releaseCancelled } from './order-cancel.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { notify } from '../../services/notify.ts';
import { invoiceDueOf } from '../invoices/index.ts';
import { audit, timelineOf } from '../../services/audit.ts';
import { assertMay, handledByOther } from '../../services/staff-permission.ts';
import type { Transaction, UpdateObject } from 'kysely';

/** The staff actions on an order and the right each needs. */
const STAFF_ORDER_ACTIONS = ['confirmPayment', 'ship', 'staffCancel'] as const satisfies readonly OrderAction[];

/** Orders on the staff side: the list, the detail, confirming a transfer, shipping and cancelling an unpaid order. */
export function orderConsoleService({ db, clock, sms }: Deps) {
  const base = () => db.selectFrom('orders').innerJoin('company', 'company.id', 'orders.company_id');

  const listColumns = [
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

  const toWire = (row: ListRow): ConsoleOrder => ({
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

  const detail = async (orderId: number): Promise<ConsoleOrderDetail> => {
    const order = await base()
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
    const invoiceDue = await invoiceDueOf(db, 'order', orderId);
    return {
      ...toWire(order),
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
  };

  /**
   * Moves the order from the state its staff member saw by one conditional update, with its
   * event and audit row in the same transaction; of two staff acting at once the second gets
   * 10060 「已被他人处理」 and the fresh order, never a double effect.
   */
  async function transition(
    actor: StaffActor,
    orderId: number,
    action: (typeof STAFF_ORDER_ACTIONS)[number],
    seen: number | undefined,
    change: (order: ConsoleOrderDetail) => {
      set: UpdateObject<Database, 'orders'>;
      event: { kind: string; note?: string | null; carrier?: string | null; tracking_no?: string | null };
      after: Record<string, unknown>;
      reason?: string;
      extra?: (trx: Transaction<Database>, now: number) => Promise<void>;
    },
  ): Promise<ConsoleOrderDetail> {
    const current = await detail(orderId);
    if (seen !== undefined && seen !== current.orderStatus) throw handledByOther(current);
    if (!current.actions.includes(action)) throw new AppError(Code.conflict, 'actionNotAllowed', {}, current);
    const planned = change(current);
    const now = clock.now();
    const changed = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('orders')
        .set(planned.set)
        .where('id', '=', orderId)
        .where('order_status', '=', current.orderStatus)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('order_event')
        .values({ order_id: orderId, created_at: now, ...planned.event })
        .execute();
      await planned.extra?.(trx, now);
      await audit(
        trx,
        actor,
        {
          action: `order.${action}`,
          entity: 'order',
          entityId: orderId,
          label: current.orderNo,
          before: { orderStatus: current.orderStatus },
          after: planned.after,
          reason: planned.reason ?? null,
        },
        now,
      );
      return true;
    });
    if (!changed) throw handledByOther(await detail(orderId));
    return detail(orderId);
  }

  const buyerMobile = (order: ConsoleOrderDetail) => order.mobile;

  return {
    detail: async (actor: StaffActor, orderId: number) => {
      assertMay(actor, 'view');
      return detail(orderId);
    },

    /** The orders list: search by order number, company or consignee; filter by state. */
    async list(actor: StaffActor, query: ConsoleQuery): Promise<Page<ConsoleOrder>> {
      assertMay(actor, 'view');
      const { rows, total } = await consoleList(
        base(),
        query,
        {
          search: ['orders.order_no', 'company.name', 'orders.consignee'],
          state: 'orders.order_status',
          sorts: { created: 'orders.created_at', total: 'orders.total_amount' },
          tie: 'orders.id',
        },
        (rows) => rows.select(listColumns),
      );
      return { list: rows.map(toWire), total };
    },

    /**
     * An offline transfer arrived. The amount received must equal what the buyer was to pay
     * (to the fen); a different amount is refused with the difference, and nothing changes.
     */
    async confirmPayment(actor: StaffActor, orderId: number, form: ConfirmPaymentForm, seen?: number) {
      assertMay(actor, 'confirmPayment');
      return transition(actor, orderId, 'confirmPayment', seen, (order) => {
        const total = parseMoney(order.totalAmount);
        if (total === null) throw new Error(`order ${order.orderNo} has no readable total`);
        const expected = payable(total);
        if (form.amount !== expected) {
          throw new AppError(Code.refused, 'paymentMismatch', {
            expected: formatMoney(expected),
            received: formatMoney(form.amount),
            difference: formatMoney(Math.abs(form.amount - expected) as Money),
          });
        }
        return {
          set: {
            is_pay: 1,
            pay_time: clock.now(),
            actual_pay_amount: form.amount,
            payment_date: form.date,
            payment_serial: form.serial,
            order_status: OrderStatus.awaitingShipment,
          },
          event: { kind: 'paid', note: 'offline' },
          after: {
            orderStatus: OrderStatus.awaitingShipment,
            amount: formatMoney(form.amount),
            date: form.date,
            serial: form.serial,
          },
        };
      }).then(async (order) => {
        await notify(
          sms,
          buyerMobile(order),
          message('zh-CN', 'smsPaidText', { orderNo: order.orderNo, amount: formatMoney(form.amount) }),
        );
        return order;
      });
    },

    /** A paid order leaves the warehouse with its carrier and tracking number. */
    async ship(actor: StaffActor, orderId: number, form: ShipForm, seen?: number) {
      assertMay(actor, 'ship');
      const order = await transition(actor, orderId, 'ship', seen, () => ({
        set: {
          is_send: 1,
          send_time: clock.now(),
          carrier: form.carrier,
          tracking_no: form.trackingNo,
          order_status: OrderStatus.awaitingReceipt,
        },
        event: { kind: 'shipped', carrier: form.carrier, tracking_no: form.trackingNo },
        after: { orderStatus: OrderStatus.awaitingReceipt, carrier: form.carrier, trackingNo: form.trackingNo },
        // A paid order whose buyer asked to cancel waits for that request to be decided.
        // Read after the order's row is held: a cancel asked for at the same moment holds the row
        // too (backend/areas/after-sales/cancel-request.ts), so it is either seen here or refused.
        extra: async (trx) => {
          const cancelAsked = await trx
            .selectFrom('after_sale')
            .select('id')
            .where('order_id', '=', orderId)
            .where('after_sale_type', '=', AfterSaleType.cancel)
            .where('status', '=', AfterSaleStatus.underReview)
            .executeTakeFirst();
          if (cancelAsked) throw new AppError(Code.conflict, 'orderCancelPending');
        },
      }));
      await notify(
        sms,
        buyerMobile(order),
        message('zh-CN', 'smsShippedText', {
          orderNo: order.orderNo,
          carrier: form.carrier,
          trackingNo: form.trackingNo,
        }),
      );
      return order;
    },

    /** Staff cancel an unpaid order with a reason: stock comes back as when the buyer cancels. */
    async cancel(actor: StaffActor, orderId: number, reason: string, seen?: number) {
      assertMay(actor, 'cancelOrder');
      const order = await transition(actor, orderId, 'staffCancel', seen, (current) => ({
        set: { order_status: OrderStatus.cancelled, cancel_reason: reason, cancel_time: clock.now() },
        event: { kind: 'cancelled', note: reason },
        after: { orderStatus: OrderStatus.cancelled },
        reason,
        extra: async (trx, now) => {
          const row = await trx
            .selectFrom('orders')
            .select(['id', 'company_id', 'pay_type_id', 'is_pay', 'total_amount'])
            .where('id', '=', current.id)
            .executeTakeFirstOrThrow();
          await releaseCancelled(trx, row, reason, now, { event: false });
        },
      }));
      await notify(sms, buyerMobile(order), message('zh-CN', 'smsCancelledText', { orderNo: order.orderNo, reason }));
      return order;
    },

    /** The command line names an order by its number. */
    async idOf(orderNo: string): Promise<number> {
      const row = await db.selectFrom('orders').select('id').where('order_no', '=', orderNo).executeTakeFirst();
      if (!row) throw new AppError(Code.notFound, 'orderNoUnknown', { orderNo });
      return row.id;
    },
  };
}
