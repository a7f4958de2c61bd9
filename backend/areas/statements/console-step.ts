import { statementAllows, type StaffStatementAction } from '../../../common/areas/statements/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import type { Db } from '../../db/types.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { handledByOther } from '../../services/staff-permission.ts';
import { freshDetail, statementConsoleDetail, yuanText } from './console-detail.ts';
import type { StatementRow } from './statement-rows.ts';

/** What a step writes besides the state, in its transaction: the statement's new columns (and a version's lines). */
export type StatementChange = (trx: Db, now: number) => Promise<Record<string, unknown>>;

/**
 * Refuses a step on a statement that moved since the member saw it (10060 with it as it is now),
 * or that its state does not allow (the transition table); a dispute is accepted or corrected
 * only while one is open.
 */
export async function assertStep(db: Db, row: StatementRow, action: StaffStatementAction, seen?: string) {
  if (seen !== undefined && seen !== String(row.updated_at))
    throw handledByOther(await statementConsoleDetail(db, row));
  const disputeGone = (action === 'acceptDispute' || action === 'resend') && row.diversity === null;
  if (!statementAllows(row.state, action) || disputeGone)
    throw new AppError(Code.conflict, 'actionNotAllowed', {}, await statementConsoleDetail(db, row));
}

/**
 * One step: the statement's change from the state and version seen, and its audit row, in one
 * transaction; answers the statement as it is after it. Of two hands at once the second gets
 * 10060 and the fresh statement, never a double effect.
 */
export function statementStep({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const apply = async (
    actor: StaffActor,
    row: StatementRow,
    action: StaffStatementAction,
    change: StatementChange,
    reason: string | null,
  ) => {
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const set = await change(trx, now);
      const moved = await trx
        .updateTable('statement')
        .set({ ...set, updated_at: now })
        .where('id', '=', row.id)
        .where('state', '=', row.state)
        .where('updated_at', '=', row.updated_at)
        .executeTakeFirst();
      // Refused: whatever the change wrote (a version's lines) goes with the transaction.
      if (Number(moved.numUpdatedRows) !== 1) throw handledByOther(null);
      await audit(
        trx,
        actor,
        {
          action: `statement.${action}`,
          entity: 'statement',
          entityId: row.id,
          label: `${row.balance_num} ${row.company}`,
          before: { state: row.state, version: row.version, amount: yuanText(row.account_amount) },
          after: {
            state: set.state ?? row.state,
            version: set.version ?? row.version,
            amount: yuanText(Number(set.account_amount ?? row.account_amount)),
          },
          reason,
        },
        now,
      );
    });
  };

  return async (
    actor: StaffActor,
    row: StatementRow,
    action: StaffStatementAction,
    change: StatementChange,
    reason: string | null = null,
  ) => {
    try {
      await apply(actor, row, action, change, reason);
    } catch (error) {
      // A step at the same moment won: its update (10060 here) or, for a new version, its lines
      // (the second copy of the version fails on the lines' key before reaching the update).
      if ((error instanceof AppError && error.code === Code.conflict) || uniqueViolation(error))
        throw handledByOther(await freshDetail(db, row.id));
      throw error;
    }
    return freshDetail(db, row.id);
  };
}
