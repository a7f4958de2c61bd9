import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Goods search without re-reading goods (docs/decisions/0001-goods-search.md):
 * the index now holds triples as well as characters and pairs, with positions,
 * so every keyword is answered exactly by the index alone (no `LIKE` check of the
 * goods found), and it holds only goods on sale, so it counts a keyword's goods
 * by itself. PostgreSQL also keeps how many goods hold each token, the count of
 * a one-token keyword. The index is left empty; the shop writes it anew at its next start.
 */
export function goodsSearchPhrases(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        await sql`drop table goods_fts`.execute(db);
        // Contentless (the tokens are only indexed, not stored twice); positions kept for phrases.
        await sql`create virtual table goods_fts using fts5(tokens, content='', contentless_delete=1, prefix='2 3')`.execute(
          db,
        );
      } else {
        await db.schema
          .createTable('goods_search_term')
          .addColumn('term', 'varchar(100)', (col) => col.primaryKey())
          .addColumn('goods', 'integer', (col) => col.notNull())
          .execute();
        await sql`truncate goods_search`.execute(db);
      }
      // The index is written anew by the shop at start (app.ts, searchIndexReady): a migration is
      // frozen and must not run today's indexing code against yesterday's schema.
    },
  };
}
