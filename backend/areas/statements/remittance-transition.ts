import type { Transaction } from 'kysely';
import {
  remittanceTransitions,
  type RemittanceAction,
  type RemittanceState,
} from '../../../common/areas/statements/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { StaffActor } from '../../services/staff-actor.ts';

/**
 * The one writer of a remittance's state: confirmed or returned by finance from the state read,
 * once (one conditional update), with who handled it, when and why it was returned. Its audit row
 * is its statement's, written as the statement receives it in the same transaction. Answers false
 * when another hand handled it first.
 */
export async function moveRemittance(
  trx: Transaction<Database>,
  from: { id: number; state: string },
  action: RemittanceAction,
  by: { actor: StaffActor; reason: string | null; now: number },
): Promise<boolean> {
  const next = remittanceTransitions[from.state as RemittanceState]?.[action];
  if (next === undefined) throw new AppError(Code.conflict, 'actionNotAllowed');
  const handled = await trx
    .updateTable('remittance')
    .set({ state: next, handled_by: by.actor.staffId, handled_at: by.now, reject_reason: by.reason })
    .where('id', '=', from.id)
    .where('state', '=', from.state)
    .executeTakeFirst();
  return Number(handled.numUpdatedRows) === 1;
}
