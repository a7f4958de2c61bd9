import type { ColumnType, Generated, Kysely } from 'kysely';

/**
 * The database as Kysely sees it. Money columns hold integer ten-thousandths of a
 * yuan; times are epoch milliseconds. Column names are snake_case; the wire keeps
 * the SPEC's camelCase names and services map between the two.
 */
type Id = Generated<number>;
type Millis = ColumnType<number, number, number>;

export interface CompanyTable {
  id: Id;
  name: string;
  linkman: string;
  mobile: string;
  email: string;
  /** pending | approved | refused (DESIGN.md decision 7). */
  status: string;
  quota: Generated<number>;
  created_at: Millis;
  reviewed_at: Millis | null;
}

export interface AccountTable {
  id: Id;
  company_id: number;
  username: string;
  password_hash: string;
  /** customerAccountType: 0 main, 1 reviewer, 2 purchaser. */
  account_type: number;
  linkman: string;
  mobile: string;
  email: string;
  created_at: Millis;
}

export interface SessionTable {
  id: Id;
  account_id: number;
  token_hash: string;
  created_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
}

export interface SmsCodeTable {
  id: Id;
  mobile: string;
  code: string;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
  failed_tries: Generated<number>;
}

export interface SmsOutboxTable {
  id: Id;
  mobile: string;
  content: string;
  created_at: Millis;
}

export interface CategoryTable {
  id: Id;
  parent_id: number | null;
  name: string;
  level: number;
  small_icon: string;
  small_icon_hover: string;
  image: string;
  sort: number;
}

export interface BrandTable {
  id: Id;
  name: string;
  letter: string;
  image: string;
  description: string;
}

export interface GoodsTable {
  id: Id;
  goods_name: string;
  goods_code: string;
  goods_no: string;
  category_id: number;
  brand_id: number | null;
  sale_price: number;
  inventory: number;
  goods_weight: string;
  goods_specs: string;
  goods_color: string;
  goods_model: string;
  goods_image: string;
  thumbnail: string;
  description: string;
  content: string;
  unit: string;
  /** Minimum purchase quantity. */
  quantity: number;
  taxrate: string;
  large_amount: number;
  little_amount: number;
  enable_customer_price: number;
  send_period: string;
  surface_treatment: string;
  packaging_spec: string;
  delivery_methods: string;
  on_sale: number;
  browse_count: Generated<number>;
  sale_count: Generated<number>;
  update_date: Millis;
}

export interface GoodsImageTable {
  id: Id;
  goods_id: number;
  url: string;
  sort: number;
}

export interface GoodsParameterTable {
  id: Id;
  goods_id: number;
  name: string;
  tag: string;
}

export interface NavigationTable {
  id: Id;
  name: string;
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
  name: string;
  sort: number;
}

export interface ArticleGroupTable {
  id: Id;
  name: string;
  sort: number;
}

export interface ArticleTable {
  id: Id;
  group_id: number;
  title: string;
  content: string;
  image: string;
  sort: number;
}

export interface RegionTable {
  /** The national administrative code, e.g. 110000. */
  id: number;
  pid: number | null;
  name: string;
  level: number;
}

export interface CartItemTable {
  id: Id;
  account_id: number;
  goods_id: number;
  quantity: number;
  created_at: Millis;
}

export interface CollectionTable {
  id: Id;
  account_id: number;
  goods_id: number;
  created_at: Millis;
}

export interface MerchantMessageTable {
  id: Id;
  content: string;
  company: string;
  linkman: string;
  phone: string;
  created_at: Millis;
}

export interface Database {
  collection: CollectionTable;
  cart_item: CartItemTable;
  company: CompanyTable;
  account: AccountTable;
  session: SessionTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  category: CategoryTable;
  brand: BrandTable;
  goods: GoodsTable;
  goods_image: GoodsImageTable;
  goods_parameter: GoodsParameterTable;
  navigation: NavigationTable;
  navigation_category: NavigationCategoryTable;
  ad: AdTable;
  search_keyword: SearchKeywordTable;
  article_group: ArticleGroupTable;
  article: ArticleTable;
  region: RegionTable;
  merchant_message: MerchantMessageTable;
}

export type Db = Kysely<Database>;
