import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';

/**
 * For the after-sales area, inside the transaction that submits an after-sale: its evidence (the
 * `paths` uploaded to its form) is still there, and stays. A no-op update of those files' rows
 * while they are not deleted holds them until the application commits, so a delete at the same
 * moment either waits and then finds the file in use (the after-sale now holds the form), or went
 * first and the application is refused as naming a file that is not there (10040).
 */
export async function holdAfterSaleEvidence(trx: Db, formId: string, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const held = await trx
    .updateTable('attachment')
    .set({ form_id: formId })
    .where('form_id', '=', formId)
    .where('path', 'in', paths)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) !== paths.length) throw notFound();
}
