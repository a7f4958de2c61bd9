import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import { releaseBudget } from '../budgets/index.ts';
import { restock } from '../catalogue/index.ts';
import type { Money } from '../../../common/money.ts';

/**
 * What cancelling an unpaid order gives back, in the cancel's own transaction, whoever cancels
 * (the buyer or staff): its goods return to stock and leave the sales count. Nothing was paid: a
 * paid order's cancel goes through after-sales, which give its stock and money back line by line.
 * Its whole budget reservation is given back, in the month it was reserved in.
 */
export async function releaseCancelled(trx: Transaction<Database>, orderId: number, now: number): Promise<void> {
  const lines = await trx
    .selectFrom('order_item')
    .select(['goods_id', 'goods_quantity'])
    .where('order_id', '=', orderId)
    .execute();
  for (const line of lines) await restock(trx, line.goods_id, line.goods_quantity);
  const order = await trx
    .selectFrom('orders')
    .select('total_amount')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  // Never more than the order reserved: the ledger caps it, and gives nothing where it reserved nothing.
  await releaseBudget(trx, {
    kind: 'cancel',
    orderId,
    refId: orderId,
    amount: Number(order.total_amount) as Money,
    now,
  });
}
