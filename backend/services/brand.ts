import type { Deps } from './index.ts';
import { matchesKeyword } from './search-index.ts';
import { parseKeyword } from './search-tokens.ts';

/** rest/brand/list: the brands of a category's goods, of the goods a keyword finds, or of all goods. */
export function brandService({ db, dialect }: Deps) {
  return {
    async list(categoryIds: number[] | undefined, keyword?: string) {
      const search = keyword ? parseKeyword(keyword) : null;
      if (categoryIds?.length === 0 || (keyword && !search)) return { firstLetterList: [], goodsBrandList: [] };
      // The distinct brands of the goods in question, read from (category_id, brand_id) or the search index.
      let goods = db.selectFrom('goods').select('goods.brand_id').distinct().where('goods.on_sale', '=', 1);
      if (categoryIds) goods = goods.where('goods.category_id', 'in', categoryIds);
      if (search) goods = goods.where(matchesKeyword(dialect, search));
      const brands = await db
        .selectFrom('brand')
        .select(['brand.id', 'brand.name', 'brand.letter'])
        .where('brand.id', 'in', goods.where('goods.brand_id', 'is not', null).$narrowType<{ brand_id: number }>())
        .orderBy('brand.letter')
        .orderBy('brand.name')
        .execute();
      return {
        firstLetterList: [...new Set(brands.map((brand) => brand.letter))],
        goodsBrandList: brands.map((brand) => ({ id: brand.id, name: brand.name, letter: brand.letter })),
      };
    },
  };
}
