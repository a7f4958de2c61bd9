import type { BrandList } from '../../../common/areas/catalogue/category.ts';
import type { Deps } from '../../services/deps.ts';
import { matchesKeyword } from '../../search/search-index.ts';
import { parseKeyword } from '../../search/search-tokens.ts';

/** rest/brand/list: the brands of a category's goods, of the goods a keyword finds, or of all goods. */
export function brandService({ db, dialect }: Deps) {
  return {
    async list(categoryIds: number[] | undefined, keyword?: string): Promise<BrandList> {
      const search = keyword ? parseKeyword(keyword) : null;
      if (categoryIds?.length === 0 || (keyword && !search)) return { firstLetterList: [], goodsBrandList: [] };
      let brands = db.selectFrom('brand').select(['brand.id', 'brand.name', 'brand.letter']);
      if (categoryIds || search) {
        // The distinct brands of the goods in question, read from (category_id, brand_id) or the search index.
        let goods = db.selectFrom('goods').select('goods.brand_id').distinct().where('goods.on_sale', '=', 1);
        if (categoryIds) goods = goods.where('goods.category_id', 'in', categoryIds);
        if (search) goods = goods.where(matchesKeyword(dialect, search));
        brands = brands.where(
          'brand.id',
          'in',
          goods.where('goods.brand_id', 'is not', null).$narrowType<{ brand_id: number }>(),
        );
      } else {
        // All goods: a distinct over every row is slow at scale; each brand's first goods on sale is one index probe.
        brands = brands.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('goods')
              .select('goods.id')
              .whereRef('goods.brand_id', '=', 'brand.id')
              .where('goods.on_sale', '=', 1),
          ),
        );
      }
      const rows = await brands.orderBy('brand.letter').orderBy('brand.name').execute();
      return {
        firstLetterList: [...new Set(rows.map((brand) => brand.letter))],
        goodsBrandList: rows.map((brand) => ({ id: brand.id, name: brand.name, letter: brand.letter })),
      };
    },
  };
}
