import { sql } from 'kysely';
import { lineTotal, payable, sumMoney, type Money } from '../../../common/money.ts';
import { DEFAULT_UNIT } from '../../../common/constants.ts';
import type { Db } from '../../db/types.ts';
import { refused } from '../../errors.ts';
import { companyPricing, companySalePrice, inCatalogue } from '../company-prices/index.ts';

/** A settlement's lines priced now, from the goods as they are. */
export interface PricedLine {
  goodsId: number;
  goodsName: string;
  goodsImage: string;
  salePrice: Money;
  quantity: number;
  minimum: number;
  /** The goods' unit, said with its minimum (50个起订). */
  unit: string;
  inventory: number;
  onSale: boolean;
  cartItemId: number | null;
  total: Money;
}

/**
 * The lines of a settlement with today's prices; the total is theirs, never the client's. A
 * company with a price list in force at `now` pays its own price (协议价) where it has one; goods
 * outside a catalogue company's catalogue count as off sale, so they are refused like them. The
 * prices are read in the caller's statement: inside its transaction, the order is made at the
 * price that transaction read.
 */
export async function pricedLines(db: Db, purchaseId: number, now: number): Promise<PricedLine[]> {
  const purchase = await db.selectFrom('purchase').select('company_id').where('id', '=', purchaseId).executeTakeFirst();
  const pricing = purchase ? await companyPricing(db, purchase.company_id, now) : null;
  const rows = await db
    .selectFrom('purchase_item')
    .innerJoin('goods', 'goods.id', 'purchase_item.goods_id')
    .select([
      'purchase_item.goods_id',
      'purchase_item.cart_item_id',
      'purchase_item.quantity',
      'goods.goods_name',
      'goods.goods_image',
      (pricing?.hasPrices ? companySalePrice(pricing) : sql<number>`goods.sale_price`).as('sale_price'),
      'goods.quantity as minimum',
      'goods.unit',
      'goods.inventory',
      (pricing?.hasCatalogue
        ? sql<number>`case when ${inCatalogue(pricing)} then goods.on_sale else 0 end`
        : sql<number>`goods.on_sale`
      ).as('on_sale'),
    ])
    .where('purchase_item.purchase_id', '=', purchaseId)
    .orderBy('purchase_item.id')
    .execute();
  return rows.map((row) => ({
    goodsId: row.goods_id,
    goodsName: row.goods_name,
    goodsImage: row.goods_image,
    salePrice: Number(row.sale_price) as Money,
    quantity: row.quantity,
    minimum: row.minimum,
    unit: row.unit || DEFAULT_UNIT,
    inventory: row.inventory,
    onSale: Number(row.on_sale) === 1,
    cartItemId: row.cart_item_id,
    total: lineTotal(Number(row.sale_price) as Money, row.quantity),
  }));
}

/**
 * What the buyer pays for these lines: their exact sum rounded half-up to the fen (DESIGN.md
 * decision 13). It is the order total, the amount to pay and the quota charge, stored so.
 */
export const totalOf = (lines: PricedLine[]): Money => payable(sumMoney(lines.map((line) => line.total)));

/** Refuses a settlement that can no longer be bought as it stands. */
export function assertBuyable(lines: PricedLine[]): void {
  if (lines.length === 0) throw refused('selectData');
  const offSale = lines.find((line) => !line.onSale);
  if (offSale) throw refused('goodsOffSale');
  const small = lines.find((line) => line.quantity < line.minimum);
  if (small) throw refused('belowMinimum', { min: small.minimum, unit: small.unit });
}

/**
 * A new settlement (cart checkout, Buy Now) of goods with nothing in stock is refused at once
 * with its name, rather than at submit. Later, a line that ran out meanwhile
 * is the stock reservation's conflict (stockShort), as for any shortage.
 */
export function assertInStock(lines: PricedLine[]): void {
  const outOfStock = lines.find((line) => line.inventory <= 0);
  if (outOfStock) throw refused('lineOutOfStock', { name: outOfStock.goodsName });
}
