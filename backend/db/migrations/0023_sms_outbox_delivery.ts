import type { Kysely } from 'kysely';

/**
 * The SMS outbox becomes a real outbox: a text is written in the same transaction as the change
 * it tells of, and a dispatcher delivers it afterwards (backend/jobs/sms-dispatch.ts). Until now
 * a text was sent after the commit, so a process that died in between lost it.
 *
 * - delivery_id: one per row, sent to the provider with every try, so a provider that saw a
 *   message before (a crash after it accepted, before the row was marked) drops the repeat.
 * - attempts, next_attempt_at: the tries so far and when the next may start (backoff).
 * - lease_owner, lease_until: which dispatcher holds the row while it sends; a dead one's rows
 *   are free again when the lease runs out.
 * - sent_at: when the provider accepted it.
 * Rows written before keep their state (stored, sent or failed) and no delivery id: none is queued.
 */
export function smsOutboxDelivery() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sms_outbox').addColumn('delivery_id', 'varchar(36)').execute();
      await db.schema
        .alterTable('sms_outbox')
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('sms_outbox')
        .addColumn('next_attempt_at', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('sms_outbox').addColumn('lease_owner', 'varchar(80)').execute();
      await db.schema
        .alterTable('sms_outbox')
        .addColumn('lease_until', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('sms_outbox').addColumn('sent_at', 'bigint').execute();
      await db.schema.createIndex('sms_outbox_delivery').on('sms_outbox').column('delivery_id').unique().execute();
      // The dispatcher's question, every second: the queued rows that are due.
      await db.schema.createIndex('sms_outbox_due').on('sms_outbox').columns(['state', 'next_attempt_at']).execute();
    },
  };
}
