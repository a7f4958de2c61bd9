import { DEFAULT_UNIT } from '../../../common/constants.ts';
import type { GoodsListItem } from '../../../common/areas/catalogue/goods.ts';
import { moneyToWire } from '../../../common/money.ts';
import type { Db } from '../../db/types.ts';
import { withCompanyPrices, type CompanyPricing, type PriceColumns } from '../company-prices/index.ts';

/**
 * Goods in the shape of SPEC §3 'goods list item', priced for `pricing`'s company when given
 * (its own price in force, else the list price); without it, exactly the visitor's query.
 */
export function goodsListItems(db: Db, pricing?: CompanyPricing | null) {
  return withCompanyPrices(
    db
      .selectFrom('goods')
      .select([
        'goods.id',
        'goods.goods_name',
        'goods.goods_image',
        'goods.description',
        'goods.quantity',
        'goods.unit',
        'goods.inventory',
      ])
      .where('goods.on_sale', '=', 1),
    pricing,
  );
}

export type GoodsRow = PriceColumns & {
  id: number;
  goods_name: string;
  goods_image: string;
  description: string;
  quantity: number;
  unit: string;
  inventory: number;
};

export function toGoodsListItem(row: GoodsRow): GoodsListItem {
  const item: GoodsListItem = {
    id: row.id,
    goodsName: row.goods_name,
    goodsImage: row.goods_image,
    desc: row.description,
    salePrice: moneyToWire(row.sale_price),
    quantity: row.quantity,
    /** The unit the minimum is counted in: 「50个起订」, not 「50件起订」. */
    unit: row.unit || DEFAULT_UNIT,
    // The stock comes with the row the list reads anyway: lists mark goods out of stock without a query each.
    inventory: row.inventory,
  };
  // A company's own price (协议价): the list price goes beside it, struck through on the page.
  if (row.company_price !== null && row.company_price !== undefined && row.list_price != null) {
    item.listPrice = moneyToWire(row.list_price);
  }
  return item;
}
