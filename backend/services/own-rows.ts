import type { DeleteResult, Transaction } from 'kysely';
import type { Database, Db } from '../db/types.ts';
import { notFound } from '../errors.ts';

/**
 * Deletes rows an account owns (its cart lines, its favourites) by id, all or none: `remove`, the
 * owning area's delete, takes the account's rows among the ids, and when one id is not the
 * account's — another account's, another company's, already gone — the answer is not found (never
 * 'forbidden', which would say it exists) and the transaction leaves every row in place.
 */
export async function removeOwnRows(
  db: Db,
  ids: number[],
  remove: (trx: Transaction<Database>, ids: number[]) => Promise<DeleteResult>,
): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const result = await remove(trx, unique);
    if (Number(result.numDeletedRows) !== unique.length) throw notFound();
  });
}
