import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Limits the database enforces under concurrency:
 * - sms_send: one row per mobile, booked by one conditional upsert per send, so
 *   parallel sends cannot pass the 60-second and daily limits together;
 * - rate_limit (PostgreSQL only): the attempt counters several processes share,
 *   in the shape rate-limiter-flexible's PostgreSQL store reads and writes;
 * - purchase_unsubmitted: finds settlements left unsubmitted past their time.
 */
export function hardening(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sms_send')
        .addColumn('mobile', 'varchar(20)', (col) => col.primaryKey())
        .addColumn('last_sent_at', 'bigint', (col) => col.notNull())
        .addColumn('day_start', 'bigint', (col) => col.notNull())
        .addColumn('day_count', 'integer', (col) => col.notNull())
        .execute();
      if (dialect === 'postgres') {
        await db.schema
          .createTable('rate_limit')
          .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
          .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('expire', 'bigint')
          .execute();
      }
      await db.schema
        .createIndex('purchase_unsubmitted')
        .on('purchase')
        .columns(['submitted_at', 'created_at'])
        .execute();
    },
  };
}
