import type { Db } from '../db/types.ts';
import { notFound } from '../errors.ts';

/**
 * Deletes rows an account owns (its cart lines, its favourites) by id, all or none: one id that
 * is not the account's — another account's, another company's, already gone — answers not found
 * (never 'forbidden', which would say it exists) and the transaction leaves every row in place.
 */
export async function removeOwnRows(
  db: Db,
  table: 'cart_item' | 'collection',
  accountId: number,
  ids: number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom(table)
      .where('account_id', '=', accountId)
      .where('id', 'in', unique)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== unique.length) throw notFound();
  });
}
