import type { Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// Goods, categories and brands.

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

/** One row (id 1): how many goods are on sale, kept by triggers (migration 0009). */
export interface GoodsTotalTable {
  id: number;
  on_sale: number;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    category: CategoryTable;
    brand: BrandTable;
    goods: GoodsTable;
    goods_image: GoodsImageTable;
    goods_parameter: GoodsParameterTable;
    goods_total: GoodsTotalTable;
  }
}
