import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

/**
 * Goods that come back to the shop return to stock and leave the sales count: a cancelled
 * order's lines, a line cancelled before shipment, a return received.
 */
export async function restock(trx: Transaction<Database>, goodsId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('goods')
    .set({
      inventory: sql<number>`inventory + ${quantity}`,
      sale_count: sql<number>`case when sale_count >= ${quantity} then sale_count - ${quantity} else 0 end`,
    })
    .where('id', '=', goodsId)
    .execute();
}
