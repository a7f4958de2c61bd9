import type { Money } from '../../../common/money.ts';
import type { Db } from '../../db/types.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import type { ContractRow } from './contract-rows.ts';

/** A contract granting more credit than the shop's limit needs a second finance approval. */
export const needsApproval = (row: Pick<ContractRow, 'credit_amount'>, above: Money) => row.credit_amount > above;

/**
 * Whether the member drafted the contract or edited it since: a large credit needs a second
 * pair of eyes, so nobody who set its terms may approve them. The drafter of record stays who
 * drafted it (the console says so); the edits are read from the audit trail, whose row each
 * edit writes in its own transaction.
 */
export async function shapedBy(db: Db, row: Pick<ContractRow, 'id' | 'drafted_by'>, actor: StaffActor) {
  if (actor.staffId === null) return false;
  if (row.drafted_by === actor.staffId) return true;
  const edit = await db
    .selectFrom('audit_log')
    .select('id')
    .where('entity', '=', 'contract')
    .where('entity_id', '=', row.id)
    .where('action', '=', 'contract.edit')
    .where('staff_id', '=', actor.staffId)
    .limit(1)
    .executeTakeFirst();
  return edit !== undefined;
}
