import { sql, type Kysely } from 'kysely';
import { shanghaiDate, shanghaiMoment } from '../../../common/time.ts';
import type { Database } from '../types.ts';

/** How many of the goods the home page shows first get the demo's own price. */
const OWN_PRICES = 10;

/**
 * The demo company's price list (协议价) on a fresh start, in force from the seed's day for a
 * year and carried by its signed contract: the ten goods the home page shows first (by sales) at
 * 88 % of their list price to the fen, and 5 % off the brand with the most goods on sale. Company
 * `other` gets none and sees list prices. No catalogue is seeded: restricting `demo` would hide
 * most of the demo shop, and no third demo company exists to show it on.
 */
export async function seedPriceLists(db: Kysely<Database>, now: number): Promise<void> {
  const company = await db.selectFrom('account').select('company_id').where('username', '=', 'demo').executeTakeFirst();
  if (!company) return;
  const contract = await db
    .selectFrom('contract')
    .select('id')
    .where('company_id', '=', company.company_id)
    .where('status', '=', 3)
    .orderBy('id')
    .executeTakeFirst();
  const [year, month, day] = shanghaiDate(now).split('-').map(Number) as [number, number, number];
  const validFrom = shanghaiMoment(year, month, day);
  const validTo = shanghaiMoment(year + 1, month, day);
  const { id } = await db
    .insertInto('price_list')
    .values({
      company_id: company.company_id,
      name: '年度协议价',
      valid_from: validFrom,
      valid_to: validTo,
      contract_id: contract?.id ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const goods = await db
    .selectFrom('goods')
    .select(['id', 'sale_price'])
    .where('on_sale', '=', 1)
    .orderBy('sale_count', 'desc')
    .orderBy('id')
    .limit(OWN_PRICES)
    .execute();
  if (goods.length > 0)
    await db
      .insertInto('price_list_item')
      .values(
        goods.map((row) => ({
          price_list_id: id,
          goods_id: row.id,
          price: Math.max(100, Math.round((Number(row.sale_price) * 0.88) / 100) * 100),
        })),
      )
      .execute();

  const brand = await db
    .selectFrom('goods')
    .select(['brand_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('on_sale', '=', 1)
    .where('brand_id', 'is not', null)
    .groupBy('brand_id')
    .orderBy('n', 'desc')
    .orderBy('brand_id')
    .executeTakeFirst();
  if (brand?.brand_id)
    await db
      .insertInto('price_list_discount')
      .values({ price_list_id: id, brand_id: brand.brand_id, rate: 9500 })
      .execute();

  // The list resolved as the console's resolver writes it (the seed runs no services): the goods'
  // own prices, then the brand's other goods at 95 % of their list price, rounded half up.
  await sql`
    insert into company_price (price_list_id, goods_id, company_id, price, rate, valid_from, valid_to)
    select price_list_id, goods_id, cast(${company.company_id} as integer), price, cast(null as integer),
      cast(${validFrom} as bigint), cast(${validTo} as bigint)
    from price_list_item where price_list_id = cast(${id} as integer)
  `.execute(db);
  if (brand?.brand_id)
    await sql`
      insert into company_price (price_list_id, goods_id, company_id, price, rate, valid_from, valid_to)
      select cast(${id} as integer), goods.id, cast(${company.company_id} as integer), (goods.sale_price * 9500 + 5000) / 10000,
        9500, cast(${validFrom} as bigint), cast(${validTo} as bigint)
      from goods
      where goods.brand_id = cast(${brand.brand_id} as integer)
        and not exists (
          select 1 from price_list_item where price_list_id = cast(${id} as integer) and goods_id = goods.id
        )
    `.execute(db);
}
