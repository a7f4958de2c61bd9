import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';
import type { SeedImages } from './images.ts';
import { HOME_CAROUSEL, PROMOS, STAPLES } from './storefront/ads.ts';
import { ARTICLES } from './storefront/articles.ts';
import { NAVIGATION } from './storefront/navigation.ts';
import { SEARCH_KEYWORDS } from './storefront/search-keywords.ts';

/** A name the data refers to that no row has is a typo in the data: the seed fails rather than link nowhere. */
function required<T>(map: ReadonlyMap<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed data refers to unknown ${key}`);
  return value;
}

/**
 * The storefront's reference data: navigation (with the home page's goods blocks),
 * ads, search keywords and help articles.
 */
export async function seedStorefront(
  db: Kysely<Database>,
  categoryIds: ReadonlyMap<string, number>,
  images: SeedImages,
): Promise<void> {
  const goodsUrl = (category: string) => `/home/goods/${required(categoryIds, category)}`;

  const navigationRows = NAVIGATION.map((navigation, index) => ({
    name: navigation.name,
    name_en: navigation.en,
    url: navigation.url,
    image: navigation.slogan
      ? images.banner(`navigation-${index + 1}`, {
          width: 1200,
          height: 300,
          title: navigation.name,
          subtitle: navigation.slogan,
          hue: index * 50,
        })
      : '',
    sort: index + 1,
    home_block: navigation.homeBlock ? 1 : 0,
  }));
  const insertedNavigation = await db
    .insertInto('navigation')
    .values(navigationRows)
    .returning(['id', 'name'])
    .execute();
  const navigationIds = new Map(insertedNavigation.map((row) => [row.name, row.id]));
  const themedUrl = (name: string) => {
    const navigation = NAVIGATION.find((candidate) => candidate.name === name);
    return `${navigation?.url ?? '/home/index'}/${required(navigationIds, name)}`;
  };

  await db
    .insertInto('navigation_category')
    .values(
      NAVIGATION.flatMap((navigation) =>
        (navigation.categories ?? []).map((category, index) => ({
          navigation_id: required(navigationIds, navigation.name),
          category_id: required(categoryIds, category),
          sort: index + 1,
        })),
      ),
    )
    .execute();

  const ads = [
    ...HOME_CAROUSEL.map(([title, subtitle, navigation], index) => ({
      navigation_id: null,
      image: images.banner(`ad-carousel-${index + 1}`, {
        width: 1920,
        height: 600,
        title,
        subtitle,
        hue: 200 + index * 40,
        action: '立即选购',
      }),
      url: themedUrl(navigation),
      title,
      placement: 'carousel',
      sort: index + 1,
    })),
    ...STAPLES.map((category, index) => ({
      navigation_id: null,
      image: images.banner(`ad-staples-${index + 1}`, {
        width: 600,
        height: 400,
        title: category,
        subtitle: '企业常用 · 批量更优惠',
        hue: index * 45,
        action: '立即选购',
      }),
      url: goodsUrl(category),
      title: category,
      placement: 'staples',
      sort: index + 1,
    })),
    ...PROMOS.map(([title, subtitle, target], index) => ({
      navigation_id: null,
      image: images.banner(`ad-promo-${index + 1}`, {
        width: 600,
        height: 300,
        title,
        subtitle,
        hue: 20 + index * 90,
        action: '查看详情',
      }),
      url: target.startsWith('/') ? target : goodsUrl(target),
      title,
      placement: 'promo',
      sort: index + 1,
    })),
    ...NAVIGATION.flatMap((navigation, n) =>
      (navigation.carousel ?? []).map(([title, subtitle], index) => {
        const category = navigation.categories?.[index];
        return {
          navigation_id: required(navigationIds, navigation.name),
          image: images.banner(`ad-navigation-${n + 1}-${index + 1}`, {
            width: 1920,
            height: 600,
            title,
            subtitle,
            hue: n * 50 + index * 20,
            action: '进入专区',
          }),
          url: category ? goodsUrl(category) : '',
          title,
          placement: 'carousel',
          sort: index + 1,
        };
      }),
    ),
  ];
  await db.insertInto('ad').values(ads).execute();

  await db
    .insertInto('search_keyword')
    .values(SEARCH_KEYWORDS.map(([name, en], index) => ({ name, name_en: en, sort: index + 1 })))
    .execute();

  const groups = await db
    .insertInto('article_group')
    .values(ARTICLES.map(([name, en], index) => ({ name, name_en: en, sort: index + 1 })))
    .returning(['id', 'name'])
    .execute();
  const groupIds = new Map(groups.map((row) => [row.name, row.id]));
  await db
    .insertInto('article')
    .values(
      ARTICLES.flatMap(([group, , articles], g) =>
        articles.map(([title, content, titleEn, contentEn], index) => ({
          group_id: required(groupIds, group),
          title,
          content,
          title_en: titleEn,
          content_en: contentEn,
          image: images.banner(`article-${g + 1}-${index + 1}`, {
            width: 800,
            height: 400,
            title,
            subtitle: `帮助中心 · ${group}`,
            hue: 190 + g * 30,
          }),
          sort: index + 1,
        })),
      ),
    )
    .execute();
}
