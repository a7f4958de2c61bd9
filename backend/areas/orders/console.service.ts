import { AfterSaleStatus, AfterSaleType } from '../../../common/areas/after-sales/transitions.ts';
import type { ConfirmPaymentForm, ConsoleOrder } from '../../../common/areas/orders/console.ts';
import type { ConsoleQuery, ShipForm } from '../../../common/console.ts';
import { Code, type Page } from '../../../common/envelope.ts';
import { message } from '../../../common/messages.ts';
import { formatMoney, parseMoney, payable, type Money } from '../../../common/money.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { consoleList } from '../../services/console-list.ts';
import { releaseCancelled } from './order-cancel.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';
import { CONSOLE_ORDER_COLUMNS, consoleOrders, orderConsoleDetail, orderToConsole } from './console-detail.ts';
import { orderStep } from './console-step.ts';

/** Orders on the staff side: the list, the detail, confirming a transfer, shipping and cancelling an unpaid order. */
export function orderConsoleService({ db, clock, sms }: Deps) {
  const transition = orderStep({ db, clock, sms });

  return {
    detail: async (actor: StaffActor, orderId: number) => {
      assertMay(actor, 'view');
      return orderConsoleDetail(db, orderId);
    },

    /** The orders list: search by order number, company or consignee; filter by state. */
    async list(actor: StaffActor, query: ConsoleQuery): Promise<Page<ConsoleOrder>> {
      assertMay(actor, 'view');
      const { rows, total } = await consoleList(
        consoleOrders(db),
        query,
        {
          search: ['orders.order_no', 'company.name', 'orders.consignee'],
          state: 'orders.order_status',
          sorts: { created: 'orders.created_at', total: 'orders.total_amount' },
          tie: 'orders.id',
        },
        (rows) => rows.select(CONSOLE_ORDER_COLUMNS),
      );
      return { list: rows.map(orderToConsole), total };
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
          set: { actual_pay_amount: form.amount, payment_date: form.date, payment_serial: form.serial },
          note: 'offline',
          after: { amount: formatMoney(form.amount), date: form.date, serial: form.serial },
          text: message('zh-CN', 'smsPaidText', { orderNo: order.orderNo, amount: formatMoney(form.amount) }),
        };
      });
    },

    /** A paid order leaves the warehouse with its carrier and tracking number. */
    async ship(actor: StaffActor, orderId: number, form: ShipForm, seen?: number) {
      assertMay(actor, 'ship');
      return transition(actor, orderId, 'ship', seen, (order) => ({
        set: { carrier: form.carrier, tracking_no: form.trackingNo },
        after: { carrier: form.carrier, trackingNo: form.trackingNo },
        // A paid order whose buyer asked to cancel waits for that request to be decided.
        // Read after the order's row is held: a cancel asked for at the same moment holds the row
        // too (backend/areas/after-sales/cancel-request.ts), so it is either seen here or refused.
        extra: async (trx) => {
          const cancelAsked = await trx
            .selectFrom('after_sale')
            .select('id')
            .where('order_id', '=', orderId)
            .where('after_sale_type', '=', AfterSaleType.cancel)
            .where('status', '=', AfterSaleStatus.awaitingVetting)
            .executeTakeFirst();
          if (cancelAsked) throw new AppError(Code.conflict, 'orderCancelPending');
        },
        text: message('zh-CN', 'smsShippedText', {
          orderNo: order.orderNo,
          carrier: form.carrier,
          trackingNo: form.trackingNo,
        }),
      }));
    },

    /** Staff cancel an unpaid order with a reason: stock comes back as when the buyer cancels. */
    async cancel(actor: StaffActor, orderId: number, reason: string, seen?: number) {
      assertMay(actor, 'cancelOrder');
      return transition(actor, orderId, 'staffCancel', seen, (order) => ({
        reason,
        extra: (trx, now) => releaseCancelled(trx, order.id, now),
        text: message('zh-CN', 'smsCancelledText', { orderNo: order.orderNo, reason }),
      }));
    },

    /** The command line names an order by its number. */
    async idOf(orderNo: string): Promise<number> {
      const row = await db.selectFrom('orders').select('id').where('order_no', '=', orderNo).executeTakeFirst();
      if (!row) throw new AppError(Code.notFound, 'orderNoUnknown', { orderNo });
      return row.id;
    },
  };
}
