import type { Transaction } from 'kysely';
import type { Money } from '../../../common/money.ts';
import { restoreCredit } from '../credit/credit-ledger.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import type { Database } from '../../db/types.ts';
import { restock } from './stock.ts';

/**
 * What a cancel gives back, in the cancel's own transaction, whoever cancels (the buyer or
 * staff): the goods return to stock and their sales count, credit charged at ordering returns
 * to the credit ledger (an offline transfer is refunded by staff), and the timeline records why.
 */
export async function releaseCancelled(
  trx: Transaction<Database>,
  order: { id: number; company_id: number; pay_type_id: number; is_pay: number; total_amount: number },
  reason: string,
  now: number,
  { event = true }: { event?: boolean } = {},
): Promise<void> {
  const lines = await trx
    .selectFrom('order_item')
    .select(['goods_id', 'goods_quantity'])
    .where('order_id', '=', order.id)
    .execute();
  for (const line of lines) await restock(trx, line.goods_id, line.goods_quantity);
  if (order.pay_type_id === PayType.credit && order.is_pay === 1) {
    await restoreCredit(trx, {
      companyId: order.company_id,
      kind: 'cancel',
      refId: order.id,
      amount: order.total_amount as Money,
      now,
    });
  }
  // Staff record the event with the change itself (backend/areas/orders/console-step.ts).
  if (event) {
    await trx
      .insertInto('order_event')
      .values({ order_id: order.id, kind: 'cancelled', note: reason, created_at: now })
      .execute();
  }
}

/**
 * Cancels an order that after-sales have taken back whole — every line cancelled
 * before shipment, or returned and refunded after it — from the state it was in, with its
 * timeline event. Its stock and money came back through the after-sales. Answers whether it did.
 */
export async function closeOrder(
  trx: Transaction<Database>,
  orderId: number,
  from: number,
  reason: string | null,
  now: number,
): Promise<boolean> {
  const closed = await trx
    .updateTable('orders')
    .set({ order_status: OrderStatus.cancelled, cancel_reason: reason, cancel_time: now })
    .where('id', '=', orderId)
    .where('order_status', '=', from)
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) !== 1) return false;
  await trx
    .insertInto('order_event')
    .values({ order_id: orderId, kind: 'cancelled', note: reason, created_at: now })
    .execute();
  return true;
}
