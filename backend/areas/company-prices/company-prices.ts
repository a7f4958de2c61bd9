import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Dialect } from '../../db/connect.ts';
import type { Database, Db } from '../../db/types.ts';

/**
 * How a company's own prices (协议价, company_price: its price lists resolved per goods) and its
 * catalogue (专属商品池) enter a goods query. The storefront's lists, search, detail, cart and
 * checkout all read them through here, so 'the price a buyer pays' has one definition: the
 * company's price in force now if there is one, the list price otherwise.
 *
 * A company's lists never overlap in time, so at most one company_price row is in force per goods
 * and company: joining it never repeats a goods.
 */
export interface CompanyPricing {
  companyId: number;
  /** The moment prices are read at (the request's clock). */
  now: number;
  /** A price list of the company is in force now: its goods may have prices of their own. */
  hasPrices: boolean;
  /** The company may see and buy only its catalogue's goods. */
  hasCatalogue: boolean;
}

/**
 * What a company's buyers see differently, read once per request: two primary-key or index probes.
 * Null when nothing differs (no list in force, no catalogue): the caller then takes the path every
 * visitor takes, unchanged.
 */
export async function companyPricing(db: Db, companyId: number, now: number): Promise<CompanyPricing | null> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('price_list')
            .select('price_list.id')
            .where('price_list.company_id', '=', companyId)
            .where('price_list.valid_from', '<=', now)
            .where('price_list.valid_to', '>', now),
        )
        .as('has_prices'),
      eb
        .exists(
          eb
            .selectFrom('company_catalogue')
            .select('company_catalogue.company_id')
            .where('company_catalogue.company_id', '=', companyId),
        )
        .as('has_catalogue'),
    ])
    .executeTakeFirstOrThrow();
  const hasPrices = Boolean(Number(row.has_prices));
  const hasCatalogue = Boolean(Number(row.has_catalogue));
  return hasPrices || hasCatalogue ? { companyId, now, hasPrices, hasCatalogue } : null;
}

/** Whether `pricing` gives some goods a price of the company's own. */
export const hasOwnPrices = (pricing: CompanyPricing | null | undefined): pricing is CompanyPricing =>
  Boolean(pricing?.hasPrices);

/**
 * The join condition of the company's price row in force for `goods` (alias `cp`): index
 * company_price_goods (company_id, goods_id, valid_from).
 */
export function companyPriceInForce(pricing: CompanyPricing, goodsId: RawBuilder<number> = sql`goods.id`) {
  return sql<boolean>`cp.company_id = ${pricing.companyId} and cp.goods_id = ${goodsId}
    and cp.valid_from <= ${pricing.now} and cp.valid_to > ${pricing.now}`;
}

/** The goods has no company price in force: it is sold to the company at its list price. */
export function noCompanyPrice(pricing: CompanyPricing) {
  return sql<boolean>`not exists (select 1 from company_price cp where ${companyPriceInForce(pricing)})`;
}

/**
 * The goods is one the company has a price in force for (within [low, high] when given): its rows
 * listed once, then each goods read by primary key. On PostgreSQL as an array, which keeps its
 * planner from hashing the whole goods table against them.
 */
export function companyPriced(pricing: CompanyPricing, dialect: Dialect, range?: { low: number; high: number }) {
  const ids = sql`select cp.goods_id from company_price cp where cp.company_id = ${pricing.companyId}
    and cp.valid_from <= ${pricing.now} and cp.valid_to > ${pricing.now}
    ${range ? sql`and cp.price >= ${range.low} and cp.price <= ${range.high}` : sql``}`;
  return dialect === 'postgres' ? sql<boolean>`goods.id = any(array(${ids}))` : sql<boolean>`goods.id in (${ids})`;
}

/** The goods is in the company's catalogue (only meaningful when it has one). */
export function inCatalogue(pricing: CompanyPricing, goodsId: RawBuilder<number> = sql`goods.id`) {
  return sql<boolean>`exists (select 1 from company_catalogue_goods ccg
    where ccg.company_id = ${pricing.companyId} and ccg.goods_id = ${goodsId})`;
}

/** The price the company pays for `goods` now, as an SQL value: its own if in force, else the list price. */
export function companySalePrice(pricing: CompanyPricing) {
  return sql<number>`coalesce((select cp.price from company_price cp where ${companyPriceInForce(pricing)}), goods.sale_price)`;
}

