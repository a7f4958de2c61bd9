import { STATEMENT_OWED, StatementState } from '../../../contract/areas/statements/transitions.ts';
import { message } from '../../../contract/messages.ts';
import { moneyToText, type Money } from '../../../contract/money.ts';
import { CustomerAccountType } from '../../../contract/status.ts';
import { shanghaiDate } from '../../../contract/time.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { Deps } from '../../services/deps.ts';
import { SCHEDULED_JOB } from '../staff/actor.ts';
import { audit } from '../staff/audit.ts';
import { notify } from '../staff/notify.ts';
import { companiesActiveIn, makeStatement } from './statement-make.ts';

/**
 * The statements' calendar (issue 16), for the scheduled jobs: on the 1st, each company with
 * credit activity in the month that ended gets its statement (state 0, for staff to check and
 * send); every day, statements past their due date and not paid become overdue (9), which pauses
 * the company's credit orders, and the company is texted. Both are keyed so that running them
 * twice changes nothing.
 */
export function statementTermService({ db, clock, sms }: Deps) {
  return {
    /** Makes the month's statements; answers how many were made (one per company and month). */
    async makeMonth(month: string, now = clock.now()): Promise<number> {
      let made = 0;
      for (const companyId of await companiesActiveIn(db, month)) {
        try {
          const id = await db.transaction().execute((trx) => makeStatement(trx, companyId, month, now));
          if (id !== null) made += 1;
        } catch (error) {
          // Staff made it at the same moment: it exists, which is all this job wants.
          if (!uniqueViolation(error)) throw error;
        }
      }
      return made;
    },

    /** Marks owed statements past their due date as overdue; answers how many. */
    async markOverdue(now = clock.now()): Promise<number> {
      const today = shanghaiDate(now);
      const late = await db
        .selectFrom('statement')
        .innerJoin('company', 'company.id', 'statement.company_id')
        .select([
          'statement.id',
          'statement.company_id',
          'statement.balance_num',
          'statement.state',
          'statement.due_date',
          'statement.account_amount',
          'statement.paid_amount',
          'company.name as company',
        ])
        .where(
          'statement.state',
          'in',
          STATEMENT_OWED.filter((state) => state !== StatementState.overdue),
        )
        .where('statement.due_date', '<', today)
        .where((eb) => eb('statement.paid_amount', '<', eb.ref('statement.account_amount')))
        .execute();
      let marked = 0;
      for (const row of late) {
        const done = await db.transaction().execute(async (trx) => {
          const moved = await trx
            .updateTable('statement')
            .set({ state: StatementState.overdue, overdue_at: now, updated_at: now })
            .where('id', '=', row.id)
            .where('state', '=', row.state)
            .executeTakeFirst();
          if (Number(moved.numUpdatedRows) !== 1) return false;
          await audit(
            trx,
            SCHEDULED_JOB,
            {
              action: 'statement.overdue',
              entity: 'statement',
              entityId: row.id,
              label: `${row.balance_num} ${row.company}`,
              before: { state: row.state },
              after: { state: StatementState.overdue },
              reason: `unpaid ${moneyToText((row.account_amount - row.paid_amount) as Money, 2)} after ${row.due_date}`,
            },
            now,
          );
          return true;
        });
        if (!done) continue;
        marked += 1;
        const main = await db
          .selectFrom('account')
          .select('mobile')
          .where('company_id', '=', row.company_id)
          .where('account_type', '=', CustomerAccountType.main)
          .executeTakeFirst();
        if (main)
          await notify(
            sms,
            main.mobile,
            message('zh-CN', 'smsStatementOverdueText', {
              company: row.company,
              no: row.balance_num,
              date: row.due_date,
            }),
          );
      }
      return marked;
    },
  };
}
