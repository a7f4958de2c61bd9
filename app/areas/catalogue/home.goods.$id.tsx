import { useTranslation } from 'react-i18next';
import { data, Link, useSearchParams } from 'react-router';
import { ALL_GOODS_ID, GOODS_PAGE_SIZES, KEYWORD_SEARCH_ID } from '../../../common/constants.ts';
import { goodsApi } from './goods-api.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { AddToCartForm } from '../cart/index.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { GoodsCard } from '../../components/goods-card.tsx';
import { BrandFilter, ChosenFilters, ParameterFilters, SortBar } from './goods-filters.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { addToCartAction } from '../cart/index.server.ts';
import { listHref } from '../../lib/goods-list-url.ts';
import type { Route } from './+types/home.goods.$id';
import { pageTitle } from '../../lib/page-title.ts';
import { notFoundAs404 } from '../../lib/not-found.server.ts';
import type { GoodsPageParams } from '../../../common/areas/catalogue/goods.ts';
import { Title } from '../../components/mantine-markup.tsx';

const QUERY_NAMES = [
  'page',
  'limit',
  'orderName',
  'isAsc',
  'keyword',
  'brandId',
  'startPrice',
  'endPrice',
  'categoryParam',
] as const;

/**
 * /home/goods/{id} (SPEC §2): 0 is keyword search from the top box, 'all' lists
 * every goods, any other id is a category. The URL holds the whole state.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = { request, context };
  const search = new URL(request.url).searchParams;
  const keywordMode = params.id === String(KEYWORD_SEARCH_ID);
  const categoryId = keywordMode || params.id === ALL_GOODS_ID ? undefined : Number(params.id);
  if (categoryId !== undefined && !(Number.isSafeInteger(categoryId) && categoryId > 0))
    throw data(null, { status: 404 });

  const query: GoodsPageParams = {};
  for (const name of QUERY_NAMES) {
    const value = search.get(name);
    if (value) query[name] = value;
  }
  if (!keywordMode) delete query.keyword;
  if (categoryId !== undefined) query.categoryId = String(categoryId);

  const [page, parameters, brands] = await Promise.all([
    goodsApi.page(ctx, query).catch((error: unknown) => {
      // A refused filter (a bad price, say) is shown on the page; the list is then empty.
      if (error instanceof ApiError && error.code > 0) return { list: [], total: 0, error: error.message };
      throw error;
    }),
    categoryId === undefined ? null : goodsApi.parameterList(ctx, categoryId).catch(notFoundAs404),
    goodsApi.brands(ctx, categoryId, query.keyword),
  ]);
  const limit = Number(query.limit) || GOODS_PAGE_SIZES[0];
  return {
    keywordMode,
    keyword: keywordMode ? (query.keyword ?? '') : '',
    page,
    parameters,
    brands,
    currentPage: Math.max(1, Number(query.page) || 1),
    limit: (GOODS_PAGE_SIZES as readonly number[]).includes(limit) ? limit : GOODS_PAGE_SIZES[0],
  };
}

export const action = addToCartAction;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const name = data?.keywordMode ? data.keyword : data?.parameters?.categoryPath.at(-1)?.name;
  return name ? pageTitle(matches, 'goodsListOf', { name }) : pageTitle(matches, 'goodsList');
};

export default function GoodsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { keywordMode, keyword, page, parameters, brands, currentPage, limit } = loaderData;
  const error = 'error' in page ? page.error : undefined;
  const heading = keywordMode
    ? keyword
      ? t('list.searchFor', { keyword })
      : t('list.allGoods')
    : (parameters?.categoryPath.at(-1)?.name ?? t('list.allGoods'));

  return (
    <div className="goods-list-page">
      <Breadcrumb
        trail={
          parameters
            ? parameters.categoryPath.map((category, index, path) => ({
                label: category.name,
                to: index < path.length - 1 ? `/home/cate/${category.id}` : undefined,
              }))
            : [{ label: heading }]
        }
      />

      <Title size="h3" className="list-title">
        {heading}
      </Title>

      <section className="filters" aria-label={t('list.filters')}>
        {/* Keyword mode hides the category filters (SPEC §2). */}
        {!keywordMode && parameters && parameters.threeCategoryList.length > 0 && (
          <div className="filter-row" role="group" aria-labelledby="filter-category">
            <span id="filter-category" className="filter-name">
              {t('list.category')}
            </span>
            <div className="filter-links">
              {parameters.threeCategoryList.map((category) => (
                <Link
                  key={category.id}
                  to={`/home/goods/${category.id}`}
                  aria-current={category.id === parameters.parameterGroupId ? 'true' : undefined}
                >
                  {category.name}
                </Link>
              ))}
            </div>
          </div>
        )}
        {brands.goodsBrandList.length > 0 && <BrandFilter brands={brands} />}
        {!keywordMode && parameters && <ParameterFilters parameters={parameters.productParameterList} />}
        <ChosenFilters brands={brands} />
      </section>

      <SortBar />

      {error && (
        <p role="alert" className="form-alert">
          {error}
        </p>
      )}

      <ReversedPriceNote search={search} empty={page.list.length === 0} />

      {page.list.length > 0 ? (
        <ul className="goods-grid goods-list" aria-label={heading}>
          {page.list.map((goods) => (
            <li key={goods.id}>
              <GoodsCard goods={goods} headingLevel={2}>
                <AddToCartForm
                  goodsId={goods.id}
                  goodsName={goods.goodsName}
                  minimum={goods.quantity}
                  inventory={goods.inventory}
                />
              </GoodsCard>
            </li>
          ))}
        </ul>
      ) : (
        <div className="empty-state">
          <p>{t('list.empty')}</p>
          {search.size > 0 && (
            <Link
              to={listHref(search, {
                keyword: keywordMode ? (search.get('keyword') ?? null) : null,
                brandId: null,
                categoryParam: null,
                startPrice: null,
                endPrice: null,
                letter: null,
              })}
            >
              {t('list.clearAll')}
            </Link>
          )}
        </div>
      )}

      <Pagination total={page.total} page={currentPage} limit={limit} sizes={GOODS_PAGE_SIZES} />
    </div>
  );
}

/**
 * A price range whose minimum is above its maximum: the shop says so instead of
 * leaving the buyer with a list that may be empty for no visible reason.
 */
function ReversedPriceNote({ search, empty }: { search: URLSearchParams; empty: boolean }) {
  const { t } = useTranslation();
  const [min, max] = [search.get('startPrice'), search.get('endPrice')];
  if (!min || !max || !(Number(min) > Number(max))) return null;
  return (
    <p className="form-alert" role="status">
      {t(empty ? 'a11y.priceRangeReversed' : 'a11y.priceRangeSwapped', { min, max })}
    </p>
  );
}
