import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

type Trx = Transaction<Database>;

/**
 * An order line's after-sales ledger (migration 0013), kept by the orders area for after-sales:
 * `order_item.after_sale_quantity` is what after-sales in states 1–5 hold of the line. Taking is
 * one conditional update — it succeeds only while the total stays within what was bought — so two
 * applications at once can never together exceed it, on SQLite or PostgreSQL. The line is marked
 * as having had an after-sale with it. Answers whether it was taken.
 */
export async function holdLineQuantity(trx: Trx, orderItemId: number, quantity: number): Promise<boolean> {
  const result = await trx
    .updateTable('order_item')
    .set({ after_sale_quantity: sql<number>`after_sale_quantity + ${quantity}`, after_sale_flag: 1 })
    .where('id', '=', orderItemId)
    .where(sql<boolean>`after_sale_quantity + ${quantity} <= goods_quantity`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A rejected (6) or withdrawn (7) after-sale gives its quantity back to the line. */
export async function releaseLineQuantity(trx: Trx, orderItemId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('order_item')
    .set({ after_sale_quantity: sql<number>`after_sale_quantity - ${quantity}` })
    .where('id', '=', orderItemId)
    .where('after_sale_quantity', '>=', quantity)
    .execute();
}

/**
 * Counts a refund against the line: `refunded_amount` only grows while it stays within `cap`
 * (the line's amount in fen, what the buyer paid for it), by one conditional update. Answers
 * whether it fitted.
 */
export async function chargeLineRefund(trx: Trx, orderItemId: number, amount: number, cap: number): Promise<boolean> {
  const result = await trx
    .updateTable('order_item')
    .set({ refunded_amount: sql<number>`refunded_amount + ${amount}` })
    .where('id', '=', orderItemId)
    .where('refunded_amount', '<=', cap - amount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
