import { contractNextState, type StaffContractAction } from '../../../common/areas/contracts/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import { moneyToText, type Money } from '../../../common/money.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { handledByOther } from '../../services/staff-permission.ts';
import { contractReader, type ConsoleContractRow } from './console-detail.ts';
import { moveContract, type ContractColumns } from './contract-transition.ts';

const creditText = (amount: number) => moneyToText(amount as Money, 2);

/**
 * A staff step on a contract: refused when the contract moved since the member saw it (10060) or
 * its state does not allow it (the transition table), before the step draws anything; then moved
 * by its one writer from the state and version seen, with its audit row.
 */
export function contractStep(deps: Pick<Deps, 'db' | 'clock' | 'sms' | 'creditApprovalAbove'>) {
  const { db, clock, sms } = deps;
  const { load, detailOf } = contractReader(deps);

  const check = async (current: ConsoleContractRow, action: StaffContractAction, seen?: string) => {
    if (seen !== undefined && seen !== String(current.updated_at)) throw handledByOther(await detailOf(current));
    if (contractNextState(current.status, action) === undefined)
      throw new AppError(Code.conflict, 'actionNotAllowed', {}, await detailOf(current));
  };

  /**
   * The step's change; when another hand moved the contract first, `lost` clears up what this step
   * made outside the database, and the member gets 10060 with the contract as it is now. `text`, if
   * any, is queued for the company in the step's transaction.
   */
  const apply = async (
    actor: StaffActor,
    current: ConsoleContractRow,
    action: StaffContractAction,
    changes: ContractColumns,
    {
      reason = null,
      lost,
      text,
    }: { reason?: string | null; lost?: (fresh: ConsoleContractRow) => Promise<void>; text?: string } = {},
  ) => {
    const now = clock.now();
    const moved = await db.transaction().execute(async (trx) => {
      const done = await moveContract(
        trx,
        {
          action,
          actor,
          from: current,
          unchanged: 'updated_at',
          set: changes,
          note: {
            before: { creditAmount: creditText(current.credit_amount) },
            after: { creditAmount: creditText(changes.credit_amount ?? current.credit_amount) },
            reason,
          },
        },
        now,
      );
      if (done && text) await sms.queueForCompany(trx, current.company_id, text);
      return done;
    });
    if (moved) return;
    const fresh = await load(current.id);
    await lost?.(fresh);
    throw handledByOther(await detailOf(fresh));
  };

  return { check, apply };
}
