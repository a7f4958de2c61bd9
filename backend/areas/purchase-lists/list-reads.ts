import { DEFAULT_UNIT } from '../../../common/constants.ts';
import { moneyToWire } from '../../../common/money.ts';
import { wireTime } from '../../../common/time.ts';
import type { PurchaseListLine, PurchaseListSummary } from '../../../common/areas/purchase-lists/purchase-list.ts';
import type { Db } from '../../db/types.ts';

/** A company's lists (or one of them) with their owners and line counts, last changed first, in one query. */
export async function listRows(db: Db, companyId: number, listId?: number) {
  let query = db
    .selectFrom('purchase_list')
    .innerJoin('account', 'account.id', 'purchase_list.account_id')
    .select([
      'purchase_list.id',
      'purchase_list.name',
      'purchase_list.account_id',
      'purchase_list.updated_at',
      'account.username',
      (eb) =>
        eb
          .selectFrom('purchase_list_item')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('purchase_list_item.list_id', '=', 'purchase_list.id')
          .as('line_count'),
    ])
    .where('purchase_list.company_id', '=', companyId);
  if (listId !== undefined) query = query.where('purchase_list.id', '=', listId);
  const rows = await query.orderBy('purchase_list.updated_at', 'desc').orderBy('purchase_list.id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ownerId: row.account_id,
    ownerName: row.username,
    lineCount: Number(row.line_count ?? 0),
    updatedAt: wireTime(row.updated_at),
  })) satisfies Omit<PurchaseListSummary, 'editable'>[];
}

/** A list's lines, oldest first, with the goods as they are today. */
export async function listLines(db: Db, listId: number): Promise<PurchaseListLine[]> {
  const rows = await db
    .selectFrom('purchase_list_item')
    .innerJoin('goods', 'goods.id', 'purchase_list_item.goods_id')
    .select([
      'purchase_list_item.goods_id',
      'purchase_list_item.quantity',
      'goods.goods_code',
      'goods.goods_name',
      'goods.goods_image',
      'goods.unit',
      'goods.sale_price',
      'goods.quantity as minimum',
      'goods.inventory',
      'goods.on_sale',
    ])
    .where('purchase_list_item.list_id', '=', listId)
    .orderBy('purchase_list_item.id')
    .execute();
  return rows.map((row) => ({
    goodsId: row.goods_id,
    code: row.goods_code,
    name: row.goods_name,
    image: row.goods_image,
    unit: row.unit || DEFAULT_UNIT,
    price: moneyToWire(row.sale_price),
    minimum: row.minimum,
    stock: row.inventory,
    onSale: row.on_sale === 1,
    quantity: row.quantity,
  }));
}
