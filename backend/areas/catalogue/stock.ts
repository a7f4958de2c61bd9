import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

type Trx = Transaction<Database>;

/**
 * Takes goods out of stock for an order, in the order's transaction, by one conditional update:
 * only while they are on sale and enough are left, so stock never goes below zero (DESIGN.md
 * decision 12) however many orders reserve at once. Their sales count grows with it. Answers
 * what is left when there are not enough.
 */
export async function reserveStock(
  trx: Trx,
  goodsId: number,
  quantity: number,
): Promise<{ ok: true } | { ok: false; left: number }> {
  const reserved = await trx
    .updateTable('goods')
    .set({
      inventory: sql<number>`inventory - ${quantity}`,
      sale_count: sql<number>`sale_count + ${quantity}`,
    })
    .where('id', '=', goodsId)
    .where('on_sale', '=', 1)
    .where('inventory', '>=', quantity)
    .executeTakeFirst();
  if (Number(reserved.numUpdatedRows) === 1) return { ok: true };
  const left = await trx.selectFrom('goods').select('inventory').where('id', '=', goodsId).executeTakeFirst();
  return { ok: false, left: left?.inventory ?? 0 };
}

/**
 * Goods that come back to the shop return to stock and leave the sales count: a cancelled
 * order's lines, a line cancelled before shipment, a return received.
 */
export async function restock(trx: Trx, goodsId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('goods')
    .set({
      inventory: sql<number>`inventory + ${quantity}`,
      sale_count: sql<number>`case when sale_count >= ${quantity} then sale_count - ${quantity} else 0 end`,
    })
    .where('id', '=', goodsId)
    .execute();
}
