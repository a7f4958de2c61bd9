import { sql } from 'kysely';
import type { Db } from '../../db/types.ts';
import { categorySubtrees } from '../catalogue/index.ts';

/**
 * Writes a price list resolved to one price per goods into company_price, in the caller's
 * transaction: its rows are deleted and written again, with the list's company and period
 * copied for the storefront's joins. A goods' own price is taken as it is (rate null); a discount
 * prices the goods of its category's subtree or its brand at round-half-up(list price × rate /
 * 10000), keeping its rate so the trigger of migration 0029 reprices it when the list price
 * changes. A goods' own price beats any discount, and of two discounts the lower price wins: for
 * one goods every discount applies to the same list price, so the lowest rate gives it.
 *
 * Set-based: one insert…select for the items and one for the discounts, whatever the list's size.
 * Returns how many goods the list prices.
 */
export async function materializePriceList(trx: Db, priceListId: number): Promise<number> {
  await trx.deleteFrom('company_price').where('price_list_id', '=', priceListId).execute();
  const list = await trx
    .selectFrom('price_list')
    .select(['id', 'company_id', 'valid_from', 'valid_to'])
    .where('id', '=', priceListId)
    .executeTakeFirst();
  if (!list) return 0;

  await trx
    .insertInto('company_price')
    .columns(['price_list_id', 'goods_id', 'company_id', 'price', 'rate', 'valid_from', 'valid_to'])
    .expression((eb) =>
      eb
        .selectFrom('price_list_item')
        .select([
          'price_list_item.price_list_id',
          'price_list_item.goods_id',
          sql<number>`cast(${list.company_id} as integer)`.as('company_id'),
          'price_list_item.price',
          sql<null>`cast(null as integer)`.as('rate'),
          sql<number>`cast(${list.valid_from} as bigint)`.as('valid_from'),
          sql<number>`cast(${list.valid_to} as bigint)`.as('valid_to'),
        ])
        .where('price_list_item.price_list_id', '=', list.id),
    )
    .execute();

  const discounts = await trx
    .selectFrom('price_list_discount')
    .select(['category_id', 'brand_id', 'rate'])
    .where('price_list_id', '=', list.id)
    .execute();
  if (discounts.length > 0) {
    // Each category's lowest rate over the discounts whose subtree holds it (goods hang on any level).
    const subtreeOf = await categorySubtrees(trx);
    const categoryRate = new Map<number, number>();
    for (const discount of discounts)
      if (discount.category_id !== null)
        for (const id of subtreeOf(discount.category_id))
          categoryRate.set(id, Math.min(discount.rate, categoryRate.get(id) ?? 10_000));
    const brandRate = new Map<number, number>();
    for (const discount of discounts)
      if (discount.brand_id !== null)
        brandRate.set(discount.brand_id, Math.min(discount.rate, brandRate.get(discount.brand_id) ?? 10_000));
    await insertDiscounted(trx, list, categoryRate, brandRate);
  }

  const { rows } = await trx
    .selectFrom('company_price')
    .select((eb) => eb.fn.countAll<number | string>().as('rows'))
    .where('price_list_id', '=', list.id)
    .executeTakeFirstOrThrow();
  return Number(rows);
}

/**
 * The rates as a values table (kind 0 a category, 1 a brand), each goods joined to the rates of
 * its category and its brand and priced at the lowest, unless the list gives it its own price.
 * Casts make PostgreSQL read the values' parameters as integers.
 */
async function insertDiscounted(
  trx: Db,
  list: { id: number; company_id: number; valid_from: number; valid_to: number },
  categoryRate: Map<number, number>,
  brandRate: Map<number, number>,
) {
  const rows = [
    ...[...categoryRate].map(([id, rate]) => sql`(0, cast(${id} as integer), cast(${rate} as integer))`),
    ...[...brandRate].map(([id, rate]) => sql`(1, cast(${id} as integer), cast(${rate} as integer))`),
  ];
  // Two parameters a category: the shop's few thousand categories stay far under both databases' limits.
  await sql`
    with rates(kind, target, rate) as (values ${sql.join(rows)}),
    matched(goods_id, sale_price, rate) as (
      select goods.id, goods.sale_price, rates.rate from goods join rates on rates.kind = 0 and rates.target = goods.category_id
      union all
      select goods.id, goods.sale_price, rates.rate from goods join rates on rates.kind = 1 and rates.target = goods.brand_id
    )
    insert into company_price (price_list_id, goods_id, company_id, price, rate, valid_from, valid_to)
    select cast(${list.id} as integer), matched.goods_id, cast(${list.company_id} as integer),
      (matched.sale_price * min(matched.rate) + 5000) / 10000, min(matched.rate),
      cast(${list.valid_from} as bigint), cast(${list.valid_to} as bigint)
    from matched
    where not exists (
      select 1 from price_list_item where price_list_item.price_list_id = cast(${list.id} as integer) and price_list_item.goods_id = matched.goods_id
    )
    group by matched.goods_id, matched.sale_price
  `.execute(trx);
}
