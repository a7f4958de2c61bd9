import type { Transaction } from 'kysely';
import { AfterSaleStatus, AfterSaleType } from '../../../common/areas/after-sales/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import { moneyToText, payable, type Money } from '../../../common/money.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import { shanghaiDate } from '../../../common/time.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { releaseBudget } from '../budgets/index.ts';
import { restoreCredit } from '../credit/index.ts';
import { chargeLineRefund, holdOrder, moveOrder } from '../orders/index.ts';
import { refundCap, routeOf, type ConsoleAfterSaleRow } from './console-detail.ts';
import { everyLineIn } from './order-cancel-whole.ts';

/** A refund's amount, in whole fen and within the cap; a transfer or an account also needs its date and serial. */
export function assertRefundInput(row: ConsoleAfterSaleRow, input: { amount?: Money; date?: string; serial?: string }) {
  const amount = input.amount ?? (0 as Money);
  if (amount <= 0 || amount % 100 !== 0) throw new AppError(Code.invalid, 'afterSaleRefundFen');
  if (amount > refundCap(row))
    throw new AppError(Code.refused, 'afterSaleRefundTooMuch', { max: moneyToText(refundCap(row), 2) });
  if (routeOf(row) !== 'credit' && (!input.date || !input.serial))
    throw new AppError(Code.invalid, 'required', { field: 'field.paymentSerial' });
}

/**
 * An order still awaiting receipt whose every line came back whole and was refunded (a parcel
 * the buyer refused, a shipped order's cancel) is over: it is cancelled, never 确认收货 again.
 */
const closeIfAllReturned = async (trx: Transaction<Database>, row: ConsoleAfterSaleRow, now: number) => {
  if (await everyLineIn(trx, row.order_id, AfterSaleType.return, [AfterSaleStatus.completed], row.id)) {
    const order = { id: row.order_id, order_status: OrderStatus.awaitingReceipt, order_no: row.order_no };
    await moveOrder(trx, { order, step: 'close', actor: 'shop', now, reason: row.remark || null });
  }
};

/**
 * The refund row (one per after-sale), within what is left of the line and of the order; a credit
 * order's quota comes back by a ledger row keyed by the refund, and so does its budget's share.
 */
export async function recordRefund(
  trx: Transaction<Database>,
  row: ConsoleAfterSaleRow,
  input: { amount?: Money; date?: string; serial?: string },
  actor: StaffActor,
  now: number,
) {
  const amount = input.amount!;
  const route = routeOf(row);
  // The order's row first (held), so refunds of its lines at once are counted one after the
  // other: together they never exceed what was paid for the order, whose total was rounded once
  // while each line's amount is rounded on its own.
  const order = await holdOrder(trx, row.order_id);
  if (!order) throw new Error(`after-sale ${row.after_sale_no} has no order`);
  const refunded = await trx
    .selectFrom('refund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('order_id', '=', row.order_id)
    .executeTakeFirstOrThrow();
  const orderLeft = Number(order.actual_pay_amount) - Number(refunded.total);
  if (amount > orderLeft || !(await chargeLineRefund(trx, row.order_item_id, amount, payable(row.line_total as Money))))
    throw new AppError(Code.refused, 'afterSaleRefundTooMuch', {
      max: moneyToText(Math.max(0, Math.min(refundCap(row), orderLeft)) as Money, 2),
    });
  const refund = await trx
    .insertInto('refund')
    .values({
      after_sale_id: row.id,
      order_id: row.order_id,
      order_item_id: row.order_item_id,
      company_id: row.company_id,
      amount,
      route,
      refund_date: route === 'credit' ? shanghaiDate(now) : input.date!,
      serial: route === 'credit' ? null : input.serial!,
      staff_id: actor.staffId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (route === 'credit')
    await restoreCredit(trx, {
      companyId: row.company_id,
      kind: 'refund',
      refId: refund.id,
      amount: amount as Money,
      now,
    });
  // Whatever the route, the refunded amount no longer counts against the order's budgets.
  await releaseBudget(trx, { kind: 'refund', orderId: row.order_id, refId: refund.id, amount: amount as Money, now });
  if (row.after_sale_type === AfterSaleType.return) await closeIfAllReturned(trx, row, now);
}
