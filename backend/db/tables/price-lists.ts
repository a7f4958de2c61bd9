import type { Id, Millis } from './columns.ts';

// Price lists (协议价), their resolved company prices and company catalogues (migration 0029).

export interface PriceListTable {
  id: Id;
  company_id: number;
  name: string;
  /** In force from valid_from up to, not including, valid_to; a company's lists never overlap. */
  valid_from: Millis;
  valid_to: Millis;
  /** The contract that carries it, if any. */
  contract_id: number | null;
  created_at: Millis;
  updated_at: Millis;
}

/** A goods at its own price on a list: unique (price_list_id, goods_id). */
export interface PriceListItemTable {
  id: Id;
  price_list_id: number;
  goods_id: number;
  /** Ten-thousandths of a yuan per unit. */
  price: number;
}

/** A discount on a category's goods (its subtree) or a brand's: exactly one of the two is set. */
export interface PriceListDiscountTable {
  id: Id;
  price_list_id: number;
  category_id: number | null;
  brand_id: number | null;
  /** The share of the list price paid, in ten-thousandths (9500 = 95 %). */
  rate: number;
}

/** A list resolved: one price per goods and list, with the list's company and period copied for the joins. */
export interface CompanyPriceTable {
  price_list_id: number;
  goods_id: number;
  company_id: number;
  price: number;
  /** The discount's rate when the price follows the list price (a trigger reprices it); null for a goods' own price. */
  rate: number | null;
  valid_from: Millis;
  valid_to: Millis;
}

/** A company that may see and buy only its catalogue's goods. */
export interface CompanyCatalogueTable {
  company_id: number;
  updated_at: Millis;
}

export interface CompanyCatalogueGoodsTable {
  company_id: number;
  goods_id: number;
}

declare module '../types.ts' {
  interface Database {
    price_list: PriceListTable;
    price_list_item: PriceListItemTable;
    price_list_discount: PriceListDiscountTable;
    company_price: CompanyPriceTable;
    company_catalogue: CompanyCatalogueTable;
    company_catalogue_goods: CompanyCatalogueGoodsTable;
  }
}
