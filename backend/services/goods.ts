import type { GoodsPageQuery } from '../../contract/schemas/goods.ts';
import type { Deps } from './index.ts';
import { matchesKeyword } from './search-index.ts';
import { parseKeyword } from './search-tokens.ts';
import { goodsListItems, toGoodsListItem } from './storefront.ts';

/** Goods lists: keyword search, category, brand, parameter and price filters, the four sorts, paging. */
export function goodsService({ db, dialect }: Deps) {
  /** A category and every category below it (goods hang on the third level). */
  async function categorySubtree(categoryId: number): Promise<number[]> {
    const rows = await db.selectFrom('category').select(['id', 'parent_id']).execute();
    const ids = [categoryId];
    for (let i = 0; i < ids.length; i++) for (const row of rows) if (row.parent_id === ids[i]) ids.push(row.id);
    return ids;
  }

  return {
    categorySubtree,

    async page(query: GoodsPageQuery) {
      let base = goodsListItems(db);
      const keyword = query.keyword ?? query.goodsName;
      if (keyword) {
        const parsed = parseKeyword(keyword);
        if (!parsed) return { list: [], total: 0 };
        base = base.where(matchesKeyword(dialect, parsed));
        for (const phrase of parsed.phrases) {
          // Pairs found apart are not the phrase: keep goods whose text holds it whole.
          base = base.where((eb) =>
            eb.or([eb('goods.goods_name', 'like', `%${phrase}%`), eb('goods.goods_no', 'like', `%${phrase}%`)]),
          );
        }
      }
      if (query.categoryId !== undefined)
        base = base.where('goods.category_id', 'in', await categorySubtree(query.categoryId));
      if (query.brandId !== undefined) base = base.where('goods.brand_id', '=', query.brandId);
      if (query.startPrice !== undefined && query.endPrice !== undefined) {
        base = base.where('goods.sale_price', '>=', query.startPrice).where('goods.sale_price', '<=', query.endPrice);
      }
      for (const filter of query.categoryParam) {
        base = base.where((eb) =>
          eb.exists(
            eb
              .selectFrom('goods_parameter')
              .select('goods_parameter.id')
              .whereRef('goods_parameter.goods_id', '=', 'goods.id')
              .where('goods_parameter.name', '=', filter.name)
              .where('goods_parameter.tag', '=', filter.tag),
          ),
        );
      }

      const direction = query.isAsc ? 'asc' : 'desc';
      const [rows, counted] = await Promise.all([
        base
          .orderBy(`goods.${query.orderName}`, direction)
          .orderBy('goods.id', direction)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        base
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(toGoodsListItem), total: Number(counted.total) };
    },
  };
}
