import type { Selectable } from 'kysely';
import type {
  AfterSaleEvent,
  AfterSaleListItem,
  AfterSaleRecord,
} from '../../../common/areas/after-sales/after-sale.ts';
import { buyerAfterSaleActionsOf } from '../../../common/areas/after-sales/transitions.ts';
import { moneyToWire, payable, type Money } from '../../../common/money.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { wireTime } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import type { AfterSaleTable } from '../../db/tables/after-sales.ts';
import type { Db } from '../../db/types.ts';

export type AfterSaleRow = Selectable<AfterSaleTable>;

/**
 * The after-sales a caller may see: those of the orders it may see (DESIGN.md decision 2) — a
 * purchaser its own orders', the main account and approvers the company's.
 */
export function visibleAfterSales(db: Db, caller: Caller) {
  let query = db
    .selectFrom('after_sale')
    .innerJoin('orders', 'orders.id', 'after_sale.order_id')
    .innerJoin('order_item', 'order_item.id', 'after_sale.order_item_id')
    .where('after_sale.company_id', '=', caller.companyId);
  if (caller.accountType === CustomerAccountType.purchaser)
    query = query.where('orders.account_id', '=', caller.accountId);
  return query;
}

/** The columns every reading of an after-sale takes: the record, its order's number and its line's goods. */
export const AFTER_SALE_COLUMNS = [
  'orders.order_no',
  'orders.pay_type_id',
  'orders.order_status',
  'order_item.goods_id',
  'order_item.goods_name',
  'order_item.goods_image',
  'order_item.goods_price',
  'order_item.total_amount as line_total',
  'order_item.refunded_amount as line_refunded',
] as const;

export type AfterSaleJoined = AfterSaleRow & {
  order_no: string;
  pay_type_id: number;
  order_status: number;
  goods_id: number;
  goods_name: string;
  goods_image: string;
  goods_price: number;
  line_total: number;
  line_refunded: number;
};

/** What is left to refund on a line: its amount in fen (what the buyer paid for it) less refunds. */
export function refundable(line: { line_total: number; line_refunded: number }): Money {
  return Math.max(0, payable(line.line_total as Money) - line.line_refunded) as Money;
}

export async function timelineOf(db: Db, afterSaleId: number): Promise<AfterSaleEvent[]> {
  const rows = await db
    .selectFrom('after_sale_event')
    .selectAll()
    .where('after_sale_id', '=', afterSaleId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    status: row.status,
    action: row.action,
    note: row.note,
    by: row.by_staff === 1 ? 'staff' : 'buyer',
    createDate: wireTime(row.created_at),
  }));
}

export function afterSaleToWire(
  row: AfterSaleJoined,
  extra: { goodsNo: string; refund: { amount: number; refund_date: string } | undefined; timeline: AfterSaleEvent[] },
): AfterSaleRecord {
  return {
    id: row.id,
    afterSaleNo: row.after_sale_no,
    orderId: row.order_id,
    orderNo: row.order_no,
    orderItemId: row.order_item_id,
    afterSaleType: row.after_sale_type,
    goodsId: row.goods_id,
    goodsName: row.goods_name,
    goodsImage: row.goods_image,
    goodsNo: extra.goodsNo,
    goodsQuantity: row.goods_quantity,
    applyDate: wireTime(row.created_at),
    status: row.status,
    returnType: row.return_type,
    applyEvidence: row.apply_evidence,
    refundType: row.refund_type,
    refundTo: row.refund_to,
    refundAmount: moneyToWire(row.refund_amount as Money),
    actualRefundAmount: extra.refund ? moneyToWire(extra.refund.amount as Money) : null,
    refundDate: extra.refund?.refund_date ?? null,
    reason: row.reason,
    goodsStatus: row.goods_status,
    remark: row.remark,
    evidence: row.evidence,
    shipper: row.shipper,
    mobile: row.mobile,
    province: row.province,
    city: row.city,
    county: row.county,
    areaName: row.area_name,
    address: row.address,
    pickupDate: row.pickup_date,
    deliveryCenter: row.delivery_center,
    returnCarrier: row.return_carrier,
    returnTrackingNo: row.return_tracking_no,
    replacementCarrier: row.replacement_carrier,
    replacementTrackingNo: row.replacement_tracking_no,
    rejectReason: row.reject_reason,
    timeline: extra.timeline,
    // Withdrawing ends once the goods are on their way back (after-sale.service.ts).
    actions: buyerAfterSaleActionsOf(row.after_sale_type, row.status).filter(
      (action) => action !== 'withdraw' || !row.return_tracking_no,
    ),
  };
}

export function afterSaleToListItem(row: AfterSaleJoined): AfterSaleListItem {
  return {
    id: row.id,
    afterSaleNo: row.after_sale_no,
    orderNo: row.order_no,
    orderItemId: row.order_item_id,
    afterSaleType: row.after_sale_type,
    goodsName: row.goods_name,
    goodsImage: row.goods_image,
    goodsQuantity: row.goods_quantity,
    applyDate: wireTime(row.created_at),
    status: row.status,
  };
}

/** One full record: the row, its goods number, its refund and its timeline. */
export async function loadRecord(db: Db, row: AfterSaleJoined): Promise<AfterSaleRecord> {
  const [goods, refund, timeline] = await Promise.all([
    db.selectFrom('goods').select('goods_no').where('id', '=', row.goods_id).executeTakeFirst(),
    db.selectFrom('refund').select(['amount', 'refund_date']).where('after_sale_id', '=', row.id).executeTakeFirst(),
    timelineOf(db, row.id),
  ]);
  return afterSaleToWire(row, { goodsNo: goods?.goods_no ?? '', refund, timeline });
}
