import type { Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// Navigation, adverts, keywords, help articles and merchant messages.

export interface NavigationTable {
  id: Id;
  name: string;
  /** The English name; blank falls back to the Chinese one (migration 0010). */
  name_en: Generated<string>;
  url: string;
  image: string;
  sort: number;
  /** Whether the home page shows a goods block for it. */
  home_block: number;
}

export interface NavigationCategoryTable {
  navigation_id: number;
  category_id: number;
  sort: number;
}

export interface AdTable {
  id: Id;
  navigation_id: number | null;
  image: string;
  url: string;
  title: string;
  /** carousel | staples | promo */
  placement: string;
  sort: number;
}

export interface SearchKeywordTable {
  id: Id;
  /** The term searched, as the goods are named. */
  name: string;
  /** How English shows it; blank falls back to the Chinese one (migration 0019). */
  name_en: Generated<string>;
  sort: number;
}

export interface ArticleGroupTable {
  id: Id;
  name: string;
  /** The English name; blank falls back to the Chinese one (migration 0019). */
  name_en: Generated<string>;
  sort: number;
}

export interface ArticleTable {
  id: Id;
  group_id: number;
  title: string;
  content: string;
  /** The English title and content; blank falls back to the Chinese ones (migration 0019). */
  title_en: Generated<string>;
  content_en: Generated<string>;
  image: string;
  sort: number;
}

export interface MerchantMessageTable {
  id: Id;
  content: string;
  company: string;
  linkman: string;
  phone: string;
  created_at: Millis;
  /** Marked handled by staff (migration 0011). */
  handled_at: Millis | null;
  handled_by: number | null;
  handled_note: string | null;
}

/**
 * One row per number, each moved by triggers: id 1 the storefront version, on every committed write
 * that changes what the goods pages show (migration 0021; the page cache compares it); id 2 the
 * catalogue version, only when what reference data and list filters are made of changes
 * (migration 0024; reference data and filters are kept under it).
 */
export interface StorefrontVersionTable {
  id: number;
  version: number;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    navigation: NavigationTable;
    navigation_category: NavigationCategoryTable;
    ad: AdTable;
    search_keyword: SearchKeywordTable;
    article_group: ArticleGroupTable;
    article: ArticleTable;
    merchant_message: MerchantMessageTable;
    storefront_version: StorefrontVersionTable;
  }
}
