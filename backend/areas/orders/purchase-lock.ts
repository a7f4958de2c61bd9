import type { Dialect } from '../../db/connect.ts';
import type { Db } from '../../db/types.ts';

/**
 * Row-locks a purchase (a settlement) on PostgreSQL inside the caller's transaction, so
 * two submits, an approval and a rejection, or a resubmit and a decision queue instead of
 * both acting; SQLite already runs one write transaction at a time.
 */
export async function lockPurchase(trx: Db, dialect: Dialect, purchaseId: number): Promise<void> {
  if (dialect === 'postgres') {
    await trx.selectFrom('purchase').select('id').where('id', '=', purchaseId).forUpdate().execute();
  }
}
