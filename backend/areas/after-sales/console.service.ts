import type { Transaction } from 'kysely';
import { RefundType, ReturnType } from '../../../common/areas/after-sales/after-sale.ts';
import {
  AFTER_SALE_ACTION_RULES,
  type ConsoleAfterSale,
  type ConsoleAfterSaleDetail,
} from '../../../common/areas/after-sales/console.ts';
import {
  afterSaleNextState,
  AfterSaleStatus,
  AfterSaleType,
  staffAfterSaleActionsOf,
  type StaffAfterSaleAction,
} from '../../../common/areas/after-sales/transitions.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import type { ConsoleQuery } from '../../../common/areas/staff/console.ts';
import { Code, type Page } from '../../../common/envelope.ts';
import { message, type MessageKey } from '../../../common/messages.ts';
import { moneyToText, moneyToWire, payable, type Money } from '../../../common/money.ts';
import { OrderStatus } from '../../../common/status.ts';
import { shanghaiDate, wireTime } from '../../../common/time.ts';
import type { Database } from '../../db/types.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { consoleList } from '../../services/console-list.ts';
import { AFTER_SALE_COLUMNS, loadRecord, refundable, type AfterSaleJoined } from './after-sale-rows.ts';
import { chargeRefund, releaseQuantity } from './ledger.ts';
import { assertCancelCoversOrder, assertNoCancelApproved, everyLineIn } from './order-cancel-whole.ts';
import { restoreCredit } from '../credit/index.ts';
import { closeOrder, restock } from '../orders/index.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { audit, timelineOf } from '../../services/audit.ts';
import { notify } from '../../services/notify.ts';
import { assertMay, handledByOther } from '../../services/staff-permission.ts';

/** What a staff step brings besides the action: the form's fields and the state its page showed. */
export interface AfterSaleStepInput {
  seen?: string;
  reason?: string;
  note?: string;
  carrier?: string;
  trackingNo?: string;
  amount?: Money;
  date?: string;
  serial?: string;
}

type Row = AfterSaleJoined & { company: string; applicant: string; applicant_mobile: string };

/**
 * After-sales on the staff side: the queues, one after-sale beside its order, line,
 * evidence and timeline, and one step per allowed transition — approve, reject, receive and
 * inspect, ship a replacement, record a refund. Each step is one conditional update on the
 * state the staff member saw (a second hand gets 10060), with its timeline row, its audit row
 * and what it moves (quantity, stock, money) in the same transaction; the buyer gets an SMS.
 * Money comes back exactly once: a refund row per after-sale (unique), at most what its units were
 * worth, the line's refunded amount capped by what was paid for the line and the order's refunds
 * by what was paid for the order.
 */
