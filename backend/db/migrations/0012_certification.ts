import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';
import { idColumn } from './id-column.ts';

/**
 * Company certification and uploads (docs/decisions/0010):
 * - upload_form: the form ids `busindess/formId` hands out, each its company's;
 * - attachment: every stored image, its company, form and doctype; deleting marks it;
 * - certification: ONE record per company (the unique company_id keeps a double click
 *   from making two); its typed fields are one JSON document, as nothing queries them one
 *   by one, beside the columns the lists filter and sort by;
 * - company.certified_at: when a certification passed (已认证).
 */
export function certification(dialect: Dialect) {
  const withId = idColumn(dialect);

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('upload_form')
        .addColumn('form_id', 'varchar(32)', (col) => col.primaryKey())
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('attachment'))
        .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
        .addColumn('form_id', 'varchar(32)', (col) => col.notNull().references('upload_form.form_id'))
        .addColumn('doctype', 'varchar(32)', (col) => col.notNull())
        .addColumn('path', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('content_type', 'varchar(20)', (col) => col.notNull())
        .addColumn('bytes', 'integer', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
        .addColumn('uploaded_by', 'integer', (col) => col.notNull().references('account.id'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('deleted_at', 'bigint')
        .execute();
      await db.schema.createIndex('attachment_form').on('attachment').columns(['form_id', 'doctype']).execute();

      await withId(db.schema.createTable('certification'))
        .addColumn('company_id', 'integer', (col) => col.notNull().unique().references('company.id'))
        .addColumn('kind', 'varchar(10)', (col) => col.notNull())
        .addColumn('cert_status', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('form_id', 'varchar(32)', (col) => col.notNull().references('upload_form.form_id'))
        .addColumn('saved_step', 'integer', (col) => col.notNull().defaultTo(-1))
        .addColumn('name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('fields_json', 'text', (col) => col.notNull())
        .addColumn('applied_at', 'bigint')
        .addColumn('checked_at', 'bigint')
        .addColumn('claimed_by', 'integer', (col) => col.references('staff.id'))
        .addColumn('claimed_at', 'bigint')
        .addColumn('reason', 'text')
        .addColumn('field_reasons_json', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('certification_queue')
        .on('certification')
        .columns(['cert_status', 'applied_at'])
        .execute();

      await db.schema.alterTable('company').addColumn('certified_at', 'bigint').execute();
    },
  };
}
