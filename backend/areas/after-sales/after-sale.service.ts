import {
  DELIVERY_CENTER,
  type AfterSaleApplyForm,
  type AfterSaleApplyInfo,
  type AfterSaleListItem,
  type AfterSaleListQuery,
  type AfterSaleRecord,
} from '../../../common/areas/after-sales/after-sale.ts';
import { OPEN_STATES, type BuyerAfterSaleAction } from '../../../common/areas/after-sales/transitions.ts';
import { Code, type Page } from '../../../common/envelope.ts';
import { moneyToWire, type Money } from '../../../common/money.ts';
import { wireTime } from '../../../common/time.ts';
import type { Locale } from '../../../common/messages.ts';
import type { Caller } from '../../caller.ts';
import { slipPdf } from '../../documents/slip-pdf.ts';
import { AppError, notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { onePage } from '../../services/paging.ts';
import { addressToWire } from '../addresses/index.ts';
import {
  AFTER_SALE_COLUMNS,
  afterSaleToListItem,
  loadRecord,
  visibleAfterSales,
  type AfterSaleJoined,
} from './after-sale-rows.ts';
import { applicationColumns, insertAfterSale, lineOf, openTypes, refundFor } from './apply.ts';
import { moveAfterSale, type AfterSaleMove } from './after-sale-transition.ts';
import { requestCancel } from './cancel-request.ts';

/**
 * After-sales on the buyer's side (SPEC §7): what a line allows, applying, a paid order's cancel,
 * the list and the detail, and the buyer's own steps (withdraw at 1 or 2, the return parcel at 2,
 * confirming a replacement at 4), each through the after-sale's one executor
 * (after-sale-transition.ts).
 */
export function afterSaleService({ db, clock }: Deps) {
  const find = async (caller: Caller, id: number): Promise<AfterSaleJoined> => {
    const row = await visibleAfterSales(db, caller)
      .selectAll('after_sale')
      .select(AFTER_SALE_COLUMNS)
      .where('after_sale.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  /** One buyer step, through the after-sale's one executor. */
  const step = async (
    caller: Caller,
    id: number,
    action: BuyerAfterSaleAction,
    { set, note }: Pick<AfterSaleMove, 'set' | 'note'> = {},
  ): Promise<AfterSaleRecord> => {
    const row = await find(caller, id);
    const move = { row, action, actor: 'buyer', now: clock.now(), set, note } as const;
    if (!(await db.transaction().execute((trx) => moveAfterSale(trx, move))))
      throw new AppError(Code.conflict, 'handledByOther');
    return loadRecord(db, await find(caller, id));
  };

  return {
    /** GET /rest/aftersale/apply/{orderItemId}: the line, what it still allows, until when, and the company's addresses. */
    async applyInfo(caller: Caller, orderItemId: number): Promise<AfterSaleApplyInfo> {
      const line = await lineOf(db, caller, orderItemId);
      const [goods, addresses] = await Promise.all([
        db.selectFrom('goods').select('goods_no').where('id', '=', line.goods_id).executeTakeFirst(),
        db
          .selectFrom('address')
          .selectAll()
          .where('company_id', '=', caller.companyId)
          .orderBy('is_default', 'desc')
          .orderBy('id')
          .execute(),
      ]);
      return {
        orderItemId: line.id,
        orderId: line.order_id,
        orderNo: line.order_no,
        orderStatus: line.order_status,
        payTypeId: line.pay_type_id,
        goodsId: line.goods_id,
        goodsName: line.goods_name,
        goodsImage: line.goods_image,
        goodsNo: goods?.goods_no ?? '',
        goodsPrice: moneyToWire(line.goods_price as Money),
        goodsQuantity: line.goods_quantity,
        allowedQuantity: line.goods_quantity - line.after_sale_quantity,
        unitRefund: moneyToWire(refundFor(line, 1)),
        types: openTypes(line, clock.now()),
        receiveDate: line.receive_time === null ? null : wireTime(line.receive_time),
        addresses: addresses.map(addressToWire),
        deliveryCenter: DELIVERY_CENTER,
      };
    },

    /**
     * POST /rest/aftersale/submit: a return, exchange or repair of part or all of a completed line,
     * within its type's window; the quantity is taken under a conditional update, so the answer to
     * an application that no longer fits says how many still do.
     */
    async submit(caller: Caller, form: AfterSaleApplyForm): Promise<number> {
      const line = await lineOf(db, caller, form.orderItemId);
      const now = clock.now();
      const open = openTypes(line, now);
      if (open.length === 0) throw refused('afterSaleNotOffered');
      if (!open.some(({ type }) => type === form.afterSaleType)) throw refused('afterSaleTypeClosed');
      // More than the line allows is a wrong form (SPEC §5: refused with the number allowed); what
      // fitted when read but was taken meanwhile is the ledger's refusal below.
      const allowed = line.goods_quantity - line.after_sale_quantity;
      if (form.goodsQuantity > allowed) throw new AppError(Code.invalid, 'afterSaleQuantity', { max: allowed });
      const fields = await applicationColumns(db, caller, form, line, now);
      const id = await db.transaction().execute((trx) =>
        insertAfterSale(trx, {
          line,
          caller,
          type: form.afterSaleType,
          quantity: form.goodsQuantity,
          reason: form.reason,
          remark: form.remark,
          fields,
          now,
        }),
      );
      if (id === undefined) {
        const fresh = await lineOf(db, caller, form.orderItemId);
        throw refused('afterSaleQuantityTaken', { max: fresh.goods_quantity - fresh.after_sale_quantity });
      }
      return id;
    },

    /** rest/aftersale/myAfterSale: newest first; a tab by status (or all open ones), a search by either number. */
    async list(caller: Caller, query: AfterSaleListQuery): Promise<Page<AfterSaleListItem>> {
      let filter = visibleAfterSales(db, caller);
      if (query.status === 'open') filter = filter.where('after_sale.status', 'in', OPEN_STATES);
      else if (query.status) filter = filter.where('after_sale.status', '=', Number(query.status));
      if (query.q) {
        const like = `%${query.q}%`;
        filter = filter.where((eb) =>
          eb.or([eb('after_sale.after_sale_no', 'like', like), eb('orders.order_no', 'like', like)]),
        );
      }
      const rows = filter.selectAll('after_sale').select(AFTER_SALE_COLUMNS).orderBy('after_sale.id', 'desc');
      const { rows: page, total } = await onePage(rows, filter, query);
      return { list: page.map(afterSaleToListItem), total };
    },

    /** After-sales still being worked on, not orders that once had one: the user home's tile. */
    async openCount(caller: Caller): Promise<number> {
      const row = await visibleAfterSales(db, caller)
        .where('after_sale.status', 'in', OPEN_STATES)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async info(caller: Caller, id: number): Promise<AfterSaleRecord> {
      return loadRecord(db, await find(caller, id));
    },

    /** The RMA slip of an after-sale the caller may see, as a PDF. */
    async slip(caller: Caller, id: number, locale: Locale) {
      const record = await loadRecord(db, await find(caller, id));
      return { name: `${record.afterSaleNo}.pdf`, bytes: await slipPdf(record, locale, new Date(clock.now())) };
    },

    /** The buyer withdraws at 1 or 2: the quantity goes back to the line. */
    withdraw: (caller: Caller, id: number) => step(caller, id, 'withdraw'),

    /** At 2 the buyer says how the goods travel back; the state stays 2 and the staff wait for them. */
    shipBack: (caller: Caller, id: number, form: { carrier: string; trackingNo: string }) =>
      step(caller, id, 'shipBack', {
        set: { return_carrier: form.carrier, return_tracking_no: form.trackingNo },
        note: `${form.carrier} ${form.trackingNo}`,
      }),

    /** At 4 the buyer confirms the replacement (or repaired goods) arrived: completed. */
    confirm: (caller: Caller, id: number) => step(caller, id, 'confirm'),

    /** A paid order's 取消订单, which rest/order/cancel leaves to after-sales (cancel-request.ts). */
    requestCancel: (caller: Caller, orderId: number, reason: string) =>
      requestCancel({ db, clock }, caller, orderId, reason),
  };
}