export function afterSaleConsoleService({ db, clock, sms }: Deps) {
  const base = () =>
    db
      .selectFrom('after_sale')
      .innerJoin('orders', 'orders.id', 'after_sale.order_id')
      .innerJoin('order_item', 'order_item.id', 'after_sale.order_item_id')
      .innerJoin('company', 'company.id', 'after_sale.company_id')
      .innerJoin('account', 'account.id', 'after_sale.account_id');

  const select = () =>
    base()
      .selectAll('after_sale')
      .select(AFTER_SALE_COLUMNS)
      .select(['company.name as company', 'account.username as applicant', 'account.mobile as applicant_mobile']);

  const toWire = (row: Row): ConsoleAfterSale => ({
    id: row.id,
    afterSaleNo: row.after_sale_no,
    orderNo: row.order_no,
    company: row.company,
    goodsName: row.goods_name,
    goodsQuantity: row.goods_quantity,
    afterSaleType: row.after_sale_type,
    status: row.status,
    applyDate: wireTime(row.created_at),
  });

  const load = async (id: number): Promise<Row> => {
    const row = await select().where('after_sale.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  const detailOf = async (row: Row): Promise<ConsoleAfterSaleDetail> => ({
    ...toWire(row),
    companyId: row.company_id,
    orderId: row.order_id,
    payTypeId: row.pay_type_id,
    orderStatus: row.order_status,
    applicant: row.applicant,
    record: await loadRecord(db, row),
    refundableAmount: moneyToWire(refundCap(row)),
    actions: staffAfterSaleActionsOf(row.after_sale_type, row.status),
    audit: await timelineOf(db, 'afterSale', row.id),
  });

  /**
   * The most this after-sale may refund: what its units were worth when applied for (its
   * refund_amount), and never more than the line has left. A return of 1 of 10 units cannot
   * take the money of the other 9.
   */
  const refundCap = (row: Row): Money => Math.min(refundable(row), row.refund_amount) as Money;

  /** Where a refund goes: credit back to the quota, a transfer back to the payer, or the account given. */
  const routeOf = (row: Row) =>
    row.refund_type === RefundType.account ? 'account' : row.pay_type_id === PayType.credit ? 'credit' : 'transfer';

  /** What a step changes besides the state, in the step's transaction; a refusal rolls it all back. */
  const effects = async (
    trx: Transaction<Database>,
    row: Row,
    action: StaffAfterSaleAction,
    input: AfterSaleStepInput,
    actor: StaffActor,
    now: number,
  ) => {
    if (action === 'reject' && row.after_sale_type === AfterSaleType.cancel)
      await assertNoCancelApproved(trx, row.order_id, row.id);
    if (action === 'reject') await releaseQuantity(trx, row.order_item_id, row.goods_quantity);
    if (action === 'approve' && row.after_sale_type === AfterSaleType.cancel) await cancelLine(trx, row, now);
    if (action === 'receive') await restock(trx, row.goods_id, row.goods_quantity);
    if (action === 'refund') {
      const amount = input.amount!;
      const route = routeOf(row);
      // The order's row first (a no-op update holds it), so refunds of its lines at once are counted
      // one after the other: together they never exceed what was paid for the order, whose total was
      // rounded once while each line's amount is rounded on its own.
      const order = await trx
        .updateTable('orders')
        .set((eb) => ({ order_status: eb.ref('order_status') }))
        .where('id', '=', row.order_id)
        .returning('actual_pay_amount')
        .executeTakeFirstOrThrow();
      const refunded = await trx
        .selectFrom('refund')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
        .where('order_id', '=', row.order_id)
        .executeTakeFirstOrThrow();
      const orderLeft = Number(order.actual_pay_amount) - Number(refunded.total);
      if (amount > orderLeft || !(await chargeRefund(trx, row.order_item_id, amount, payable(row.line_total as Money))))
        throw new AppError(Code.refused, 'afterSaleRefundTooMuch', {
          max: moneyToText(Math.max(0, Math.min(refundCap(row), orderLeft)) as Money, 2),
        });
      const refund = await trx
        .insertInto('refund')
        .values({
          after_sale_id: row.id,
          order_id: row.order_id,
          order_item_id: row.order_item_id,
          company_id: row.company_id,
          amount,
          route,
          refund_date: route === 'credit' ? shanghaiDate(now) : input.date!,
          serial: route === 'credit' ? null : input.serial!,
          staff_id: actor.staffId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (route === 'credit')
        await restoreCredit(trx, {
          companyId: row.company_id,
          kind: 'refund',
          refId: refund.id,
          amount: amount as Money,
          now,
        });
      if (row.after_sale_type === AfterSaleType.return) await closeIfAllReturned(trx, row, now);
    }
  };

  /**
   * An order still awaiting receipt whose every line came back whole and was refunded (a parcel
   * the buyer refused, a shipped order's cancel) is over: it is cancelled, never 确认收货 again.
   */
  const closeIfAllReturned = async (trx: Transaction<Database>, row: Row, now: number) => {
    if (await everyLineIn(trx, row.order_id, AfterSaleType.return, [AfterSaleStatus.completed], row.id))
      await closeOrder(trx, row.order_id, OrderStatus.awaitingReceipt, row.remark || null, now);
  };

  /**
   * A cancel approved before shipment: the line's goods return to stock; once every line of the
   * order is cancelled whole, the order itself is cancelled (its money comes back by the refunds).
   */
  const cancelLine = async (trx: Transaction<Database>, row: Row, now: number) => {
    // A no-op update on the unshipped order: it holds the order's row until this commits, so a
    // shipment at the same moment waits, and a shipped order is refused (it needs a return).
    const unshipped = await trx
      .updateTable('orders')
      .set({ order_status: OrderStatus.awaitingShipment })
      .where('id', '=', row.order_id)
      .where('order_status', '=', OrderStatus.awaitingShipment)
      .executeTakeFirst();
    if (Number(unshipped.numUpdatedRows) !== 1) throw new AppError(Code.conflict, 'afterSaleCancelShipped');
    await assertCancelCoversOrder(trx, row.order_id);
    await restock(trx, row.goods_id, row.goods_quantity);
    const decided = [AfterSaleStatus.refunding, AfterSaleStatus.completed];
    if (await everyLineIn(trx, row.order_id, AfterSaleType.cancel, decided, row.id))
      await closeOrder(trx, row.order_id, OrderStatus.awaitingShipment, row.remark || null, now);
  };

  /** The buyer's SMS after each step, with what to do next where there is something. */
  const smsOf = (row: Row, action: StaffAfterSaleAction, input: AfterSaleStepInput): string => {
    const no = row.after_sale_no;
    const say = (key: MessageKey, params: Record<string, string> = {}) => message('zh-CN', key, { no, ...params });
    switch (action) {
      case 'approve': {
        const next =
          row.after_sale_type === AfterSaleType.cancel
            ? say('afterSaleNextRefund')
            : row.return_type === ReturnType.pickup
              ? say('afterSaleNextPickup', { date: row.pickup_date })
              : say('afterSaleNextShipBack');
        return say('smsAfterSaleApprovedText', { next });
      }
      case 'reject':
        return say('smsAfterSaleRejectedText', { reason: input.reason ?? '' });
      case 'receive':
        return say('smsAfterSaleReceivedText');
      case 'shipReplacement':
        return say('smsAfterSaleShippedText', { carrier: input.carrier ?? '', trackingNo: input.trackingNo ?? '' });
      case 'refund': {
        const route = routeOf(row);
        return say('smsAfterSaleRefundedText', {
          amount: moneyToText(input.amount!, 2),
          route: say(
            route === 'credit'
              ? 'refundRouteCredit'
              : route === 'account'
                ? 'refundRouteAccount'
                : 'refundRouteTransfer',
          ),
        });
      }
    }
  };

  return {
    async list(actor: StaffActor, query: ConsoleQuery): Promise<Page<ConsoleAfterSale>> {
      assertMay(actor, 'view');
      const { rows, total } = await consoleList(
        base(),
        query,
        {
          search: ['after_sale.after_sale_no', 'orders.order_no', 'company.name'],
          state: 'after_sale.status',
          sorts: { created: 'after_sale.created_at' },
          tie: 'after_sale.id',
        },
        (rows) =>
          rows
            .selectAll('after_sale')
            .select(AFTER_SALE_COLUMNS)
            .select(['company.name as company', 'account.username as applicant', 'account.mobile as applicant_mobile']),
      );
      return { list: rows.map(toWire), total };
    },

    async detail(actor: StaffActor, id: number): Promise<ConsoleAfterSaleDetail> {
      assertMay(actor, 'view');
      return detailOf(await load(id));
    },

    /** One allowed step, by one who may take it, on the state the page showed. */
    async act(
      actor: StaffActor,
      id: number,
      action: StaffAfterSaleAction,
      input: AfterSaleStepInput = {},
    ): Promise<ConsoleAfterSaleDetail> {
      assertMay(actor, AFTER_SALE_ACTION_RULES[action].right);
      const current = await load(id);
      if (input.seen !== undefined && input.seen !== String(current.status))
        throw handledByOther(await detailOf(current));
      const next = afterSaleNextState(current.after_sale_type, current.status, action);
      if (next === undefined) throw new AppError(Code.conflict, 'actionNotAllowed', {}, await detailOf(current));
      if (action === 'refund') {
        const amount = input.amount ?? (0 as Money);
        if (amount <= 0 || amount % 100 !== 0) throw new AppError(Code.invalid, 'afterSaleRefundFen');
        if (amount > refundCap(current))
          throw new AppError(Code.refused, 'afterSaleRefundTooMuch', { max: moneyToText(refundCap(current), 2) });
        if (routeOf(current) !== 'credit' && (!input.date || !input.serial))
          throw new AppError(Code.invalid, 'required', { field: 'field.paymentSerial' });
      }
      const now = clock.now();
      const note =
        action === 'reject'
          ? (input.reason ?? null)
          : action === 'shipReplacement'
            ? `${input.carrier} ${input.trackingNo}`
            : action === 'refund'
              ? moneyToText(input.amount!, 2)
              : (input.note ?? null);
      const moved = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('after_sale')
          .set({
            status: next,
            updated_at: now,
            ...(action === 'reject' ? { reject_reason: input.reason ?? '' } : {}),
            ...(action === 'shipReplacement'
              ? { replacement_carrier: input.carrier, replacement_tracking_no: input.trackingNo }
              : {}),
          })
          .where('id', '=', id)
          .where('status', '=', current.status)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await effects(trx, current, action, input, actor, now);
        await trx
          .insertInto('after_sale_event')
          .values({ after_sale_id: id, status: next, action, note, by_staff: 1, created_at: now })
          .execute();
        await audit(
          trx,
          actor,
          {
            action: `afterSale.${action}`,
            entity: 'afterSale',
            entityId: id,
            label: current.after_sale_no,
            before: { status: current.status },
            after: { status: next, ...(action === 'refund' ? { refund: moneyToText(input.amount!, 2) } : {}) },
            reason: note,
          },
          now,
        );
        return true;
      });
      if (!moved) throw handledByOther(await detailOf(await load(id)));
      await notify(sms, current.applicant_mobile, smsOf(current, action, input));
      return detailOf(await load(id));
    },
  };
}
