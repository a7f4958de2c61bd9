import type { Kysely } from 'kysely';

/**
 * The storefront's remaining words in English: with ?lng=en the footer's help columns, the help
 * centre and the search suggestions stayed Chinese (migration 0010 did the navigation and the
 * categories). As there, a blank English text falls back to the Chinese one, so rows from before
 * this migration still show.
 */
export function englishStorefront() {
  return {
    async up(db: Kysely<unknown>) {
      const columns: readonly [table: string, column: string, type: 'varchar(100)' | 'text'][] = [
        ['search_keyword', 'name_en', 'varchar(100)'],
        ['article_group', 'name_en', 'varchar(100)'],
        ['article', 'title_en', 'varchar(100)'],
        ['article', 'content_en', 'text'],
      ];
      for (const [table, column, type] of columns) {
        await db.schema
          .alterTable(table)
          .addColumn(column, type, (col) => col.notNull().defaultTo(''))
          .execute();
      }
    },
  };
}
