import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Scheduled work (docs/decisions/0012):
 * - job: one row per job of the registry, holding its lease (who runs it, until when) and how its
 *   last attempt went; a process claims a job by one conditional update on lease_until, so one
 *   process at a time runs it, and a lease left by a dead process simply runs out;
 * - job_run: one row per job and period (unique), inserted before the work starts, so a period
 *   is done once; status running → done, or failed until a retry takes the same row over.
 */
export function jobs(dialect: Dialect) {
  const withId = idColumn(dialect);

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('job')
        .addColumn('name', 'varchar(60)', (col) => col.primaryKey())
        // The schedule as written in the registry (e.g. 'daily 02:00'), for people reading the table.
        .addColumn('every', 'varchar(40)', (col) => col.notNull().defaultTo(''))
        .addColumn('lease_owner', 'varchar(60)')
        // 0 when free, so the claim's `lease_until < now` needs no null case.
        .addColumn('lease_until', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('last_started_at', 'bigint')
        .addColumn('last_finished_at', 'bigint')
        .addColumn('last_error', 'text')
        .execute();

      await withId(db.schema.createTable('job_run'))
        .addColumn('job_name', 'varchar(60)', (col) => col.notNull().references('job.name'))
        .addColumn('period', 'varchar(20)', (col) => col.notNull())
        /** running | done | failed */
        .addColumn('status', 'varchar(10)', (col) => col.notNull())
        // Each takeover of a failed or abandoned run counts one more; its writes are conditional on it.
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('started_at', 'bigint', (col) => col.notNull())
        .addColumn('finished_at', 'bigint')
        .addColumn('outcome', 'text')
        .addUniqueConstraint('job_run_period', ['job_name', 'period'])
        .execute();
      // The console's and the scheduler's question: which runs of a job are not done.
      await db.schema.createIndex('job_run_status').on('job_run').columns(['job_name', 'status']).execute();
    },
  };
}
