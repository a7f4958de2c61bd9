import { z } from 'zod';
import { GOODS_PAGE_SIZES, MAX_PAGE_SIZE } from '../../constants.ts';
import { idOrZero, optionalId, wholeOr } from '../../schemas/ids.ts';
import type { GoodsListItem } from '../catalogue/index.ts';

/**
 * The navigation-themed pages of SPEC §2, named as their navigation item's url
 * names them (/home/hyyx → hyyx). A navigation item whose url is none of these
 * (首页, 全部商品) has no themed page.
 */
export const NAVIGATION_THEMES = ['hyyx', 'jtcg', 'qctm', 'info', 'cgoods'] as const;
export type NavigationTheme = (typeof NAVIGATION_THEMES)[number];

export function themeOfUrl(url: string): NavigationTheme | null {
  const name = /^\/home\/(\w+)$/.exec(url)?.[1];
  return (NAVIGATION_THEMES as readonly string[]).includes(name ?? '') ? (name as NavigationTheme) : null;
}

/**
 * SPEC §2: a navigation-themed page has three variants. The navigation decides:
 * 定制商品 (cgoods) is the customised goods variant, 集团采购 (jtcg) the corporate
 * purchase variant, every other themed item the general navigation goods.
 */
export type ThemedVariant = 'general' | 'customised' | 'corporate';

export function variantOf(theme: NavigationTheme): ThemedVariant {
  if (theme === 'cgoods') return 'customised';
  if (theme === 'jtcg') return 'corporate';
  return 'general';
}

/** SPEC §7: rest/info/goods/list asks for 6 goods. */
export const INFO_GOODS_LIMIT = 6;

/** A required id; a missing or nonsense one becomes 0, which no row has, so it is answered 'not found'. */
const requiredId = idOrZero;

const page = wholeOr(1, 1, 100_000);

/** rest/hyyx|qctm|corp/nav/goods/list. */
export const navigationQuery = z.object({ navigationId: requiredId });

/** rest/corp/fgzq/goods/list: the navigation is optional; it only chooses the goods that fill the zone up. */
export const repurchaseQuery = z.object({
  navigationId: optionalId,
});

/** rest/info/goods/list: SPEC's page 0 is read as the first page (paging starts at 1, DESIGN.md). */
export const infoGoodsQuery = z.object({
  navigationId: requiredId,
  page,
  limit: wholeOr(INFO_GOODS_LIMIT, 1, MAX_PAGE_SIZE),
});

/** rest/lable/goods/list: `lableId` (SPEC's spelling) is a navigation id — the theme is the label. */
export const labelGoodsQuery = z.object({
  lableId: requiredId,
  page,
  limit: wholeOr(GOODS_PAGE_SIZES[0], 1, MAX_PAGE_SIZE),
});

export type InfoGoodsQuery = z.infer<typeof infoGoodsQuery>;
export type LabelGoodsQuery = z.infer<typeof labelGoodsQuery>;

/** One linked category of a themed page with its goods (rest/hyyx|qctm|corp/nav/goods/list). */
export interface CategorySection {
  categoryId: number;
  categoryName: string;
  goodsList: GoodsListItem[];
}
