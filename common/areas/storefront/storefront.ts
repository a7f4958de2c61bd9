import { z } from 'zod';
import { idOrNone } from '../../schemas/ids.ts';
import type { GoodsListItem } from '../catalogue/index.ts';

/**
 * rest/storefront/version: the two numbers the web keeps what it shows under, read together in one
 * snapshot of the database, once per page.
 */
export interface StorefrontVersions {
  /** Moves with every change to what the goods pages show, an order's stock and sales included (0021). */
  storefront: number;
  /** Moves only with what reference data and list filters are made of (0024); never without the storefront's. */
  catalogue: number;
}

export const adQuery = z.object({
  navigationId: idOrNone,
  placement: z.enum(['carousel', 'staples', 'promo']).catch('carousel'),
});

export const regionQuery = z.object({ pid: idOrNone });

/** One region of region/list (SPEC §3 Region). */
export interface Region {
  id: number;
  name: string;
}

/** rest/goodscategory/list: the category tree, each level's children in order. */
export interface CategoryNode {
  id: number;
  categoryName: string;
  smallIcon: string;
  smallIcont: string;
  children: CategoryNode[];
}

/** rest/navigation/list. */
export interface NavigationItem {
  id: number;
  name: string;
  url: string;
}

/** rest/searchkwd/list: a suggested search keyword, `name` in the caller's language. */
export interface SearchKeyword {
  id: number;
  name: string;
  /** The term searched (the goods' own language); another backend may leave it out, and `name` is searched. */
  keyword?: string;
}

/** rest/ad/list, one placement's ads. */
export interface Ad {
  id: number;
  image: string;
  url: string;
  title: string;
}

/** rest/article/list: the help articles by group, as the footer shows them. */
export interface ArticleGroup {
  id: number;
  name: string;
  articleList: { id: number; title: string; content: string; image: string }[];
}

/** rest/home/nav/goods/list: a home page block of one navigation item, with a goods tab per category. */
export interface NavigationBlock {
  id: number;
  navigationName: string;
  navigationImage: string;
  categoryGoodsList: { categoryId: number; categoryName: string; goodsList: GoodsListItem[] }[];
  goodsList: GoodsListItem[];
}
