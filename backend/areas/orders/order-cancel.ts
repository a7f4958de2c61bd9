import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import { restock } from '../catalogue/index.ts';

/**
 * What cancelling an unpaid order gives back, in the cancel's own transaction, whoever cancels
 * (the buyer or staff): its goods return to stock and leave the sales count. Nothing was paid: a
 * paid order's cancel goes through after-sales, which give its stock and money back line by line.
 */
export async function releaseCancelled(trx: Transaction<Database>, orderId: number): Promise<void> {
  const lines = await trx
    .selectFrom('order_item')
    .select(['goods_id', 'goods_quantity'])
    .where('order_id', '=', orderId)
    .execute();
  for (const line of lines) await restock(trx, line.goods_id, line.goods_quantity);
}
