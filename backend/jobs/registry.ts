import { monthBefore, shanghaiMonth } from '../../common/time.ts';
import type { JobDefinition } from './job.ts';

/**
 * The shop's scheduled jobs (docs/decisions/0012). Adding a job is one entry here; its
 * schedule is Asia/Shanghai time, its work is keyed by the period so a retry doubles nothing,
 * and `npm run staff -- run-job <name> [--period P]` runs it by hand through the same claim:
 *
 *   {
 *     name: 'monthly-statements',
 *     every: 'monthly', day: 1, hour: 1, // due on the 1st at 01:00
 *     period: (due) => monthBefore(shanghaiMonth(due)), // and covering the month that ended
 *     run: async ({ services, period, now }) => `${await services.statementTerms.makeMonth(period, now)} made`,
 *   },
 *
 * A job changes records only through their areas' services, whose one writer per state machine
 * (moveStatement, moveContract) checks the transition table; which records a job takes up is the
 * table's too (the states an action may start from). Tests pass their own list to createJobRunner
 * instead of adding to this one.
 */
export const JOBS: readonly JobDefinition[] = [
  // Contracts past their end date expire and their credit goes; before that, reminders.
  {
    name: 'contract-terms',
    every: 'daily',
    hour: 0,
    minute: 10,
    run: async ({ services, now }) => {
      const expired = await services.contractTerms.expireEnded(now);
      const reminded = await services.contractTerms.remindEnding(now);
      return `${expired} expired, ${reminded} reminded`;
    },
  },
  // On the 1st, each company's statement for the month that ended: staff check and send it.
  {
    name: 'monthly-statements',
    every: 'monthly',
    day: 1,
    hour: 1,
    period: (due) => monthBefore(shanghaiMonth(due)),
    run: async ({ services, period, now }) => `${await services.statementTerms.makeMonth(period, now)} made`,
  },
  // Statements past their due date and unpaid become overdue: credit orders pause until they are
  // paid. Companies are reminded a few days before the due date and weekly while overdue.
  {
    name: 'overdue-statements',
    every: 'daily',
    hour: 0,
    minute: 20,
    run: async ({ services, now }) => {
      const overdue = await services.statementTerms.markOverdue(now);
      const reminded = await services.statementTerms.remindUnpaid(now);
      return `${overdue} overdue, ${reminded} reminded`;
    },
  },
];
