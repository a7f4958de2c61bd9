import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CAROUSEL_INTERVAL_MS } from '../../../common/constants.ts';
import { storefrontApi } from './storefront-api.server.ts';
import { themedApi } from './themed-api.server.ts';
import { GoodsCard } from '../../components/goods-card.tsx';
import { ThemedCarousel } from './themed-page.tsx';
import { themedNavigation } from './themed-navigation.server.ts';
import type { Route } from './+types/home.info.$id';
import { pageTitle } from '../../lib/page-title.ts';
import { notFoundAs404, pathId } from '../../lib/not-found.server.ts';
import { Title } from '../../components/mantine-markup.tsx';

const EXCERPT_LENGTH = 60;

/** The first words of an article's rich text, as plain text. */
function excerpt(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text;
}

/**
 * /home/info/{id} 内容资讯 (SPEC §2): the shop's articles as news, grouped as the
 * help centre groups them, with the 6 goods of rest/info/goods/list featured beside.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = { request, context };
  const id = pathId(params);
  const [navigation, ads, groups, featured] = await Promise.all([
    themedNavigation(ctx, id),
    storefrontApi.ads(ctx, { navigationId: id }),
    storefrontApi.articles(ctx),
    themedApi.infoGoods(ctx, id).catch(notFoundAs404),
  ]);
  // Only what the page shows travels to the browser: titles and a short excerpt, not whole articles.
  const news = groups.map((group) => ({
    id: group.id,
    name: group.name,
    articles: group.articleList.map((article) => ({
      id: article.id,
      title: article.title,
      excerpt: excerpt(article.content),
    })),
  }));
  return { navigation, ads, news, featured };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageTitle(matches, 'named', { name: data?.navigation.name ?? '' });

export default function ContentNews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { navigation, ads, news, featured } = loaderData;
  return (
    <div className="themed-page">
      <Title size="h3" className="list-title">
        {navigation.name}
      </Title>
      <ThemedCarousel name={navigation.name} ads={ads} intervalMs={CAROUSEL_INTERVAL_MS} />
      <div className="info-layout">
        <section className="home-section info-news" aria-labelledby="news-title">
          <h2 id="news-title" className="section-title">
            {t('themed.news')}
          </h2>
          {news.map((group) => (
            <section key={group.id} className="info-group" aria-labelledby={`news-group-${group.id}`}>
              <h3 id={`news-group-${group.id}`}>{group.name}</h3>
              <ul>
                {group.articles.map((article) => (
                  <li key={article.id}>
                    <Link to={`/home/helper/${article.id}`}>{article.title}</Link>
                    <p>{article.excerpt}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
        <section className="home-section info-featured" aria-labelledby="featured-title">
          <h2 id="featured-title" className="section-title">
            {t('themed.featured')}
          </h2>
          {featured.list.length > 0 ? (
            <ul className="goods-grid goods-list" aria-label={t('themed.featured')}>
              {featured.list.map((goods) => (
                <li key={goods.id}>
                  <GoodsCard goods={goods} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">{t('home.noGoods')}</p>
          )}
          {featured.total > featured.list.length && (
            <Link to={`/home/cgoods/${navigation.id}`} className="info-more">
              {t('themed.moreGoods')}
            </Link>
          )}
        </section>
      </div>
    </div>
  );
}