/**
 * A goods' price and sale state read beside another table (a cart line, a favourite): the price the
 * company pays, its own price when one applies (the row then shows the list price beside it), the
 * list price, and on sale only within the company's catalogue when it has one.
 */
export function goodsPriceAndState(pricing: CompanyPricing | null | undefined) {
  const own = hasOwnPrices(pricing) ? pricing : null;
  return [
    (own ? companySalePrice(own) : sql<number>`goods.sale_price`).as('sale_price'),
    (own
      ? sql<number | null>`(select cp.price from company_price cp where ${companyPriceInForce(own)})`
      : sql<number | null>`null`
    ).as('company_price'),
    sql<number>`goods.sale_price`.as('list_price'),
    (pricing?.hasCatalogue
      ? sql<number>`case when ${inCatalogue(pricing)} then goods.on_sale else 0 end`
      : sql<number>`goods.on_sale`
    ).as('on_sale'),
  ] as const;
}

/** The price columns a goods row carries: `sale_price` is what this buyer pays, `company_price` set when it is its own. */
export interface PriceColumns {
  sale_price: number;
  /** The company's own price in force; null or absent when the list price applies. */
  company_price?: number | null;
  /** The list price, when a company price applies. */
  list_price?: number | null;
}

/**
 * Adds the price columns to a goods query: the list price alone for a visitor or a company without
 * prices (the query is then exactly what it was before company prices), or the company's price in
 * force joined by index (alias `cp`), with the list price beside it.
 */
export function withCompanyPrices<O>(
  query: SelectQueryBuilder<Database, 'goods', O>,
  pricing: CompanyPricing | null | undefined,
): SelectQueryBuilder<Database, 'goods', O & PriceColumns> {
  if (!hasOwnPrices(pricing)) return query.select('goods.sale_price');
  return query
    .leftJoin('company_price as cp', (join) => join.on(companyPriceInForce(pricing)))
    .select([
      sql<number>`coalesce(cp.price, goods.sale_price)`.as('sale_price'),
      sql<number | null>`cp.price`.as('company_price'),
      'goods.sale_price as list_price',
    ]) as unknown as SelectQueryBuilder<Database, 'goods', O & PriceColumns>;
}

/** The same columns for a raw query over `goods`: the select list's price part and the join to add after `from goods`. */
export function rawPriceColumns(pricing: CompanyPricing | null | undefined) {
  if (!hasOwnPrices(pricing)) return { columns: sql`goods.sale_price`, join: sql`` };
  return {
    columns: sql`coalesce(cp.price, goods.sale_price) as sale_price, cp.price as company_price, goods.sale_price as list_price`,
    join: sql`left join company_price cp on ${companyPriceInForce(pricing)}`,
  };
}

/** Limits a goods query to the company's catalogue, when it has one. */
export function withinCatalogue<O>(
  query: SelectQueryBuilder<Database, 'goods', O>,
  pricing: CompanyPricing | null | undefined,
): SelectQueryBuilder<Database, 'goods', O> {
  return pricing?.hasCatalogue ? query.where(inCatalogue(pricing)) : query;
}

/**
 * One goods as a company buys it now: whether it may (its catalogue), and at what price. Used
 * where one goods is bought or shown by id (detail, cart add, quick order).
 */
export async function goodsForCompany(
  db: Db,
  pricing: CompanyPricing | null,
  goodsId: number,
): Promise<{ allowed: boolean; companyPrice: number | null }> {
  if (!pricing) return { allowed: true, companyPrice: null };
  const row = await db
    .selectNoFrom((eb) => [
      (pricing.hasCatalogue ? inCatalogue(pricing, sql`${goodsId}`) : sql<boolean>`${sql.lit(1)} = ${sql.lit(1)}`).as(
        'allowed',
      ),
      (pricing.hasPrices
        ? sql<
            number | null
          >`(select cp.price from company_price cp where ${companyPriceInForce(pricing, sql`${goodsId}`)})`
        : sql<number | null>`null`
      ).as('company_price'),
      eb.val(1).as('one'),
    ])
    .executeTakeFirstOrThrow();
  return {
    allowed: Boolean(Number(row.allowed)),
    companyPrice: row.company_price === null ? null : Number(row.company_price),
  };
}
