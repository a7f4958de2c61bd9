import { contractNextState, type StaffContractAction } from '../../../common/areas/contracts/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import { moneyToText, type Money } from '../../../common/money.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { handledByOther } from '../../services/staff-permission.ts';
import { contractReader, type ConsoleContractRow } from './console-detail.ts';

const summary = (row: Pick<ConsoleContractRow, 'status' | 'credit_amount'>) => ({
  status: row.status,
  creditAmount: moneyToText(row.credit_amount as Money, 2),
});

/**
 * A staff step on a contract: refused when the contract moved since the member saw it (10060) or
 * its state does not allow it (the transition table); then one conditional update on the state and
 * version seen, with its audit row in the same transaction.
 */
export function contractStep(deps: Pick<Deps, 'db' | 'clock' | 'creditApprovalAbove'>) {
  const { db, clock } = deps;
  const { load, detailOf } = contractReader(deps);

  const check = async (current: ConsoleContractRow, action: StaffContractAction, seen?: string) => {
    if (seen !== undefined && seen !== String(current.updated_at)) throw handledByOther(await detailOf(current));
    if (contractNextState(current.status, action) === undefined)
      throw new AppError(Code.conflict, 'actionNotAllowed', {}, await detailOf(current));
  };

  /** Moves the state from what the member saw; false when another hand moved it first. */
  const move = async (
    actor: StaffActor,
    current: ConsoleContractRow,
    action: StaffContractAction,
    changes: Record<string, unknown>,
    reason: string | null,
  ) => {
    const next = contractNextState(current.status, action)!;
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('contract')
        .set({ ...changes, status: next, updated_at: now })
        .where('id', '=', current.id)
        .where('status', '=', current.status)
        .where('updated_at', '=', current.updated_at)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await audit(
        trx,
        actor,
        {
          action: `contract.${action}`,
          entity: 'contract',
          entityId: current.id,
          label: `${current.contract_no} ${current.company}`,
          before: summary(current),
          after: { ...summary({ ...current, ...(changes as Partial<ConsoleContractRow>) }), status: next },
          reason,
        },
        now,
      );
      return true;
    });
  };

  /**
   * The step's change; when another hand moved the contract first, `lost` clears up what this step
   * made outside the database, and the member gets 10060 with the contract as it is now.
   */
  const apply = async (
    actor: StaffActor,
    current: ConsoleContractRow,
    action: StaffContractAction,
    changes: Record<string, unknown>,
    { reason = null, lost }: { reason?: string | null; lost?: (fresh: ConsoleContractRow) => Promise<void> } = {},
  ) => {
    if (await move(actor, current, action, changes, reason)) return;
    const fresh = await load(current.id);
    await lost?.(fresh);
    throw handledByOther(await detailOf(fresh));
  };

  return { check, apply };
}
