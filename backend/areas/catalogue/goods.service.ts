import type { Page } from '../../../common/envelope.ts';
import type { GoodsPageQuery } from '../../../common/areas/catalogue/goods.ts';
import type { GoodsListItem } from '../../../common/areas/catalogue/goods.ts';
import { categorySubtree, navigationSubtree } from './category.service.ts';
import type { Deps } from '../../services/deps.ts';
import { keywordPageRows } from './keyword-page.ts';
import { countMatches, matchesKeyword } from '../../search/search-index.ts';
import { parseKeyword } from '../../search/search-tokens.ts';
import { goodsListItems, toGoodsListItem } from './goods-list-item.ts';

/** Goods lists: keyword search, category, brand, parameter and price filters, the four sorts, paging. */
export function goodsService({ db, dialect }: Deps) {
  return {
    async page(query: GoodsPageQuery): Promise<Page<GoodsListItem>> {
      let base = goodsListItems(db);
      const keyword = query.keyword ?? query.goodsName;
      const search = keyword ? parseKeyword(keyword) : null;
      if (keyword && !search) return { list: [], total: 0 };
      if (search) base = base.where(matchesKeyword(dialect, search));
      /** Whether anything besides the keyword narrows the list. */
      let narrowed = false;
      if (query.categoryId !== undefined) {
        narrowed = true;
        base = base.where('goods.category_id', 'in', await categorySubtree(db, query.categoryId));
      }
      if (query.navigationId !== undefined) {
        // A navigation item that links no categories (or does not exist) has no goods.
        const ids = await navigationSubtree(db, query.navigationId);
        if (ids.length === 0) return { list: [], total: 0 };
        narrowed = true;
        base = base.where('goods.category_id', 'in', ids);
      }
      if (query.brandId !== undefined) {
        narrowed = true;
        base = base.where('goods.brand_id', '=', query.brandId);
      }
      if (query.startPrice !== undefined && query.endPrice !== undefined) {
        narrowed = true;
        base = base.where('goods.sale_price', '>=', query.startPrice).where('goods.sale_price', '<=', query.endPrice);
      }
      for (const filter of query.categoryParam) {
        narrowed = true;
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

      const offset = (query.page - 1) * query.limit;
      if (search && !narrowed) {
        // The index holds exactly the goods on sale: it alone counts them, without reading a goods row.
        const total = await countMatches(db, dialect, search);
        if (total === 0 || offset >= total) return { list: [], total };
        const { orderName, isAsc, limit } = query;
        const rows = await keywordPageRows(db, dialect, { search, total, orderName, isAsc, offset, limit });
        return { list: rows.map(toGoodsListItem), total };
      }

      const direction = query.isAsc ? 'asc' : 'desc';
      const [rows, counted] = await Promise.all([
        base
          .orderBy(`goods.${query.orderName}`, direction)
          .orderBy('goods.id', direction)
          .limit(query.limit)
          .offset(offset)
          .execute(),
        // All goods on sale are counted by triggers (migration 0009), not row by row on every page.
        search || narrowed
          ? base
              .clearSelect()
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .executeTakeFirstOrThrow()
          : db.selectFrom('goods_total').select('on_sale as total').where('id', '=', 1).executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(toGoodsListItem), total: Number(counted.total) };
    },
  };
}
