import { z } from 'zod';
import { EVIDENCE_IMAGES_MAX, FIELD_MAX, REMARK_MAX, TABLE_PAGE_SIZES, MAX_PAGE_SIZE } from '../../constants.ts';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from '../../messages.ts';
import * as rule from '../../rules.ts';
import { fields } from '../../schemas/fields.ts';
import { codedChoice } from '../../schemas/coded.ts';
import { recordId, wholeNumber, wholeOr } from '../../schemas/ids.ts';
import { parcelSchema } from '../../schemas/parcel.ts';
import { isAttachmentPath } from '../files/index.ts';
import type { Address } from '../addresses/index.ts';
import { AFTER_SALE_TYPES, goodsTravel, refundsMoney } from './transitions.ts';

/**
 * After-sales (SPEC §3, §5): the application form, what the apply screen needs to
 * know about the line, and the record as its company and the staff read it.
 */

/**
 * How long after receipt each type may be asked for (the goods detail promises 7-day returns).
 * A cancel is asked for through the order's 取消订单 before it is completed, never here.
 */
export const AFTER_SALE_WINDOW_DAYS: Readonly<Record<1 | 2 | 3, number>> = { 1: 7, 2: 15, 3: 90 };
/** The longest window: after it the line is overdue (SPEC §3 overdueFlag) and offers no application. */
export const AFTER_SALE_LONGEST_DAYS = Math.max(...Object.values(AFTER_SALE_WINDOW_DAYS));

/** SPEC §3 refundType: 1 back the way it was paid (credit to the quota, a transfer to the payer), 2 to an account given. */
export const RefundType = { original: '1', account: '2' } as const;
/** SPEC §3 returnType: 1 the buyer sends the goods back, 2 a pickup is booked. */
export const ReturnType = { shipBack: '1', pickup: '2' } as const;
/** SPEC §3 goodsStatus: the goods as they are now. */
export const GOODS_STATUSES = ['1', '2', '3'] as const;
/** SPEC §3 applyEvidence: what proof the buyer holds besides the photos. */
export const APPLY_EVIDENCE = ['0', '1', '2'] as const;
/** The reasons offered; 'other' asks for a remark. */
export const AFTER_SALE_REASONS = ['quality', 'wrongGoods', 'damaged', 'missing', 'notNeeded', 'other'] as const;

/** Where goods are sent back to (SPEC §3 deliveryCenter): the shop's one after-sales centre. */
export const DELIVERY_CENTER = '上海市浦东新区张江路88号 采购商城售后中心 邮编201203 电话400-800-1688';

/**
 * The address choice that means 'type a new one'. Not the empty string: a form library reads an
 * empty value as no value and falls back to the default (the first address), so the new
 * address's fields never showed.
 */
export const NEW_ADDRESS = 'new';

/**
 * The application (SPEC §5 After-sale: a quantity above the allowed maximum is refused with the
 * number allowed; at most 5 evidence images). `maxQuantity` is what the line still allows, so
 * the browser and the server say the same; the backend checks it again under lock.
 */
export function afterSaleApplySchema(locale: Locale = DEFAULT_LOCALE, maxQuantity = 9999) {
  const f = fields(locale);
  const optional = (field: MessageKey, max: number) =>
    z
      .string()
      .optional()
      .transform((value) => value?.trim() ?? '')
      .refine((value) => rule.hasMaxLength(value, max), { error: f.say('maxLength', { field, max }) });
  const choice = <const T extends readonly [string, ...string[]]>(field: MessageKey, codes: T) =>
    codedChoice(codes, f.say('choose', { field }));
  return z
    .object({
      orderItemId: recordId(f.say('notFound')),
      afterSaleType: codedChoice(AFTER_SALE_TYPES, f.say('choose', { field: 'afterSale.type' })),
      goodsQuantity: wholeNumber(f.say('afterSaleQuantity', { max: maxQuantity }), (n) =>
        n
          .min(1, f.say('afterSaleQuantity', { max: maxQuantity }))
          .max(maxQuantity, f.say('afterSaleQuantity', { max: maxQuantity })),
      ),
      reason: z.enum(AFTER_SALE_REASONS, { error: f.say('choose', { field: 'afterSale.reason' }) }),
      goodsStatus: choice('afterSale.goodsStatus', GOODS_STATUSES).optional(),
      applyEvidence: choice('afterSale.applyEvidence', APPLY_EVIDENCE).optional(),
      remark: optional('afterSale.remark', REMARK_MAX),
      evidence: z
        // One hidden input per slot; an empty slot posts '' (which a form reads as nothing).
        .union([z.string(), z.array(z.string().optional())])
        .optional()
        .transform((value) => [value ?? []].flat().filter((path): path is string => Boolean(path)))
        .refine((paths) => paths.every(isAttachmentPath), { error: f.say('fileUnknown') })
        .refine((paths) => paths.length <= EVIDENCE_IMAGES_MAX, {
          error: f.say('evidenceTooMany', { max: EVIDENCE_IMAGES_MAX }),
        })
        .transform((paths) => [...new Set(paths)]),
      refundType: choice('afterSale.refundType', [RefundType.original, RefundType.account]).optional(),
      refundTo: optional('afterSale.refundTo', 60),
      returnType: choice('afterSale.returnType', [ReturnType.shipBack, ReturnType.pickup]).optional(),
      /** One of the company's delivery addresses instead of typing one. */
      addressId: z.preprocess(
        (value) => (value === '' || value === NEW_ADDRESS ? undefined : value),
        recordId(f.say('notFound')).optional(),
      ),
      shipper: optional('afterSale.shipper', FIELD_MAX),
      mobile: z
        .string()
        .trim()
        .optional()
        .refine((value) => value === undefined || rule.isMobile(value), { error: f.say('mobile') }),
      province: z.preprocess(
        (value) => (value === '' ? undefined : value),
        recordId(f.say('regionIncomplete')).optional(),
      ),
      city: z.preprocess((value) => (value === '' ? undefined : value), recordId(f.say('regionIncomplete')).optional()),
      county: z.preprocess(
        (value) => (value === '' ? undefined : value),
        recordId(f.say('regionIncomplete')).optional(),
      ),
      address: optional('field.address', 100),
      pickupDate: z
        .string()
        .optional()
        .refine((value) => value === undefined || rule.isCalendarDate(value), {
          error: f.say('dateInvalid', { field: 'afterSale.pickupDate' }),
        }),
    })
    .superRefine((form, ctx) => {
      const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (form.reason === 'other' && !form.remark) need('remark', f.say('afterSaleRemarkNeeded'));
      if (refundsMoney(form.afterSaleType)) {
        if (!form.refundType) need('refundType', f.say('choose', { field: 'afterSale.refundType' }));
        if (form.refundType === RefundType.account && !form.refundTo)
          need('refundTo', f.say('required', { field: 'afterSale.refundTo' }));
      }
      if (!goodsTravel(form.afterSaleType)) return;
      if (!form.goodsStatus) need('goodsStatus', f.say('choose', { field: 'afterSale.goodsStatus' }));
      if (!form.returnType) need('returnType', f.say('choose', { field: 'afterSale.returnType' }));
      // Where the goods come from (and a replacement goes): one of the company's addresses, or typed.
      if (form.addressId === undefined) {
        if (!form.shipper) need('shipper', f.say('required', { field: 'afterSale.shipper' }));
        if (!form.mobile) need('mobile', f.say('required', { field: 'field.mobile' }));
        if (!form.province || !form.city || !form.county) need('province', f.say('regionIncomplete'));
        if (!form.address) need('address', f.say('required', { field: 'field.address' }));
      }
      if (form.returnType === ReturnType.pickup && !form.pickupDate)
        need('pickupDate', f.say('required', { field: 'afterSale.pickupDate' }));
    });
}
export type AfterSaleApplyForm = z.infer<ReturnType<typeof afterSaleApplySchema>>;

