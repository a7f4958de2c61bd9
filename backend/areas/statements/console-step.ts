import type { Transaction } from 'kysely';
import type { StaffStatementAction } from '../../../common/areas/statements/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import type { Database, Db } from '../../db/types.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { handledByOther } from '../../services/staff-permission.ts';
import { freshDetail, statementConsoleDetail, yuanText } from './console-detail.ts';
import type { StatementRow } from './statement-rows.ts';
import { moveStatement, statementStepAllowed, type StatementColumns } from './statement-transition.ts';

/** What a step writes besides the state, in its transaction: the statement's new columns (and a version's lines). */
export type StatementChange = (trx: Transaction<Database>, now: number) => Promise<StatementColumns>;

/**
 * Refuses a step on a statement that moved since the member saw it (10060 with it as it is now),
 * or that it does not allow (statementStepAllowed), before the step draws or writes anything.
 */
export async function assertStep(db: Db, row: StatementRow, action: StaffStatementAction, seen?: string) {
  if (seen !== undefined && seen !== String(row.updated_at))
    throw handledByOther(await statementConsoleDetail(db, row));
  if (!statementStepAllowed(row, action))
    throw new AppError(Code.conflict, 'actionNotAllowed', {}, await statementConsoleDetail(db, row));
}

/**
 * Runs a console step's transaction and answers the statement as it is after it. A step at the
 * same moment that won — its update (10060 here) or, for a new version, its lines (the second copy
 * of the version fails on the lines' key before reaching the update) — answers 10060 with the
 * statement as it is now, never a double effect.
 */
export async function freshAfter(db: Db, id: number, step: () => Promise<unknown>) {
  try {
    await step();
  } catch (error) {
    if ((error instanceof AppError && error.code === Code.conflict) || uniqueViolation(error))
      throw handledByOther(await freshDetail(db, id));
    throw error;
  }
  return freshDetail(db, id);
}

/**
 * One step: the statement's change from the state and version seen, moved by its one writer
 * with its audit row, in one transaction; `text`, if given, is the company's SMS about the
 * statement as the step leaves it, queued in the same transaction.
 */
export function statementStep({ db, clock, sms }: Pick<Deps, 'db' | 'clock' | 'sms'>) {
  return (
    actor: StaffActor,
    row: StatementRow,
    action: StaffStatementAction,
    change: StatementChange,
    reason: string | null = null,
    text?: (set: StatementColumns) => string,
  ) =>
    freshAfter(db, row.id, () => {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const set = await change(trx, now);
        const moved = await moveStatement(
          trx,
          {
            action,
            actor,
            from: row,
            unchanged: 'updated_at',
            set,
            note: {
              before: { version: row.version, amount: yuanText(row.account_amount) },
              after: {
                version: set.version ?? row.version,
                amount: yuanText(Number(set.account_amount ?? row.account_amount)),
              },
              reason,
            },
          },
          now,
        );
        // Refused: whatever the change wrote (a version's lines) goes with the transaction.
        if (!moved) throw handledByOther(null);
        if (text) await sms.queueForCompany(trx, row.company_id, text(set));
      });
    });
}
