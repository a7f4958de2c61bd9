import type { Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// After-sales, their timelines and refunds (migration 0013).

export interface AfterSaleTable {
  id: Id;
  after_sale_no: string;
  company_id: number;
  /** Who applied. */
  account_id: number;
  order_id: number;
  order_item_id: number;
  /** SPEC §4 type: 1 return, 2 exchange, 3 repair, 4 cancel. */
  after_sale_type: number;
  /** SPEC §4 status 1–7, moved only through common/areas/after-sales/transitions.ts. */
  status: Generated<number>;
  goods_quantity: number;
  /** The refund this application asks for (unit price × quantity, capped), in ten-thousandths. */
  refund_amount: Generated<number>;
  reason: string;
  goods_status: Generated<string>;
  apply_evidence: Generated<string>;
  remark: Generated<string>;
  form_id: string | null;
  evidence: Generated<string>;
  refund_type: Generated<string>;
  refund_to: Generated<string>;
  return_type: Generated<string>;
  shipper: Generated<string>;
  mobile: Generated<string>;
  province: number | null;
  city: number | null;
  county: number | null;
  area_name: Generated<string>;
  address: Generated<string>;
  pickup_date: Generated<string>;
  delivery_center: Generated<string>;
  return_carrier: string | null;
  return_tracking_no: string | null;
  replacement_carrier: string | null;
  replacement_tracking_no: string | null;
  reject_reason: string | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface AfterSaleEventTable {
  id: Id;
  after_sale_id: number;
  /** The state after the step. */
  status: number;
  action: string;
  note: string | null;
  /** 1 when staff took the step, 0 the buyer. */
  by_staff: Generated<number>;
  created_at: Millis;
}

export interface RefundTable {
  id: Id;
  after_sale_id: number;
  order_id: number;
  order_item_id: number;
  company_id: number;
  amount: number;
  route: string;
  refund_date: string;
  serial: string | null;
  staff_id: number | null;
  created_at: Millis;
}

declare module '../types.ts' {
  interface Database {
    after_sale: AfterSaleTable;
    after_sale_event: AfterSaleEventTable;
    refund: RefundTable;
  }
}
