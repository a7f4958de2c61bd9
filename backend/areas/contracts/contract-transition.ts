import type { Transaction, Updateable } from 'kysely';
import { contractNextState, type ContractAction } from '../../../common/areas/contracts/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import type { ContractTable } from '../../db/tables/contracts.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { CONTRACT_WEBHOOK_OF_ACTION, queueWebhook } from '../webhooks/index.ts';
import type { ContractRow } from './contract-rows.ts';

/** The contract as the step read it: what the step is checked against and its audit row names. */
export type ContractRead = Pick<ContractRow, 'id' | 'company_id' | 'contract_no' | 'status' | 'updated_at'>;

/** What a step writes besides the status, which the table decides. */
export type ContractColumns = Omit<Updateable<ContractTable>, 'id' | 'status' | 'updated_at'>;

export interface ContractMove {
  action: ContractAction;
  /**
   * Staff, the command line or the scheduled job (each writes its audit row), or the company's
   * side: its main account, or a signing provider for it.
   */
  actor: StaffActor | 'buyer';
  from: ContractRead;
  /** A console step also holds only while the contract is still the version the member saw. */
  unchanged?: 'updated_at';
  set?: ContractColumns;
  /** The audit row's own facts besides the status. */
  note?: { before?: object; after?: object; reason?: string | null };
}

/**
 * The one writer of a contract's status, whoever moves it (the buyer's routes, a signing
 * provider's callback, the console, the command line, the daily job): refuses a step the table
 * does not allow in the status read (10060 actionNotAllowed), then one conditional update from that
 * status (and `unchanged`) to where the table leads, with the audit row of a staff step, in the
 * caller's transaction. Answers false, having written nothing, when another hand moved it since it
 * was read.
 */
export async function moveContract(trx: Transaction<Database>, move: ContractMove, now: number): Promise<boolean> {
  const { from, action, note = {} } = move;
  const next = contractNextState(from.status, action);
  if (next === undefined) throw new AppError(Code.conflict, 'actionNotAllowed');
  let update = trx
    .updateTable('contract')
    .set({ ...move.set, status: next, updated_at: now })
    .where('id', '=', from.id)
    .where('status', '=', from.status);
  if (move.unchanged) update = update.where(move.unchanged, '=', from[move.unchanged]);
  const moved = await update.executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  const type = CONTRACT_WEBHOOK_OF_ACTION[action];
  if (type)
    await queueWebhook(trx, {
      companyId: from.company_id,
      type,
      data: { contractId: from.id, contractNo: from.contract_no, status: next },
      now,
    });
  if (move.actor !== 'buyer') {
    const company = await trx
      .selectFrom('company')
      .select('name')
      .where('id', '=', from.company_id)
      .executeTakeFirstOrThrow();
    await audit(
      trx,
      move.actor,
      {
        action: `contract.${action}`,
        entity: 'contract',
        entityId: from.id,
        label: `${from.contract_no} ${company.name}`,
        before: { status: from.status, ...note.before },
        after: { status: next, ...note.after },
        reason: note.reason ?? null,
      },
      now,
    );
  }
  return true;
}
