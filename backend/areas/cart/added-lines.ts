import { sql, type Transaction } from 'kysely';
import { QUANTITY_MAX } from '../../../common/constants.ts';
import type { Database } from '../../db/types.ts';

/** Rows per statement: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 300;

/**
 * Lines another area checked (a quick order, a re-order) go into the account's cart in the
 * caller's transaction, each added to the goods' line if there is one. A line whose total would pass
 * the 9999 one cart line holds is left out rather than cut, by the upsert's own condition, so a
 * cart changed meanwhile (another tab's add) cannot push it over silently. Each goods appears once
 * in `lines`. Answers the goods ids that went in.
 */
export async function addLines(
  trx: Transaction<Database>,
  accountId: number,
  lines: readonly { goodsId: number; quantity: number }[],
  now: number,
): Promise<Set<number>> {
  const added = new Set<number>();
  for (let start = 0; start < lines.length; start += CHUNK) {
    const rows = await trx
      .insertInto('cart_item')
      .values(
        lines
          .slice(start, start + CHUNK)
          .map(({ goodsId, quantity }) => ({ account_id: accountId, goods_id: goodsId, quantity, created_at: now })),
      )
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'goods_id'])
          .doUpdateSet({ quantity: sql<number>`cart_item.quantity + excluded.quantity` })
          .where(sql<boolean>`cart_item.quantity + excluded.quantity <= ${QUANTITY_MAX}`),
      )
      .returning('goods_id')
      .execute();
    for (const row of rows) added.add(row.goods_id);
  }
  return added;
}
