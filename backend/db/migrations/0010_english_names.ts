import type { Kysely } from 'kysely';

/**
 * Navigation and category names in English too: with ?lng=en
 * the main navigation and the category menu stayed Chinese. A blank English name
 * falls back to the Chinese one, so rows from before this migration still show.
 */
export function englishNames() {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['category', 'navigation']) {
        await db.schema
          .alterTable(table)
          .addColumn('name_en', 'varchar(100)', (col) => col.notNull().defaultTo(''))
          .execute();
      }
    },
  };
}
