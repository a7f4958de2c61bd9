import type { Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// Settlements and purchases, orders, their lines and events, and goods reviews.

/** A settlement (uuId of SPEC §7); a purchase awaiting approval when a purchaser submitted it. */
export interface PurchaseTable {
  id: Id;
  company_id: number;
  account_id: number;
  batch: string;
  /** 1 when Buy Now started it, 0 from the cart. */
  is_buy: number;
  /** 1 when a purchaser made it: it becomes an order only once approved (DESIGN.md decision 2). */
  needs_approval: number;
  /** checkStatus: 0 not applied, 1 awaiting approval (SPEC: under review), 2 approved, 3 rejected. */
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
  /**
   * Who may decide it, fixed when it starts waiting (migration 0027): 0 nobody (it became its
   * order), 1 an approver or the main account, 2 the main account only.
   */
  approval_level: Generated<number>;
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
  /** The offline transfer staff confirmed: the day it arrived and the bank's serial number (migration 0011). */
  payment_date: string | null;
  payment_serial: string | null;
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
  /** What after-sales in states 1–5 hold of the line (migration 0013): never above goods_quantity. */
  after_sale_quantity: Generated<number>;
  /** What has been refunded on the line: never above total_amount. */
  refunded_amount: Generated<number>;
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

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    purchase: PurchaseTable;
    purchase_item: PurchaseItemTable;
    orders: OrdersTable;
    order_item: OrderItemTable;
    order_event: OrderEventTable;
    goods_review: GoodsReviewTable;
  }
}