/** The buyer's return parcel (at status 2): carrier and tracking number, as any parcel. */
export const shipBackSchema = parcelSchema;

/** rest/aftersale/myAfterSale: a status tab (none: all), a search by after-sale or order number, a page. */
export function afterSaleListQuery() {
  return z.object({
    status: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['open', '1', '2', '3', '4', '5', '6', '7']).optional().catch(undefined),
    ),
    q: z.preprocess((value) => (typeof value === 'string' ? value.trim().slice(0, 40) : ''), z.string()).catch(''),
    page: wholeOr(1, 1, 100_000),
    limit: wholeOr(TABLE_PAGE_SIZES[0], 1, MAX_PAGE_SIZE),
  });
}
export type AfterSaleListQuery = z.infer<ReturnType<typeof afterSaleListQuery>>;

/** What the apply screen needs to know about the line (GET /rest/aftersale/apply/{orderItemId}). */
export interface AfterSaleApplyInfo {
  orderItemId: number;
  orderId: number;
  orderNo: string;
  orderStatus: number;
  payTypeId: number;
  goodsId: number;
  goodsName: string;
  goodsImage: string;
  goodsNo: string;
  goodsPrice: number;
  /** Bought on this line. */
  goodsQuantity: number;
  /** What the line still allows: bought less what open and finished after-sales hold. */
  allowedQuantity: number;
  /** What one more unit would refund at most (the line's paid amount less refunds, per unit). */
  unitRefund: number;
  /** The types open now, each with the last day it may be asked for (null: before completion). */
  types: { type: number; until: string | null }[];
  receiveDate: string | null;
  addresses: Address[];
  deliveryCenter: string;
}

/** One step of an after-sale's timeline (newest first on the screens). */
export interface AfterSaleEvent {
  status: number;
  action: string;
  note: string | null;
  /** 'buyer' or 'staff'. */
  by: string;
  createDate: string;
}

/** An after-sale as its company reads it (SPEC §3 after-sale record, every field). */
export interface AfterSaleRecord {
  id: number;
  afterSaleNo: string;
  orderId: number;
  orderNo: string;
  orderItemId: number;
  afterSaleType: number;
  goodsId: number;
  goodsName: string;
  goodsImage: string;
  goodsNo: string;
  goodsQuantity: number;
  applyDate: string;
  status: number;
  returnType: string;
  applyEvidence: string;
  refundType: string;
  refundTo: string;
  /** What the refund will be (or was asked to be): unit price × quantity, capped by what is left. */
  refundAmount: number;
  actualRefundAmount: number | null;
  refundDate: string | null;
  reason: string;
  goodsStatus: string;
  remark: string;
  /** Comma-separated image paths (SPEC §3). */
  evidence: string;
  shipper: string;
  mobile: string;
  province: number | null;
  city: number | null;
  county: number | null;
  areaName: string;
  address: string;
  pickupDate: string;
  deliveryCenter: string;
  returnCarrier: string | null;
  returnTrackingNo: string | null;
  replacementCarrier: string | null;
  replacementTrackingNo: string | null;
  rejectReason: string | null;
  timeline: AfterSaleEvent[];
  actions: string[];
}

/** A row of rest/aftersale/myAfterSale. */
export interface AfterSaleListItem {
  id: number;
  afterSaleNo: string;
  orderNo: string;
  orderItemId: number;
  afterSaleType: number;
  goodsName: string;
  goodsImage: string;
  goodsQuantity: number;
  applyDate: string;
  status: number;
}
