import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Webhook endpoints, events, deliveries and their attempts (docs/decisions/0031-webhooks.md).
 * An event and its deliveries are written in the transaction of the change they tell of (an
 * outbox); the dispatcher (backend/areas/webhooks/webhook-dispatch.ts) claims due deliveries with a lease
 * as the SMS outbox's does, and logs every try.
 */
export function webhooks(dialect: Dialect) {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('webhook_endpoint'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('url', 'varchar(500)', (col) => col.notNull())
        .addColumn('events', 'text', (col) => col.notNull())
        .addColumn('secret', 'varchar(80)', (col) => col.notNull())
        .addColumn('previous_secret', 'varchar(80)')
        .addColumn('previous_until', 'bigint')
        .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('disabled_reason', 'varchar(200)')
        .addColumn('consecutive_failures', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('webhook_endpoint_company').on('webhook_endpoint').column('company_id').execute();

      await db.schema
        .createTable('webhook_event')
        .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('type', 'varchar(40)', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('webhook_delivery'))
        .addColumn('event_id', 'varchar(40)', (col) => col.notNull().references('webhook_event.id'))
        .addColumn('endpoint_id', 'integer', (col) =>
          col.notNull().references('webhook_endpoint.id').onDelete('cascade'),
        )
        .addColumn('state', 'varchar(12)', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
        .addColumn('lease_owner', 'varchar(80)')
        .addColumn('lease_until', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'varchar(500)')
        .addColumn('delivered_at', 'bigint')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      // The dispatcher's question, every second: the queued deliveries that are due.
      await db.schema
        .createIndex('webhook_delivery_due')
        .on('webhook_delivery')
        .columns(['state', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('webhook_delivery_endpoint')
        .on('webhook_delivery')
        .columns(['endpoint_id', 'id'])
        .execute();

      await withId(db.schema.createTable('webhook_attempt'))
        .addColumn('delivery_id', 'integer', (col) =>
          col.notNull().references('webhook_delivery.id').onDelete('cascade'),
        )
        .addColumn('started_at', 'bigint', (col) => col.notNull())
        .addColumn('status', 'integer')
        .addColumn('response', 'varchar(1100)')
        .addColumn('error', 'varchar(500)')
        .addColumn('duration_ms', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('webhook_attempt_delivery').on('webhook_attempt').column('delivery_id').execute();
    },
  };
}
