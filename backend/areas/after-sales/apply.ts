import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  AFTER_SALE_WINDOW_DAYS,
  DELIVERY_CENTER,
  RefundType,
  ReturnType,
  type AfterSaleApplyForm,
} from '../../../common/areas/after-sales/after-sale.ts';
import { AfterSaleType, goodsTravel, refundsMoney } from '../../../common/areas/after-sales/transitions.ts';
import { regionText } from '../../../common/areas/addresses/region-text.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import { lineTotal, payable, type Money } from '../../../common/money.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import { shanghaiDate, shanghaiDay } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import type { Database, Db } from '../../db/types.ts';
import { notFound, refused } from '../../errors.ts';
import { regionNames } from '../addresses/index.ts';
import { holdAfterSaleEvidence } from '../files/index.ts';
import { holdLineQuantity, visibleOrders } from '../orders/index.ts';
import { refundable } from './after-sale-rows.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Order lines as the caller may see them, with what an application needs. */
const visibleLines = (db: Db, caller: Caller) =>
  visibleOrders(db, caller)
    .innerJoin('order_item', 'order_item.order_id', 'orders.id')
    .select([
      'orders.id as order_id',
      'orders.order_no',
      'orders.order_status',
      'orders.pay_type_id',
      'orders.receive_time',
      'orders.consignee',
      'orders.mobile as order_mobile',
      'orders.area_name as order_area_name',
      'orders.address as order_address',
      'order_item.id',
      'order_item.goods_id',
      'order_item.goods_name',
      'order_item.goods_image',
      'order_item.goods_price',
      'order_item.goods_quantity',
      'order_item.total_amount as line_total',
      'order_item.after_sale_quantity',
      'order_item.refunded_amount as line_refunded',
    ]);

/** An order line as the caller may see it. */
export async function lineOf(db: Db, caller: Caller, orderItemId: number) {
  const line = await visibleLines(db, caller).where('order_item.id', '=', orderItemId).executeTakeFirst();
  if (!line) throw notFound();
  return line;
}

/** Every line of an order the caller may see, in their order. */
export async function linesOfOrder(db: Db, caller: Caller, orderId: number): Promise<Line[]> {
  const lines = await visibleLines(db, caller).where('orders.id', '=', orderId).orderBy('order_item.id').execute();
  if (lines.length === 0) throw notFound();
  return lines;
}
export type Line = Awaited<ReturnType<typeof lineOf>>;

/**
 * The types a completed line may still ask for, each with its last day (SPEC §4: after-sales once
 * the order is completed or received; a window per type after receipt). A cancel is
 * never asked for here: it comes from the order's 取消订单.
 */
export function openTypes(line: Pick<Line, 'order_status' | 'receive_time'>, now: number) {
  if (line.order_status !== OrderStatus.completed || line.receive_time === null) return [];
  const today = shanghaiDate(now);
  return ([AfterSaleType.return, AfterSaleType.exchange, AfterSaleType.repair] as const)
    .map((type) => ({ type, until: shanghaiDate(line.receive_time! + AFTER_SALE_WINDOW_DAYS[type] * DAY_MS) }))
    .filter(({ until }) => today <= until);
}

/** What `quantity` units of the line refund: their amount in fen, at most what the line has left. */
export function refundFor(line: Pick<Line, 'goods_price' | 'line_total' | 'line_refunded'>, quantity: number): Money {
  return Math.min(payable(lineTotal(line.goods_price as Money, quantity)), refundable(line)) as Money;
}

interface NewAfterSale {
  line: Line;
  caller: Caller;
  type: number;
  quantity: number;
  reason: string;
  remark: string;
  fields: Partial<{
    goods_status: string;
    apply_evidence: string;
    form_id: string | null;
    evidence: string;
    refund_type: string;
    refund_to: string;
    return_type: string;
    shipper: string;
    mobile: string;
    province: number | null;
    city: number | null;
    county: number | null;
    area_name: string;
    address: string;
    pickup_date: string;
  }>;
  now: number;
}

/**
 * Writes one application in the caller's transaction: the line's quantity is taken first (the
 * orders area's conditional update, so parallel applications can never exceed what was bought),
 * then the record, its number (AS + day + id) and the first step of its timeline. Answers its id, or
 * undefined when the line no longer allows the quantity.
 */
