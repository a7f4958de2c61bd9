import type { GoodsPageQuery } from '../../contract/schemas/goods.ts';
import { categorySubtree, navigationSubtree } from './category.ts';
import type { Deps } from './index.ts';
import { matchesKeyword } from './search-index.ts';
import { parseKeyword } from './search-tokens.ts';
import { goodsListItems, toGoodsListItem } from './storefront.ts';

/** Goods lists: keyword search, category, brand, parameter and price filters, the four sorts, paging. */
export function goodsService({ db, dialect }: Deps) {
  return {
    async page(query: GoodsPageQuery) {
      let base = goodsListItems(db);
      const keyword = query.keyword ?? query.goodsName;
      if (keyword) {
        const parsed = parseKeyword(keyword);
        if (!parsed) return { list: [], total: 0 };
        base = base.where(matchesKeyword(dialect, parsed));
        for (const phrase of parsed.phrases) {
          // Pairs found apart are not the phrase: keep goods whose text (the indexed fields) holds it whole.
          const pattern = `%${phrase}%`;
          base = base.where((eb) =>
            eb.or([
              eb('goods.goods_name', 'like', pattern),
              eb('goods.goods_code', 'like', pattern),
              eb('goods.goods_no', 'like', pattern),
              eb.exists(
                eb
                  .selectFrom('brand')
                  .select('brand.id')
                  .whereRef('brand.id', '=', 'goods.brand_id')
                  .where('brand.name', 'like', pattern),
              ),
            ]),
          );
        }
      }
      if (query.categoryId !== undefined)
        base = base.where('goods.category_id', 'in', await categorySubtree(db, query.categoryId));
      if (query.navigationId !== undefined) {
        // A navigation item that links no categories (or does not exist) has no goods.
        const ids = await navigationSubtree(db, query.navigationId);
        if (ids.length === 0) return { list: [], total: 0 };
        base = base.where('goods.category_id', 'in', ids);
      }
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
