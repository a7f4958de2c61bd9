import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * The goods search index (docs/decisions/0001-goods-search.md): the tokens of
 * each goods' name, code, item number and brand, in the database's own inverted
 * index — FTS5 on SQLite, a GIN-indexed tsvector on PostgreSQL.
 */
export function goodsSearch(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        // Contentless: the tokens are not stored twice, only indexed; rows can still be deleted.
        await sql`create virtual table goods_fts using fts5(tokens, content='', contentless_delete=1, detail='none', prefix='2 3')`.execute(
          db,
        );
      } else {
        await db.schema
          .createTable('goods_search')
          .addColumn('goods_id', 'integer', (col) => col.primaryKey().references('goods.id').onDelete('cascade'))
          .addColumn('tokens', sql`tsvector`, (col) => col.notNull())
          .execute();
        await sql`create index goods_search_tokens on goods_search using gin (tokens)`.execute(db);
      }
    },
  };
}
