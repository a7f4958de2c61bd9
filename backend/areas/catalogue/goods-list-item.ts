import { DEFAULT_UNIT } from '../../../common/constants.ts';
import type { GoodsListItem } from '../../../common/areas/catalogue/goods.ts';
import { moneyToWire } from '../../../common/money.ts';
import type { Db } from '../../db/types.ts';

/** Goods in the shape of SPEC §3 'goods list item'. */
export function goodsListItems(db: Db) {
  return db
    .selectFrom('goods')
    .select([
      'goods.id',
      'goods.goods_name',
      'goods.goods_image',
      'goods.description',
      'goods.sale_price',
      'goods.quantity',
      'goods.unit',
      'goods.inventory',
    ])
    .where('goods.on_sale', '=', 1);
}

export type GoodsRow = {
  id: number;
  goods_name: string;
  goods_image: string;
  description: string;
  sale_price: number;
  quantity: number;
  unit: string;
  inventory: number;
};

export function toGoodsListItem(row: GoodsRow): GoodsListItem {
  return {
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
}
