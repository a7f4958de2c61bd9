import {
  STATEMENT_DUE_REMINDER_DAYS,
  STATEMENT_OVERDUE_REMINDER_DAYS,
  StatementState,
  statementStatesAllowing,
} from '../../../common/areas/statements/transitions.ts';
import { message } from '../../../common/messages.ts';
import { moneyToText, type Money } from '../../../common/money.ts';
import { shanghaiDate } from '../../../common/time.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { Deps } from '../../services/deps.ts';
import { SCHEDULED_JOB } from '../../services/staff-actor.ts';
import { companiesActiveIn, makeStatement } from './statement-make.ts';
import { moveStatement } from './statement-transition.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The statements' calendar, for the scheduled jobs: on the 1st, each company with
 * credit activity in the month that ended gets its statement (state 0, for staff to check and
 * send); every day, statements past their due date and not paid become overdue (9), which pauses
 * the company's credit orders, and the company is texted — and reminded before the due date and
 * weekly while overdue. All are keyed so that running them twice changes nothing.
 */
export function statementTermService({ db, clock, sms }: Deps) {
  /** Sent statements with money still owed, and what a reminder says of them. */
  const unpaid = () =>
    db
      .selectFrom('statement')
      .innerJoin('company', 'company.id', 'statement.company_id')
      .selectAll('statement')
      .select('company.name as company')
      .where((eb) => eb('statement.paid_amount', '<', eb.ref('statement.account_amount')));
  const owedText = (row: { account_amount: number; paid_amount: number }) =>
    moneyToText((row.account_amount - row.paid_amount) as Money, 2);
  /** Owed statements the due date has not yet made overdue: the transition table's. */
  const mayGoOverdue = statementStatesAllowing('overdue');

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

    /**
     * Marks owed statements past their due date as overdue and texts each company; answers how
     * many. The text is that day's reminder too (`reminded_on`), so the weekly ones count from it.
     */
    async markOverdue(now = clock.now()): Promise<number> {
      const today = shanghaiDate(now);
      const late = await unpaid()
        .where('statement.state', 'in', mayGoOverdue)
        .where('statement.due_date', '<', today)
        .execute();
      let marked = 0;
      for (const row of late) {
        const done = await db.transaction().execute(async (trx) => {
          const moved = await moveStatement(
            trx,
            {
              action: 'overdue',
              actor: SCHEDULED_JOB,
              from: row,
              set: { overdue_at: now, reminded_on: today },
              note: { reason: `unpaid ${owedText(row)} after ${row.due_date}` },
            },
            now,
          );
          // Paid, sent again or moved by a hand at the same moment: no longer this job's.
          if (!moved) return false;
          await sms.queueForCompany(
            trx,
            row.company_id,
            message('zh-CN', 'smsStatementOverdueText', {
              company: row.company,
              no: row.balance_num,
              date: row.due_date,
            }),
          );
          return true;
        });
        if (done) marked += 1;
      }
      return marked;
    },

    /**
     * Reminds companies to pay ('reminders sent'): once when an unpaid statement comes
     * within STATEMENT_DUE_REMINDER_DAYS of its due date, and every STATEMENT_OVERDUE_REMINDER_DAYS
     * while it stays overdue. Each reminder is claimed by moving `reminded_on` from the value read,
     * so a second run, or a second process, texts nobody twice. Answers how many were sent.
     */
    async remindUnpaid(now = clock.now()): Promise<number> {
      const today = shanghaiDate(now);
      const soon = shanghaiDate(now + STATEMENT_DUE_REMINDER_DAYS * DAY_MS);
      const lastWeekly = shanghaiDate(now - STATEMENT_OVERDUE_REMINDER_DAYS * DAY_MS);
      const dueSoon = await unpaid()
        .where('statement.state', 'in', mayGoOverdue)
        .where('statement.due_date', '>=', today)
        .where('statement.due_date', '<=', soon)
        .where('statement.reminded_on', 'is', null)
        .execute();
      const stillOverdue = await unpaid()
        .where('statement.state', '=', StatementState.overdue)
        .where((eb) => eb.or([eb('statement.reminded_on', 'is', null), eb('statement.reminded_on', '<=', lastWeekly)]))
        .execute();
      let sent = 0;
      for (const [rows, text] of [
        [dueSoon, 'smsStatementDueSoonText'],
        [stillOverdue, 'smsStatementStillOverdueText'],
      ] as const) {
        for (const row of rows) {
          const claimed = await db.transaction().execute(async (trx) => {
            const { numUpdatedRows } = await trx
              .updateTable('statement')
              .set({ reminded_on: today })
              .where('id', '=', row.id)
              .where('state', '=', row.state)
              .where((eb) =>
                row.reminded_on === null ? eb('reminded_on', 'is', null) : eb('reminded_on', '=', row.reminded_on),
              )
              .executeTakeFirst();
            if (Number(numUpdatedRows) !== 1) return false;
            await sms.queueForCompany(
              trx,
              row.company_id,
              message('zh-CN', text, {
                company: row.company,
                no: row.balance_num,
                date: row.due_date,
                amount: owedText(row),
              }),
            );
            return true;
          });
          if (claimed) sent += 1;
        }
      }
      return sent;
    },
  };
}
