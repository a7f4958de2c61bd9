import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/** Messages left through the home page's merchant message widget, read by staff. */
export function merchantMessage(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const table = db.schema.createTable('merchant_message');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (col) => col.primaryKey())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('company', 'varchar(100)', (col) => col.notNull())
        .addColumn('linkman', 'varchar(50)', (col) => col.notNull())
        .addColumn('phone', 'varchar(20)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
    },
  };
}
