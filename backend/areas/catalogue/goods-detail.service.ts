import { sql } from 'kysely';
import { moneyToWire } from '../../../common/money.ts';
import { DEFAULT_UNIT } from '../../../common/constants.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../common/messages.ts';
import type { GoodsDetail } from '../../../common/areas/catalogue/goods.ts';
import type { Deps } from '../../services/deps.ts';
import { localName } from '../../services/local-name.ts';
import { goodsListItems, toGoodsListItem } from './goods-list-item.ts';
import { companyPricing, goodsForCompany, withinCatalogue } from '../company-prices/index.ts';

const RECOMMENDED = 5;

/** rest/goods/detail/{id}: every field of SPEC §3 'Goods (detail)', counting the view. */
export function goodsDetailService({ db, clock }: Deps) {
  return {
    /**
     * Views of goods pages the web served from its page cache without asking for the detail (a
     * visitor's cached page, a buyer's shared copy), counted there and added here in batches:
     * goods id → views. Each is one atomic increment; a count that is not a positive whole number
     * is ignored, and browse_count does not move the storefront version (migration 0021).
     */
    async addViews(views: ReadonlyMap<number, number>): Promise<void> {
      for (const [id, count] of views) {
        if (!Number.isSafeInteger(id) || !Number.isSafeInteger(count) || count <= 0) continue;
        await db
          .updateTable('goods')
          .set({ browse_count: sql`browse_count + ${count}` })
          .where('id', '=', id)
          .execute();
      }
    },

    /**
     * `companyId` is the buyer's company, if a buyer asks: a catalogue company is not shown goods
     * outside its catalogue (not found), and its price in force (协议价) is the sale price, with
     * enableCustomerPrice 1 and the list price beside it.
     */
    async detail(id: number, locale: Locale = DEFAULT_LOCALE, companyId?: number): Promise<GoodsDetail | null> {
      const pricing = companyId === undefined ? null : await companyPricing(db, companyId, clock.now());
      const forCompany = await goodsForCompany(db, pricing, id);
      if (!forCompany.allowed) return null;
      const goods = await db
        .selectFrom('goods')
        .innerJoin('category', 'category.id', 'goods.category_id')
        .leftJoin('brand', 'brand.id', 'goods.brand_id')
        .selectAll('goods')
        .select([
          'category.name as categoryName',
          'category.name_en as categoryNameEn',
          'category.level as depth',
          'brand.name as brandName',
          'brand.image as brandImage',
          'brand.description as brandDesc',
        ])
        .where('goods.id', '=', id)
        .executeTakeFirst();
      if (!goods) return null;

      // Popularity sorts by views (SPEC §4): every detail view counts.
      await db
        .updateTable('goods')
        .set({ browse_count: sql`browse_count + 1` })
        .where('id', '=', id)
        .execute();

      const [images, parameters, featured, similar] = await Promise.all([
        db.selectFrom('goods_image').select('url').where('goods_id', '=', id).orderBy('sort').orderBy('id').execute(),
        db.selectFrom('goods_parameter').select(['name', 'tag']).where('goods_id', '=', id).orderBy('id').execute(),
        // 'Featured': the best sellers of the same brand.
        goods.brand_id === null
          ? []
          : withinCatalogue(goodsListItems(db, pricing), pricing)
              .where('goods.brand_id', '=', goods.brand_id)
              .where('goods.id', '!=', id)
              .orderBy('goods.sale_count', 'desc')
              .orderBy('goods.id')
              .limit(RECOMMENDED)
              .execute(),
        // 'Similar goods': others of the same category.
        withinCatalogue(goodsListItems(db, pricing), pricing)
          .where('goods.category_id', '=', goods.category_id)
          .where('goods.id', '!=', id)
          .orderBy('goods.browse_count', 'desc')
          .orderBy('goods.id')
          .limit(RECOMMENDED)
          .execute(),
      ]);

      const { companyPrice } = forCompany;
      return {
        id: goods.id,
        goodsName: goods.goods_name,
        goodsCode: goods.goods_code,
        goodsNo: goods.goods_no,
        categoryId: goods.category_id,
        brandId: goods.brand_id,
        salePrice: moneyToWire(companyPrice ?? goods.sale_price),
        ...(companyPrice === null ? {} : { listPrice: moneyToWire(goods.sale_price) }),
        inventory: goods.inventory,
        goodsWeight: goods.goods_weight,
        goodsSpecs: goods.goods_specs,
        goodsColor: goods.goods_color,
        goodsImage: goods.goods_image,
        thumbnail: goods.thumbnail,
        content: goods.content,
        unit: goods.unit || DEFAULT_UNIT,
        quantity: goods.quantity,
        taxrate: goods.taxrate,
        largeAmount: goods.large_amount,
        littleAmount: goods.little_amount,
        // Whether a company price applies to this buyer: only a company's own price list says so.
        enableCustomerPrice: companyPrice === null ? 0 : 1,
        sendPeriod: goods.send_period,
        parameterGroupId: goods.category_id,
        goodsModel: goods.goods_model,
        surfaceTreatment: goods.surface_treatment,
        packagingSpec: goods.packaging_spec,
        deliveryMethods: goods.delivery_methods,
        onSale: goods.on_sale,
        categoryName: localName(locale, { name: goods.categoryName, name_en: goods.categoryNameEn }),
        depth: goods.depth,
        brand: goods.brandName ?? '',
        brandImage: goods.brandImage ?? '',
        brandDesc: goods.brandDesc ?? '',
        mainImageList: images.map((image) => image.url),
        parameterList: parameters,
        jpRecommendList: featured.map(toGoodsListItem),
        xtGoodsList: similar.map(toGoodsListItem),
      };
    },
  };
}
