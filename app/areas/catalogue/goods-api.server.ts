import { getLocale } from '../../i18n/middleware.server.ts';
import type { Page } from '../../../common/envelope.ts';
import type { BrandList, CategoryPage, ParameterList } from '../../../common/areas/catalogue/category.ts';
import type { GoodsDetail, GoodsPageParams } from '../../../common/areas/catalogue/goods.ts';
import type { GoodsListItem } from '../../../common/areas/catalogue/goods.ts';
import { storefrontListFilters } from '../../lib/reference-cache.server.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

export const goodsApi = {
  page: (ctx: CallContext, query: GoodsPageParams) =>
    request<Page<GoodsListItem>>(ctx, { path: 'rest/goodsall/page', query }),
  parameterList: (ctx: CallContext, categoryId: number) =>
    // Category names come in the caller's language, so each language is kept apart.
    storefrontListFilters(ctx, `parameters\n${categoryId}\n${getLocale(ctx.context)}`, () =>
      request<ParameterList>(ctx, { path: 'rest/goodscategory/parameterList', query: { categoryId } }),
    ),
  brands: (ctx: CallContext, categoryId?: number, keyword?: string) =>
    storefrontListFilters(ctx, `brands\n${categoryId ?? ''}\n${keyword ?? ''}`, () =>
      request<BrandList>(ctx, { path: 'rest/brand/list', query: { categoryId, keyword } }),
    ),
  twoList: (ctx: CallContext, id: number) =>
    request<CategoryPage>(ctx, { path: 'rest/goodscategory/twoList', query: { id } }),
};

export const goodsDetailApi = {
  detail: (ctx: CallContext, id: number) => request<GoodsDetail>(ctx, { path: `rest/goods/detail/${id}` }),
  favourite: (ctx: CallContext, goodsId: number) =>
    request<null>(ctx, { method: 'POST', path: 'rest/collection/add', body: { goodsId } }),
};
