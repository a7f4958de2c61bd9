import { sql } from 'kysely';
import type { Dialect } from '../db/connect.ts';
import type { Db } from '../db/types.ts';
import { documentTokens, type SearchQuery } from './search-tokens.ts';

const BATCH = 1000;

/**
 * Writes the search tokens of the given goods (`ids`), of the goods after an id
 * (`afterId`, for goods just added in bulk) or of all goods, replacing what was
 * there. Called wherever goods are created or renamed.
 */
export async function indexGoods(
  db: Db,
  dialect: Dialect,
  scope: { ids?: number[]; afterId?: number } = {},
): Promise<void> {
  const { ids } = scope;
  let lastId = scope.afterId ?? 0;
  for (;;) {
    let query = db
      .selectFrom('goods')
      .leftJoin('brand', 'brand.id', 'goods.brand_id')
      .select(['goods.id', 'goods.goods_name', 'goods.goods_code', 'goods.goods_no', 'brand.name as brandName'])
      .where('goods.id', '>', lastId)
      .orderBy('goods.id')
      .limit(BATCH);
    if (ids) query = query.where('goods.id', 'in', ids.length ? ids : [0]);
    const rows = await query.execute();
    if (rows.length === 0) return;
    lastId = rows[rows.length - 1]!.id;
    const entries = rows.map((row) => ({
      id: row.id,
      tokens: documentTokens(row.goods_name, row.goods_code, row.goods_no, row.brandName ?? ''),
    }));
    await db.transaction().execute(async (trx) => {
      const rowIds = entries.map((entry) => entry.id);
      if (dialect === 'sqlite') {
        await sql`delete from goods_fts where rowid in (${sql.join(rowIds)})`.execute(trx);
        for (const entry of entries) {
          await sql`insert into goods_fts(rowid, tokens) values (${entry.id}, ${entry.tokens.join(' ')})`.execute(trx);
        }
      } else {
        const values = entries.map((entry) => sql`(${entry.id}, array_to_tsvector(${entry.tokens}::text[]))`);
        await sql`insert into goods_search (goods_id, tokens) values ${sql.join(values)}
          on conflict (goods_id) do update set tokens = excluded.tokens`.execute(trx);
      }
    });
    if (ids || rows.length < BATCH) return;
  }
}

/**
 * The condition 'goods.id is one the keyword finds', answered from the index.
 * Tokens come from our own tokenizer (Han characters, [a-z0-9]), so quoting them is safe.
 */
export function matchesKeyword(dialect: Dialect, query: SearchQuery) {
  if (dialect === 'sqlite') {
    const terms = [...query.exact.map((token) => `"${token}"`), ...query.prefixes.map((word) => `"${word}"*`)];
    return sql<boolean>`goods.id in (select rowid from goods_fts where goods_fts match ${terms.join(' AND ')})`;
  }
  const terms = [...query.exact.map((token) => `'${token}'`), ...query.prefixes.map((word) => `'${word}':*`)];
  return sql<boolean>`goods.id in (select goods_id from goods_search where tokens @@ ${terms.join(' & ')}::tsquery)`;
}
