import { moneyToText, moneyToWire, type Money } from '../../../common/money.ts';
import { CheckStatus } from '../../../common/areas/orders/transitions.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { wireTime } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import type { Page } from '../../../common/envelope.ts';
import type { Deps } from '../../services/deps.ts';
import { visibleOrders } from './order-rows.ts';
import { movePurchase } from './purchase-transition.ts';
import { levelOf, mayDecide, visiblePurchases } from './purchase-visibility.ts';
import { recordCompanyAudit } from '../../services/company-audit.ts';
import { createOrder } from './order-create.ts';
import { pricedLines, totalOf } from './priced-lines.ts';
import { lineToWire, PAY_MODES } from './settlement.service.ts';
import { regionText } from '../../../common/areas/addresses/region-text.ts';
import { resubmitPurchase } from './purchase-resubmit.ts';
import type { ResubmitPurchaseForm } from '../../../common/areas/orders/order.ts';
import type { PurchaseDetail, PurchaseRow } from '../../../common/areas/orders/order-types.ts';
import { lockPurchase } from './purchase-lock.ts';
import { onePage } from '../../services/paging.ts';

/**
 * Purchase approval (DESIGN.md decision 2): a purchaser's settlements, awaiting
 * approval once submitted when the company's approval rule says so; the main account and
 * approvers approve, which makes the order, or reject with a reason — an approver only what is
 * within its level, nobody their own. A purchaser sees its own purchases, the main account every
 * submitted one of the company, an approver those it may decide. Each decision is a row of the
 * company's audit trail, written in the decision's transaction.
 */
