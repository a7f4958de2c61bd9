import type { Kysely } from 'kysely';

/**
 * Payment reminders for statements: `reminded_on` is the Shanghai date of the last
 * text that asked the company to pay one — a few days before its due date, when it goes overdue,
 * and every week it stays overdue. The daily job claims a reminder by moving this date in a
 * conditional update, so two runs (or two processes) never text twice.
 */
export function statementReminders() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('statement').addColumn('reminded_on', 'varchar(10)').execute();
    },
  };
}
