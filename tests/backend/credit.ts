import type { Kysely } from 'kysely';
import { creditOf } from '../../backend/areas/credit/credit-ledger.ts';
import type { Database } from '../../backend/db/types.ts';

/** The company's available credit (its quota), derived from its ledger as the shop shows it. */
export const quotaOf = async (db: Kysely<Database>, companyId: number) =>
  Number((await creditOf(db, companyId)).available);

/**
 * Makes the company's available credit exactly `amount` for a test, as a ledger row (the quota is
 * never typed over): an opening-kind row without a cause changes the limit by the difference.
 */
export async function setQuota(db: Kysely<Database>, companyId: number, amount: number) {
  const delta = amount - (await quotaOf(db, companyId));
  await db
    .insertInto('credit_entry')
    .values({ company_id: companyId, kind: 'opening', ref_id: null, limit_change: delta, created_at: Date.now() })
    .execute();
}
