import { sql } from 'kysely';
import type { Dialect } from '../db/connect.ts';
import type { Db } from '../db/types.ts';
import { documentTokens, isPhrasePiece, singleToken, type SearchQuery } from './search-tokens.ts';

const BATCH = 1000;
/** PostgreSQL keeps positions up to this one; later tokens share it (goods texts are far shorter). */
const LAST_POSITION = 16383;
/** Any fixed number: the key of the transaction lock that makes index writes take turns (PostgreSQL). */
const INDEX_WRITE_LOCK = 7_300_001;

/**
 * Writes the search tokens of the given goods (`ids`), of the goods after an id
 * (`afterId`, for goods just added in bulk) or of all goods, replacing what was
 * there. Only goods on sale are indexed, so the index alone answers how many goods
 * a keyword finds; a goods taken off sale leaves it. Called wherever goods are
 * created, renamed, or put on or off sale.
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
      .select(['goods.id', 'goods.on_sale', 'goods.goods_name', 'goods.goods_code', 'goods.goods_no'])
      .select('brand.name as brandName')
      .where('goods.id', '>', lastId)
      .orderBy('goods.id')
      .limit(BATCH);
    if (ids) query = query.where('goods.id', 'in', ids.length ? ids : [0]);
    const rows = await query.execute();
    if (rows.length === 0) break;
    lastId = rows[rows.length - 1]!.id;
    const rowIds = rows.map((row) => row.id);
    const entries = rows
      .filter((row) => row.on_sale === 1)
      .map((row) => ({
        id: row.id,
        tokens: documentTokens(row.goods_name, row.goods_code, row.goods_no, row.brandName ?? ''),
      }));
    await inTransaction(db, async (trx) => {
      if (dialect === 'sqlite') {
        await sql`delete from goods_fts where rowid in (${sql.join(rowIds)})`.execute(trx);
        for (const entry of entries) {
          await sql`insert into goods_fts(rowid, tokens) values (${entry.id}, ${entry.tokens.join(' ')})`.execute(trx);
        }
        return;
      }
      await sql`select pg_advisory_xact_lock(${INDEX_WRITE_LOCK})`.execute(trx);
      // goods_search_term counts the goods holding each token: take the old tokens out, put the new ones in.
      await sql`update goods_search_term set goods = goods_search_term.goods - old.goods
        from (select term, count(*)::integer as goods
              from goods_search, unnest(tsvector_to_array(goods_search.tokens)) as term
              where goods_search.goods_id in (${sql.join(rowIds)}) group by term) as old
        where goods_search_term.term = old.term`.execute(trx);
      await sql`delete from goods_search where goods_id in (${sql.join(rowIds)})`.execute(trx);
      if (entries.length === 0) return;
      const values = entries.map((entry) => sql`(${entry.id}, ${tsvectorText(entry.tokens)}::tsvector)`);
      await sql`insert into goods_search (goods_id, tokens) values ${sql.join(values)}`.execute(trx);
      await sql`insert into goods_search_term (term, goods)
        select term, count(*)::integer
        from goods_search, unnest(tsvector_to_array(goods_search.tokens)) as term
        where goods_search.goods_id in (${sql.join(entries.map((entry) => entry.id))}) group by term
        on conflict (term) do update set goods = goods_search_term.goods + excluded.goods`.execute(trx);
    });
    if (ids || rows.length < BATCH) break;
  }
  // Each batch leaves index segments of its own; after a bulk write, merge them into one, or
  // every lookup of one goods in the index (keyword-page.ts) seeks through hundreds of segments.
  if (!ids && dialect === 'sqlite') await sql`insert into goods_fts(goods_fts) values ('optimize')`.execute(db);
}

/** Runs `work` in a transaction of its own, or in the caller's (a migration's on PostgreSQL). */
function inTransaction(db: Db, work: (trx: Db) => Promise<void>): Promise<void> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * A tsvector as text: `'螺丝刀':1 '螺丝' '丝刀' …`. Only the pieces of phrases carry
 * their positions, which keeps the rows (read for every phrase and count) small.
 * Tokens come from our own tokenizer (Han characters, [a-z0-9]), so quoting them is
 * safe; the words go in verbatim, no text-search configuration is involved.
 */
function tsvectorText(tokens: string[]): string {
  return tokens
    .map((token, index) => (isPhrasePiece(token) ? `'${token}':${Math.min(index + 1, LAST_POSITION)}` : `'${token}'`))
    .join(' ');
}

/** The keyword as an FTS5 query: tokens and phrases in double quotes, word prefixes starred, all required. */
function ftsQuery(query: SearchQuery): string {
  return [
    ...query.phrases.map((phrase) => `"${phrase.join(' ')}"`),
    ...query.prefixes.map((word) => `"${word}"*`),
  ].join(' AND ');
}

/** The keyword as a PostgreSQL tsquery: phrases with `<->` (next to each other, in order), prefixes with `:*`. */
function tsQuery(query: SearchQuery): string {
  return [
    ...query.phrases.map((phrase) => `(${phrase.map((token) => `'${token}'`).join(' <-> ')})`),
    ...query.prefixes.map((word) => `'${word}':*`),
  ].join(' & ');
}

/**
 * The condition 'goods.id is one the keyword finds', answered from the index.
 * `foundFirst` makes PostgreSQL list the goods found before reading any goods, where
 * its planner would rather walk a sort index because it guesses too many match.
 */
export function matchesKeyword(dialect: Dialect, query: SearchQuery, options: { foundFirst?: boolean } = {}) {
  if (dialect === 'sqlite') {
    return sql<boolean>`goods.id in (select rowid from goods_fts where goods_fts match ${ftsQuery(query)})`;
  }
  const found = sql`select goods_id from goods_search where tokens @@ ${tsQuery(query)}::tsquery`;
  return options.foundFirst ? sql<boolean>`goods.id = any(array(${found}))` : sql<boolean>`goods.id in (${found})`;
}

/**
 * The same condition as a lookup of one goods in the index (SQLite): cheap per row,
 * for walking goods in sort order when so many match that the page fills at once.
 */
export function holdsKeyword(query: SearchQuery) {
  return sql<boolean>`exists (select 1 from goods_fts where goods_fts match ${ftsQuery(query)} and rowid = goods.id)`;
}

/**
 * How many goods the keyword finds, from the index alone (it holds only goods on
 * sale). PostgreSQL answers a single token from goods_search_term: counting tens of
 * thousands of goods through its GIN index takes longer than the whole page may.
 */
export async function countMatches(db: Db, dialect: Dialect, query: SearchQuery): Promise<number> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ total: number }>`select count(*) as total from goods_fts
      where goods_fts match ${ftsQuery(query)}`.execute(db);
    return Number(rows[0]?.total ?? 0);
  }
  const token = singleToken(query);
  const { rows } = token
    ? await sql<{ total: number }>`select goods as total from goods_search_term where term = ${token}`.execute(db)
    : await sql<{ total: number }>`select count(*) as total from goods_search
        where tokens @@ ${tsQuery(query)}::tsquery`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
