import type { Deps } from './index.ts';
import { matchesKeyword } from './search-index.ts';
import { parseKeyword } from './search-tokens.ts';

/** rest/brand/list: the brands of a category's goods, of the goods a keyword finds, or of all goods. */
export function brandService({ db, dialect }: Deps) {
  return {
    async list(categoryIds: number[] | undefined, keyword?: string) {
      const search = keyword ? parseKeyword(keyword) : null;
      let query = db
        .selectFrom('brand')
        .select(['brand.id', 'brand.name', 'brand.letter'])
        .where((eb) =>
          eb.exists(
            (categoryIds
              ? eb.selectFrom('goods').where('goods.category_id', 'in', categoryIds)
              : eb.selectFrom('goods')
            )
              .select('goods.id')
              .whereRef('goods.brand_id', '=', 'brand.id')
              .where('goods.on_sale', '=', 1)
              .where((inner) => (search ? matchesKeyword(dialect, search) : inner.lit(true))),
          ),
        )
        .orderBy('brand.letter')
        .orderBy('brand.name');
      if (categoryIds?.length === 0) query = query.where('brand.id', '=', 0);
      const brands = await query.execute();
      return {
        firstLetterList: [...new Set(brands.map((brand) => brand.letter))],
        goodsBrandList: brands.map((brand) => ({ id: brand.id, name: brand.name, letter: brand.letter })),
      };
    },
  };
}
