import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';

/**
 * Two purchase lists of the demo company on a fresh start: the main account's, which everyone
 * may order from and the purchaser may only read, and the purchaser's own, which it may change.
 */
const LISTS = [
  { username: 'demo', name: '办公室月度补货', skip: 0 },
  { username: 'demo_buyer', name: '车间常用紧固件', skip: 4 },
] as const;

export async function seedPurchaseLists(db: Kysely<Database>, now: number): Promise<void> {
  const goods = await db
    .selectFrom('goods')
    .select(['id', 'quantity'])
    .where('on_sale', '=', 1)
    .where('inventory', '>=', 100)
    .orderBy('id')
    .limit(8)
    .execute();
  for (const { username, name, skip } of LISTS) {
    const account = await db
      .selectFrom('account')
      .select(['id', 'company_id'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('purchase_list')
      .values({ company_id: account.company_id, account_id: account.id, name, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines = goods.slice(skip, skip + 4);
    if (lines.length === 0) continue;
    await db
      .insertInto('purchase_list_item')
      .values(
        lines.map((row, index) => ({
          list_id: id,
          goods_id: row.id,
          quantity: row.quantity * (index + 1),
          created_at: now,
        })),
      )
      .execute();
  }
}
