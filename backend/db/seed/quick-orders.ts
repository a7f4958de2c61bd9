import type { Kysely } from 'kysely';
import { DEFAULT_UNIT } from '../../../common/constants.ts';
import { moneyToWire } from '../../../common/money.ts';
import type { Database } from '../types.ts';

/** Codes a clerk might type that the demo catalogue lacks, with how often they were asked for. */
const MISSES: [code: string, count: number][] = [
  ['GB5783-M10X40', 7],
  ['DIN912-M6X20', 4],
  ['3M-8210', 2],
  ['HX-2020-BK', 1],
];

/**
 * The quick order on a fresh start: the demo main account confirmed one this month (so its
 * company's console detail counts it and its review shows how it went in), and the staff's list
 * of codes no goods has holds a few.
 */
export async function seedQuickOrders(db: Kysely<Database>, now: number): Promise<void> {
  const account = await db
    .selectFrom('account')
    .select(['id', 'company_id'])
    .where('username', '=', 'demo')
    .executeTakeFirstOrThrow();
  const goods = await db
    .selectFrom('goods')
    .select(['id', 'goods_code', 'goods_name', 'unit', 'sale_price', 'quantity', 'inventory'])
    .where('on_sale', '=', 1)
    .where('inventory', '>=', 100)
    .orderBy('id')
    .limit(2)
    .execute();
  const lines = goods.map((row, index) => ({ line: index + 1, code: row.goods_code, quantity: row.quantity }));
  // The shape of a confirmed review's lines (common/areas/quick-order), as the shop stores it.
  const result = goods.map((row, index) => ({
    line: index + 1,
    code: row.goods_code,
    quantity: row.quantity,
    outcome: 'found',
    added: true,
    goods: {
      id: row.id,
      code: row.goods_code,
      name: row.goods_name,
      unit: row.unit || DEFAULT_UNIT,
      price: moneyToWire(row.sale_price),
      minimum: row.quantity,
      stock: row.inventory,
      inCart: 0,
    },
  }));
  await db
    .insertInto('quick_order')
    .values({
      company_id: account.company_id,
      account_id: account.id,
      token: 'demo-quick-order-0001',
      source: 'paste',
      order_id: null,
      lines_json: JSON.stringify({ lines, headerSkipped: false, cutAt: null }),
      result_json: JSON.stringify({ lines: result, headerSkipped: false, cutAt: null }),
      state: 'added',
      created_at: now,
      added_at: now,
    })
    .execute();
  await db
    .insertInto('quick_order_miss')
    .values(MISSES.map(([code, count]) => ({ code, count, last_at: now })))
    .execute();
}
