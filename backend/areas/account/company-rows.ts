import type { Db } from '../../db/types.ts';

/*
 * Steps other areas take on a company's row, inside their own transaction. Its state moves only by
 * its executor (company-transition.ts); these leave the state as it is.
 */

/**
 * Holds the company's row until the transaction ends (a no-op update), so that changes of one
 * company that must not interleave (its credit ledger's) are made one after another. SQLite
 * writes one transaction at a time anyway. It rewrites the name, never the state, whose one
 * writer is the executor.
 */
export async function holdCompany(trx: Db, companyId: number): Promise<void> {
  await trx
    .updateTable('company')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', companyId)
    .execute();
}

/**
 * A certification of the company passed: it is 已认证 from now, and its name becomes the certified
 * one (the staff accepted it with the certification).
 */
export async function certifyCompany(
  trx: Db,
  companyId: number,
  { name, now }: { name: string; now: number },
): Promise<void> {
  await trx.updateTable('company').set({ certified_at: now, name }).where('id', '=', companyId).execute();
}
