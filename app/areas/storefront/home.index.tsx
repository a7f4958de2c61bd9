import { useTranslation } from 'react-i18next';
import { data, Link, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CAROUSEL_INTERVAL_MS } from '../../../common/constants.ts';
import { storefrontApi } from './storefront-api.server.ts';
import { GoodsCard } from '../../components/goods-card.tsx';
import { MerchantMessage } from './merchant-message.tsx';
import { Slider } from '../../components/slider.tsx';
import { sendMerchantMessage } from './merchant-message.server.ts';
import type { Route } from './+types/home.index';
import { pageTitle } from '../../lib/page-title.ts';
import type { NavigationBlock } from '../../../common/areas/storefront/storefront.ts';

const STAPLES_INTERVAL_MS = 4000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = { request, context };
  const [carousel, promos, staples, blocks] = await Promise.all([
    storefrontApi.ads(ctx, { placement: 'carousel' }),
    storefrontApi.ads(ctx, { placement: 'promo' }),
    storefrontApi.staples(ctx),
    storefrontApi.homeBlocks(ctx),
  ]);
  return { carousel, promos: promos.slice(0, 4), staples, blocks };
}

/** The home page's one form: the merchant message widget. */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  if (formData.get('intent') === 'merchantMessage') return sendMerchantMessage(args, formData);
  throw data(null, { status: 400 });
}

/**
 * Switching a block's tab only picks among goods already loaded, and a merchant
 * message changes nothing the page shows: no need to ask the backend again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get('intent') === 'merchantMessage') return false;
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutTabs = (url: URL) => [...url.searchParams].filter(([key]) => !key.startsWith('tab')).join('&');
  return withoutTabs(currentUrl) !== withoutTabs(nextUrl) && defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'home');

/** Home (SPEC §2): ad carousel, corporate staples slider, four promos, a goods block per navigation item. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { carousel, promos, staples, blocks } = loaderData;
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('a11y.homeTitle')}</h1>
      <div className="home-hero">
        <Slider label={t('home.carousel')} intervalMs={CAROUSEL_INTERVAL_MS} className="home-carousel">
          {carousel.map((ad, index) => (
            <a key={ad.id} href={ad.url || '#main'} className="carousel-slide">
              {/* The first slide is the page's largest paint: fetched first. The others show only
                  once the carousel moves, so they wait (low, and the renderer preloads only the first). */}
              <img
                src={ad.image}
                alt={ad.title}
                width={1920}
                height={600}
                fetchPriority={index === 0 ? 'high' : 'low'}
              />
            </a>
          ))}
        </Slider>
      </div>

      {/* Not a section of its own: the slider inside is the landmark, named like this heading. */}
      <div className="home-section">
        <h2 id="staples-title" className="section-title">
          {t('home.staples')}
        </h2>
        <Slider label={t('home.staples')} intervalMs={STAPLES_INTERVAL_MS} className="staples-slider">
          {staples.map((goods) => (
            <GoodsCard key={goods.id} goods={goods} />
          ))}
        </Slider>
      </div>

      <section className="home-section" aria-label={t('home.promos')}>
        <ul className="promo-grid">
          {promos.map((ad) => (
            <li key={ad.id}>
              <a href={ad.url || '#main'}>
                <img src={ad.image} alt={ad.title} width={290} height={160} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      </section>

      {blocks.map((block) => (
        <HomeBlock key={block.id} block={block} />
      ))}

      <MerchantMessage />
    </div>
  );
}

/**
 * One navigation item's goods with a tab per category. Tabs are links
 * (`?tab{id}=categoryId`), so they work without JavaScript and can be shared.
 */
function HomeBlock({ block }: { block: NavigationBlock }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const param = `tab${block.id}`;
  const chosenId = Number(searchParams.get(param));
  const chosen = block.categoryGoodsList.find((tab) => tab.categoryId === chosenId) ?? block.categoryGoodsList[0];
  const tabHref = (categoryId: number) => {
    const params = new URLSearchParams(searchParams);
    params.set(param, String(categoryId));
    return `?${params.toString()}#block-${block.id}`;
  };
  const goods = chosen?.goodsList ?? block.goodsList;
  return (
    <section id={`block-${block.id}`} className="home-block" aria-labelledby={`block-title-${block.id}`}>
      <header className="home-block-header">
        <h2 id={`block-title-${block.id}`} className="section-title">
          {block.navigationName}
        </h2>
        <nav className="home-block-tabs" aria-label={block.navigationName}>
          {block.categoryGoodsList.map((tab) => (
            <Link
              key={tab.categoryId}
              to={tabHref(tab.categoryId)}
              preventScrollReset
              replace
              aria-current={tab.categoryId === chosen?.categoryId ? 'true' : undefined}
              className="home-block-tab"
            >
              {tab.categoryName}
            </Link>
          ))}
        </nav>
      </header>
      <div className="home-block-body">
        {block.navigationImage && (
          <img
            className="home-block-image"
            src={block.navigationImage}
            alt=""
            width={240}
            height={520}
            loading="lazy"
          />
        )}
        {goods.length > 0 ? (
          <div className="goods-grid">
            {goods.map((item) => (
              <GoodsCard key={item.id} goods={item} />
            ))}
          </div>
        ) : (
          <p className="empty-state">{t('home.noGoods')}</p>
        )}
      </div>
    </section>
  );
}
