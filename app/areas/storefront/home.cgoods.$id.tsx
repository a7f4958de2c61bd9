import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CUSTOMISED_CAROUSEL_INTERVAL_MS, GOODS_PAGE_SIZES, HOT_RECOMMENDATIONS } from '../../../common/constants.ts';
import { goodsApi } from '../catalogue/index.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { storefrontApi } from './storefront-api.server.ts';
import { AddToCartForm } from '../cart/index.ts';
import { GoodsCard } from '../../components/goods-card.tsx';
import { SortBar } from '../catalogue/index.ts';
import { Pagination } from '../../components/pagination.tsx';
import { ThemedCarousel } from './themed-page.tsx';
import { addToCartAction } from '../cart/index.server.ts';
import { listHref } from '../../lib/goods-list-url.ts';
import { themedNavigation } from './themed-navigation.server.ts';
import type { Route } from './+types/home.cgoods.$id';
import { pageTitle } from '../../lib/page-title.ts';
import { pathId } from '../../lib/not-found.server.ts';
import type { GoodsPageParams } from '../../../common/areas/catalogue/goods.ts';
import { Title } from '../../components/mantine-markup.tsx';

const QUERY_NAMES = ['page', 'limit', 'orderName', 'isAsc', 'startPrice', 'endPrice'] as const;

/**
 * /home/cgoods/{id}, the category goods listing (SPEC §2). The main navigation's
 * 定制商品 links here with its own id (`${url}/${navigationId}`), so the id is a
 * navigation item's, and the list is the goods of the categories that item links
 * to (and of the categories below them), through rest/goodsall/page's navigationId.
 * Any themed navigation item has this listing (内容资讯 links to its own); 首页,
 * 全部商品 and unknown ids are the 404 page. Hot recommendations are its 3 best sellers.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = { request, context };
  const id = pathId(params);
  const search = new URL(request.url).searchParams;
  const query: GoodsPageParams = {};
  for (const name of QUERY_NAMES) {
    const value = search.get(name);
    if (value) query[name] = value;
  }
  const navigationId = String(id);
  const [navigation, ads, hot, page] = await Promise.all([
    themedNavigation(ctx, id),
    storefrontApi.ads(ctx, { navigationId: id }),
    goodsApi.page(ctx, { navigationId, orderName: 'sale_count', limit: String(HOT_RECOMMENDATIONS) }),
    goodsApi.page(ctx, { ...query, navigationId }).catch((error: unknown) => {
      // A refused price range is shown on the page; the list is then empty.
      if (error instanceof ApiError && error.code > 0) return { list: [], total: 0, error: error.message };
      throw error;
    }),
  ]);
  const limit = Number(query.limit);
  return {
    navigation,
    ads,
    hot: hot.list,
    page,
    currentPage: Math.max(1, Number(query.page) || 1),
    limit: (GOODS_PAGE_SIZES as readonly number[]).includes(limit) ? limit : GOODS_PAGE_SIZES[0],
  };
}

export const action = addToCartAction;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageTitle(matches, 'named', { name: data?.navigation.name ?? '' });

export default function CategoryGoods({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { navigation, ads, hot, page, currentPage, limit } = loaderData;
  const error = 'error' in page ? page.error : undefined;
  const filtered = search.has('startPrice') || search.has('endPrice');
  return (
    <div className="goods-list-page themed-page">
      <nav aria-label={t('common.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/home/index">{t('home.title')}</Link>
          </li>
          <li aria-current="page">{navigation.name}</li>
        </ol>
      </nav>
      <Title size="h3" className="list-title">
        {navigation.name}
      </Title>
      <ThemedCarousel name={navigation.name} ads={ads} intervalMs={CUSTOMISED_CAROUSEL_INTERVAL_MS} />

      {hot.length > 0 && (
        <section className="home-section hot-goods" aria-labelledby="hot-title">
          <h2 id="hot-title" className="section-title">
            {t('themed.hot')}
          </h2>
          <ul className="goods-grid goods-list" aria-label={t('themed.hot')}>
            {hot.map((goods) => (
              <li key={goods.id}>
                <GoodsCard goods={goods} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="home-section" aria-labelledby="all-goods-title">
        <h2 id="all-goods-title" className="section-title">
          {t('list.allGoods')}
        </h2>
        <SortBar />
        {error && (
          <p role="alert" className="form-alert">
            {error}
          </p>
        )}
        {page.list.length > 0 ? (
          <ul className="goods-grid goods-list" aria-label={navigation.name}>
            {page.list.map((goods) => (
              <li key={goods.id}>
                <GoodsCard goods={goods}>
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
            {filtered && <Link to={listHref(search, { startPrice: null, endPrice: null })}>{t('list.clearAll')}</Link>}
          </div>
        )}
        <Pagination total={page.total} page={currentPage} limit={limit} sizes={GOODS_PAGE_SIZES} />
      </section>
    </div>
  );
}
