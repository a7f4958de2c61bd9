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
  /** A deleted sub-account keeps its orders and purchases; it can no longer log in. */
  deleted_at: Millis | null;
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

/** One row per mobile: when its last code went out and how many went out today (migration 0008). */
export interface SmsSendTable {
  mobile: string;
  last_sent_at: Millis;
  /** Midnight, Asia/Shanghai, of the day day_count counts. */
  day_start: Millis;
  day_count: number;
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
  /** The English name; blank falls back to the Chinese one (migration 0010). */
  name_en: Generated<string>;
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

export interface AddressTable {
  id: Id;
  company_id: number;
  consignee: string;
  /** Region ids (national administrative codes) and their names at the time of saving. */
  province: number;
  city: number;
  county: number;
  province_name: string;
  city_name: string;
  county_name: string;
  address: string;
  mobile: string;
  phone: Generated<string>;
  is_default: Generated<number>;
  created_at: Millis;
}

export interface InvoiceHeaderTable {
  id: Id;
  company_id: number;
  /** 1 ordinary, 2 VAT special (address, phone, bank and account then required). */
  invoice_type: number;
  header_type: Generated<number>;
  unit_name: string;
  taxcode: string;
  content: string;
  address: Generated<string>;
  phone: Generated<string>;
  bank: Generated<string>;
  account: Generated<string>;
  receive: string;
  mobile: string;
  email: string;
  created_at: Millis;
  updated_at: Millis;
}

/** A settlement (uuId of SPEC §7); a purchase under review when a purchaser submitted it. */
export interface PurchaseTable {
  id: Id;
  company_id: number;
  account_id: number;
  batch: string;
  /** 1 when Buy Now started it, 0 from the cart. */
  is_buy: number;
  /** 1 when a purchaser made it: it becomes an order only once approved (DESIGN.md decision 2). */
  needs_review: number;
  /** checkStatus: 0 not applied, 1 under review, 2 approved, 3 rejected. */
  check_status: Generated<number>;
  quantity: number;
  total_amount: number;
  pay_type_id: number | null;
  consignee_id: number | null;
  invoice_header_id: number | null;
  checker_id: number | null;
  check_date: Millis | null;
  reject_reason: string | null;
  created_at: Millis;
  submitted_at: Millis | null;
}

export interface PurchaseItemTable {
  id: Id;
  purchase_id: number;
  goods_id: number;
  cart_item_id: number | null;
  quantity: number;
}

export interface OrdersTable {
  id: Id;
  order_no: string;
  company_id: number;
  account_id: number;
  purchase_id: number;
  consignee: string;
  mobile: string;
  area_name: string;
  address: string;
  invoice_header_id: number;
  invoice_type: number;
  invoice_unit_name: string;
  invoice_taxcode: string;
  pay_type_id: number;
  total_amount: number;
  freight: Generated<number>;
  actual_pay_amount: Generated<number>;
  /** orderStatus: 0 awaiting payment, 1 awaiting shipment, 2 awaiting receipt, 3 completed, 4 cancelled. */
  order_status: number;
  is_pay: Generated<number>;
  is_send: Generated<number>;
  is_recevice: Generated<number>;
  pay_time: Millis | null;
  send_time: Millis | null;
  receive_time: Millis | null;
  cancel_reason: string | null;
  cancel_time: Millis | null;
  carrier: string | null;
  tracking_no: string | null;
  deleted: Generated<number>;
  created_at: Millis;
}

export interface OrderItemTable {
  id: Id;
  order_id: number;
  goods_id: number;
  goods_name: string;
  goods_image: string;
  goods_price: number;
  goods_quantity: number;
  total_amount: number;
  after_sale_flag: Generated<number>;
}

export interface OrderEventTable {
  id: Id;
  order_id: number;
  /** placed | paid | shipped | received | cancelled */
  kind: string;
  carrier: string | null;
  tracking_no: string | null;
  note: string | null;
  created_at: Millis;
}

export interface GoodsReviewTable {
  id: Id;
  order_id: number;
  goods_id: number;
  company_id: number;
  account_id: number;
  /** 1–5 stars. */
  rating: number;
  content: string;
  created_at: Millis;
}

/** One row (id 1): how many goods are on sale, kept by triggers (migration 0009). */
export interface GoodsTotalTable {
  id: number;
  on_sale: number;
}

export interface Database {
  address: AddressTable;
  invoice_header: InvoiceHeaderTable;
  purchase: PurchaseTable;
  purchase_item: PurchaseItemTable;
  orders: OrdersTable;
  order_item: OrderItemTable;
  order_event: OrderEventTable;
  goods_review: GoodsReviewTable;
  collection: CollectionTable;
  cart_item: CartItemTable;
  company: CompanyTable;
  account: AccountTable;
  session: SessionTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  sms_send: SmsSendTable;
  category: CategoryTable;
  brand: BrandTable;
  goods: GoodsTable;
  goods_total: GoodsTotalTable;
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