export async function insertAfterSale(trx: Transaction<Database>, a: NewAfterSale): Promise<number | undefined> {
  if (!(await holdLineQuantity(trx, a.line.id, a.quantity))) return undefined;
  // Its evidence stays until the application commits: a delete at the same moment waits or refuses.
  const evidence = a.fields.evidence ? a.fields.evidence.split(',') : [];
  if (a.fields.form_id) await holdAfterSaleEvidence(trx, a.fields.form_id, evidence);
  const { id } = await trx
    .insertInto('after_sale')
    .values({
      // A placeholder as unique as the number that replaces it in this transaction.
      after_sale_no: `new-${randomBytes(8).toString('hex')}`,
      company_id: a.caller.companyId,
      account_id: a.caller.accountId,
      order_id: a.line.order_id,
      order_item_id: a.line.id,
      after_sale_type: a.type,
      goods_quantity: a.quantity,
      refund_amount: refundsMoney(a.type) ? refundFor(a.line, a.quantity) : 0,
      reason: a.reason,
      remark: a.remark,
      delivery_center: a.type === AfterSaleType.cancel ? '' : DELIVERY_CENTER,
      ...a.fields,
      created_at: a.now,
      updated_at: a.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('after_sale')
    .set({ after_sale_no: `AS${shanghaiDay(a.now)}${String(id).padStart(6, '0')}` })
    .where('id', '=', id)
    .execute();
  await trx
    .insertInto('after_sale_event')
    .values({ after_sale_id: id, status: 1, action: 'apply', note: a.remark || null, created_at: a.now })
    .execute();
  return id;
}

/**
 * The columns of an application form: its choices as SPEC §3 names them, the pickup address
 * (one of the company's, or typed and checked against the region table), and the evidence,
 * which must be live uploads of the caller's company (another company's path names nothing).
 */
export async function applicationColumns(db: Db, caller: Caller, form: AfterSaleApplyForm, line: Line, now: number) {
  if (form.refundType === RefundType.account && line.pay_type_id === PayType.credit)
    throw refused('afterSaleRefundAccountOnly');
  if (form.returnType === ReturnType.pickup && form.pickupDate! <= shanghaiDate(now))
    throw refused('afterSalePickupPast');
  let formId: string | null = null;
  if (form.evidence.length > 0) {
    const files = await db
      .selectFrom('attachment')
      .select(['path', 'form_id'])
      .where('company_id', '=', caller.companyId)
      .where('doctype', '=', 'evidence')
      .where('deleted_at', 'is', null)
      .where('path', 'in', form.evidence)
      .execute();
    const forms = new Set(files.map((file) => file.form_id));
    if (files.length !== form.evidence.length || forms.size !== 1) throw notFound();
    formId = files[0]!.form_id;
    const used = await db.selectFrom('after_sale').select('id').where('form_id', '=', formId).executeTakeFirst();
    if (used) throw refused('fileInUse');
  }
  const travels = goodsTravel(form.afterSaleType);
  let pickup = {};
  if (travels && form.addressId !== undefined) {
    const address = await db
      .selectFrom('address')
      .selectAll()
      .where('id', '=', form.addressId)
      .where('company_id', '=', caller.companyId)
      .executeTakeFirst();
    if (!address) throw notFound();
    pickup = {
      shipper: address.consignee,
      mobile: address.mobile,
      province: address.province,
      city: address.city,
      county: address.county,
      area_name: regionText(address.province_name, address.city_name, address.county_name),
      address: address.address,
    };
  } else if (travels) {
    const region = { province: form.province!, city: form.city!, county: form.county! };
    const names = await regionNames(db, region);
    pickup = {
      shipper: form.shipper,
      mobile: form.mobile!,
      ...region,
      area_name: regionText(names.province_name, names.city_name, names.county_name),
      address: form.address,
    };
  }
  return {
    goods_status: form.goodsStatus ?? '',
    apply_evidence: form.applyEvidence ?? '',
    form_id: formId,
    evidence: form.evidence.join(','),
    refund_type: form.refundType ?? '',
    refund_to: form.refundType === RefundType.account ? form.refundTo : '',
    return_type: travels ? (form.returnType ?? '') : '',
    pickup_date: form.returnType === ReturnType.pickup ? form.pickupDate! : '',
    ...pickup,
  };
}

/** DESIGN.md decision 18: what a paid order's 取消订单 opens — a cancel before shipment, a return after it. */
export const cancelTypeOf = (orderStatus: number) =>
  orderStatus === OrderStatus.awaitingShipment ? AfterSaleType.cancel : AfterSaleType.return;
