import { sql, type Kysely } from 'kysely';
import { DEFAULT_UNIT, QUANTITY_MAX } from '../../../common/constants.ts';
import { moneyToWire, type Money } from '../../../common/money.ts';
import type { ParsedLine } from '../../../common/areas/quick-order/parse-lines.ts';
import type { CheckedLine, LineOutcome, QuickOrderGoods } from '../../../common/areas/quick-order/quick-order.ts';
import type { Database } from '../../db/types.ts';
import { companyPricing, companySalePrice, inCatalogue } from '../company-prices/index.ts';

/** Values per `in` list: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 400;

/** A line as stored with its review: a re-order's line keeps the price it was bought at. */
export interface StoredLine extends ParsedLine {
  previousPrice?: Money;
}

interface GoodsRow {
  id: number;
  goods_code: string;
  goods_no: string;
  goods_name: string;
  unit: string;
  sale_price: number;
  quantity: number;
  inventory: number;
  on_sale: number;
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/**
 * Every goods any code names, by goods code or item number: one query per few hundred codes, never
 * one per line. Priced as the account's company buys them (its own price in force, 协议价), and
 * goods outside a catalogue company's catalogue count as off sale.
 */
async function goodsNamed(db: Kysely<Database>, accountId: number, codes: string[], now: number): Promise<GoodsRow[]> {
  const account = await db.selectFrom('account').select('company_id').where('id', '=', accountId).executeTakeFirst();
  const pricing = account ? await companyPricing(db, account.company_id, now) : null;
  const rows: GoodsRow[] = [];
  for (const chunk of chunks(codes)) {
    rows.push(
      ...(await db
        .selectFrom('goods')
        .select([
          'id',
          'goods_code',
          'goods_no',
          'goods_name',
          'unit',
          (pricing?.hasPrices ? companySalePrice(pricing) : sql<number>`goods.sale_price`).as('sale_price'),
          'quantity',
          'inventory',
          (pricing?.hasCatalogue
            ? sql<number>`case when ${inCatalogue(pricing)} then goods.on_sale else 0 end`
            : sql<number>`goods.on_sale`
          ).as('on_sale'),
        ])
        .where((eb) => eb.or([eb('goods_code', 'in', chunk), eb('goods_no', 'in', chunk)]))
        .execute()
        .then((found) =>
          found.map((row) => ({ ...row, sale_price: Number(row.sale_price), on_sale: Number(row.on_sale) })),
        )),
    );
  }
  return rows;
}

/** What the account's cart holds of each goods. */
async function cartHolds(db: Kysely<Database>, accountId: number, goodsIds: number[]): Promise<Map<number, number>> {
  const held = new Map<number, number>();
  for (const chunk of chunks(goodsIds)) {
    const rows = await db
      .selectFrom('cart_item')
      .select(['goods_id', 'quantity'])
      .where('account_id', '=', accountId)
      .where('goods_id', 'in', chunk)
      .execute();
    for (const row of rows) held.set(row.goods_id, row.quantity);
  }
  return held;
}

/** The goods a code names: its goods code first (unique), else its item number when one goods alone has it. */
function resolver(rows: GoodsRow[]) {
  const byCode = new Map<string, GoodsRow>();
  const byNo = new Map<string, GoodsRow[]>();
  for (const row of rows) {
    byCode.set(row.goods_code.toUpperCase(), row);
    const key = row.goods_no.toUpperCase();
    byNo.set(key, [...(byNo.get(key) ?? []), row]);
  }
  return (code: string): GoodsRow | 'notFound' | 'ambiguous' => {
    const key = code.toUpperCase();
    const coded = byCode.get(key);
    if (coded) return coded;
    const numbered = byNo.get(key) ?? [];
    if (numbered.length === 0) return 'notFound';
    return numbered.length === 1 ? numbered[0]! : 'ambiguous';
  };
}

/** Why a quantity of goods cannot go into the cart as it is now, or `found` when it can. */
function outcomeOf(goods: GoodsRow, quantity: number, inCart: number): LineOutcome {
  if (goods.on_sale !== 1) return 'offSale';
  if (quantity < goods.quantity) return 'belowMinimum';
  if (inCart + quantity > QUANTITY_MAX) return 'overMax';
  if (inCart + quantity > goods.inventory) return 'overStock';
  return 'found';
}

function goodsFacts(goods: GoodsRow, inCart: number): QuickOrderGoods {
  return {
    id: goods.id,
    code: goods.goods_code,
    name: goods.goods_name,
    unit: goods.unit || DEFAULT_UNIT,
    price: moneyToWire(goods.sale_price),
    minimum: goods.quantity,
    stock: goods.inventory,
    inCart,
  };
}

/**
 * The lines as they check out against the goods and the account's cart right now, in two or
 * three queries whatever their number. Lines that turn out to name the same goods (its code on
 * one, its item number on another) become one, their quantities added, as the text's duplicates were.
 */
export async function checkLines(
  db: Kysely<Database>,
  accountId: number,
  lines: readonly StoredLine[],
  now: number,
): Promise<CheckedLine[]> {
  const wanted = [
    ...new Set(lines.filter((line) => line.quantity !== null).flatMap((l) => [l.code, l.code.toUpperCase()])),
  ];
  const rows = wanted.length > 0 ? await goodsNamed(db, accountId, wanted, now) : [];
  const resolve = resolver(rows);
  const checked: CheckedLine[] = [];
  const byGoods = new Map<number, { line: CheckedLine; stored: StoredLine; row: GoodsRow }>();
  for (const stored of lines) {
    const base = {
      line: stored.line,
      code: stored.code,
      quantity: stored.quantity,
      ...(stored.merged && { merged: stored.merged }),
    };
    if (stored.quantity === null) {
      checked.push({ ...base, outcome: stored.problem ?? 'notANumber' });
      continue;
    }
    const found = resolve(stored.code);
    if (typeof found === 'string') {
      checked.push({ ...base, outcome: found });
      continue;
    }
    const earlier = byGoods.get(found.id);
    if (earlier && earlier.line.quantity !== null) {
      earlier.line.quantity += stored.quantity;
      earlier.line.merged = [...(earlier.line.merged ?? []), stored.line, ...(stored.merged ?? [])];
      continue;
    }
    const line: CheckedLine = { ...base, outcome: 'found' };
    checked.push(line);
    byGoods.set(found.id, { line, stored, row: found });
  }
  const held = await cartHolds(db, accountId, [...byGoods.keys()]);
  for (const { line, stored, row } of byGoods.values()) {
    const inCart = held.get(row.id) ?? 0;
    line.outcome = outcomeOf(row, line.quantity ?? 0, inCart);
    line.goods = goodsFacts(row, inCart);
    if (stored.previousPrice !== undefined && stored.previousPrice !== row.sale_price)
      line.previousPrice = moneyToWire(stored.previousPrice);
  }
  return checked;
}