export function purchaseService(deps: Deps) {
  const { db, dialect, clock } = deps;
  const find = async (caller: Caller, purchaseId: number) => {
    const purchase = await visiblePurchases(db, caller)
      .selectAll('purchase')
      .where('purchase.id', '=', purchaseId)
      .executeTakeFirst();
    if (!purchase) throw notFound();
    return purchase;
  };

  const names = async (ids: (number | null)[]) => {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map<number, string>();
    const rows = await db.selectFrom('account').select(['id', 'username']).where('id', 'in', wanted).execute();
    return new Map(rows.map((row) => [row.id, row.username]));
  };

  /**
   * A submitted purchase of the caller's company that the caller may decide, its row locked on
   * PostgreSQL so that a decision at the same moment waits and then finds it decided; one never
   * submitted, the caller's own, or one above the caller's level (an approver and a purchase only
   * the main account may decide) is nobody's to decide here: not found.
   */
  const lockSubmitted = async (trx: Db, caller: Caller, purchaseId: number) => {
    await lockPurchase(trx, dialect, purchaseId);
    const purchase = await trx
      .selectFrom('purchase')
      .selectAll()
      .where('id', '=', purchaseId)
      .where('company_id', '=', caller.companyId)
      .where('needs_approval', '=', 1)
      .where('check_status', '!=', CheckStatus.notApplied)
      .where('account_id', '!=', caller.accountId)
      .where('approval_level', '<=', levelOf(caller))
      .executeTakeFirst();
    if (!purchase) throw notFound();
    return purchase;
  };

  /** The decision's row in the company's audit trail, in its transaction. */
  const audit = (
    trx: Db,
    caller: Caller,
    purchase: { id: number; batch: string; approval_level: number },
    kind: 'purchaseApproved' | 'purchaseRejected',
    detail: { amount: Money; reason?: string },
    now: number,
  ) =>
    recordCompanyAudit(trx, {
      companyId: caller.companyId,
      accountId: caller.accountId,
      actor: caller.username,
      kind,
      subjectId: purchase.id,
      subjectLabel: purchase.batch,
      detail: { amount: moneyToText(detail.amount, 2), level: purchase.approval_level, reason: detail.reason },
      now,
    });

  return {
    /** rest/order/purchase/page: newest first. */
    async page(caller: Caller, page: number, limit: number): Promise<Page<PurchaseRow>> {
      const base = visiblePurchases(db, caller);
      const { rows, total } = await onePage(
        base.selectAll('purchase').orderBy('purchase.created_at', 'desc').orderBy('purchase.id', 'desc'),
        base,
        { page, limit },
      );
      const who = await names(rows.flatMap((row) => [row.account_id, row.checker_id]));
      return {
        list: rows.map((row) => ({
          id: row.id,
          batch: row.batch,
          quantity: row.quantity,
          totalAmount: moneyToWire(row.total_amount as Money),
          purchaser: who.get(row.account_id) ?? '',
          applyDate: wireTime(row.submitted_at ?? row.created_at),
          checkStatus: row.check_status,
          checker: row.checker_id !== null ? (who.get(row.checker_id) ?? '') : '',
          checkDate: row.check_date !== null ? wireTime(row.check_date) : '',
          approvalLevel: row.approval_level,
          canDecide: mayDecide(caller, row),
        })),
        total,
      };
    },

    /** rest/order/purchase/info/{id}: the purchase as submitted, with its order once approved. */
    async info(caller: Caller, purchaseId: number): Promise<PurchaseDetail> {
      const purchase = await find(caller, purchaseId);
      const lines = await pricedLines(db, purchase.id, clock.now());
      const address = purchase.consignee_id
        ? await db
            .selectFrom('address')
            .selectAll()
            .where('id', '=', purchase.consignee_id)
            .where('company_id', '=', caller.companyId)
            .executeTakeFirst()
        : undefined;
      const header = purchase.invoice_header_id
        ? await db
            .selectFrom('invoice_header')
            .select(['unit_name', 'taxcode'])
            .where('id', '=', purchase.invoice_header_id)
            .where('company_id', '=', caller.companyId)
            .executeTakeFirst()
        : undefined;
      const order = await visibleOrders(db, { ...caller, accountType: CustomerAccountType.main })
        .select(['orders.id', 'orders.order_no'])
        .where('orders.purchase_id', '=', purchase.id)
        .executeTakeFirst();
      const who = await names([purchase.account_id, purchase.checker_id]);
      return {
        id: purchase.id,
        batch: purchase.batch,
        goodsList: lines.map(lineToWire),
        payModeList: PAY_MODES,
        consigneeList: address
          ? [
              {
                id: address.id,
                consignee: address.consignee,
                mobile: address.mobile,
                areaName: regionText(address.province_name, address.city_name, address.county_name),
                address: address.address,
              },
            ]
          : [],
        invoiceHeader: header ? { unitName: header.unit_name, taxcode: header.taxcode } : null,
        // Approved purchases keep the amount they were ordered at; others show what they would cost now.
        totalAmount: moneyToWire(
          (purchase.check_status === CheckStatus.awaitingApproval ? totalOf(lines) : purchase.total_amount) as Money,
        ),
        payTypeId: purchase.pay_type_id,
        checkStatus: purchase.check_status,
        purchaser: who.get(purchase.account_id) ?? '',
        checker: purchase.checker_id !== null ? (who.get(purchase.checker_id) ?? '') : '',
        checkDate: purchase.check_date !== null ? wireTime(purchase.check_date) : '',
        applyDate: wireTime(purchase.submitted_at ?? purchase.created_at),
        rejectReason: purchase.reject_reason,
        orderId: order?.id ?? null,
        orderNo: order?.order_no ?? null,
        approvalLevel: purchase.approval_level,
        canDecide: mayDecide(caller, purchase),
      };
    },

    /** rest/order/checkPass/{id}: the order is made now, with stock reserved and credit charged as for any order. */
    async approve(caller: Caller, purchaseId: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const purchase = await lockSubmitted(trx, caller, purchaseId);
        const now = clock.now();
        const lines = await pricedLines(trx, purchase.id, now);
        await movePurchase(trx, {
          purchase,
          step: 'approve',
          actor: caller,
          now,
          set: { total_amount: totalOf(lines) },
        });
        await audit(trx, caller, purchase, 'purchaseApproved', { amount: totalOf(lines) }, now);
        return createOrder(
          trx,
          {
            purchaseId: purchase.id,
            companyId: purchase.company_id,
            accountId: purchase.account_id,
            payTypeId: purchase.pay_type_id ?? 0,
            consigneeId: purchase.consignee_id ?? 0,
            invoiceHeaderId: purchase.invoice_header_id ?? 0,
            lines,
          },
          now,
        );
      });
    },

    /** rest/order/purchase/resubmit/{id}: a rejected purchase, changed, awaiting approval again. */
    resubmit: (caller: Caller, purchaseId: number, form: ResubmitPurchaseForm) =>
      resubmitPurchase(deps, caller, purchaseId, form),

    /** rest/order/checkUnPass {reason, purchaseId}. */
    async reject(caller: Caller, purchaseId: number, reason: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const purchase = await lockSubmitted(trx, caller, purchaseId);
        const set = { reject_reason: reason };
        const now = clock.now();
        await movePurchase(trx, { purchase, step: 'reject', actor: caller, now, set });
        await audit(trx, caller, purchase, 'purchaseRejected', { amount: purchase.total_amount as Money, reason }, now);
      });
    },
  };
}
