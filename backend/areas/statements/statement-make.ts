import { ContractStatus } from '../../../common/areas/contracts/transitions.ts';
import { STATEMENT_OWED } from '../../../common/areas/statements/transitions.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import { shanghaiDate, shanghaiMoment } from '../../../common/time.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/types.ts';

/** Days of credit when the company has no contract saying otherwise. */
const DEFAULT_ACCOUNT_PERIOD = 30;

/** The first moment of a `YYYY-MM` month and of the month after it, Asia/Shanghai. */
export function monthBounds(month: string): { from: number; to: number; startDate: string; endDate: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const from = shanghaiMoment(year, mon, 1);
  const to = shanghaiMoment(year, mon + 1, 1);
  return { from, to, startDate: shanghaiDate(from), endDate: shanghaiDate(to - 1) };
}

/** A calendar day plus some days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface LineDraft {
  kind: 'order' | 'refund' | 'adjust';
  refId: number;
  orderId: number | null;
  orderNo: string;
  occurredOn: string;
  description: string;
  goodsJson: string | null;
  amount: number;
}

/**
 * A credit refund belongs to the month of the later of the refund and its order's receipt: a
 * refund of an order never received (cancelled before it arrived) is on no statement, as its
 * order's charge is on none; one made before its order was received goes with the charge.
 */
function refundInMonth(eb: ExpressionBuilder<Database, 'refund' | 'orders'>, from: number, to: number) {
  return eb.and([
    eb('orders.receive_time', 'is not', null),
    eb.or([
      eb.and([
        eb('refund.created_at', '>=', from),
        eb('refund.created_at', '<', to),
        eb('orders.receive_time', '<', to),
      ]),
      eb.and([
        eb('orders.receive_time', '>=', from),
        eb('orders.receive_time', '<', to),
        eb('refund.created_at', '<', from),
      ]),
    ]),
  ]);
}

/**
 * What a company's credit did in a month, from its events: every credit-paid order received in
 * the month (its charge, with its goods as they were), every credit refund made in the month (a
 * negative line; refundInMonth). Read from what happened, not from how orders look now, so the
 * same month always gives the same lines.
 */
export async function monthLines(db: Db, companyId: number, month: string): Promise<LineDraft[]> {
  const { from, to } = monthBounds(month);
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'order_no', 'total_amount', 'receive_time'])
    .where('company_id', '=', companyId)
    .where('pay_type_id', '=', PayType.credit)
    .where('is_pay', '=', 1)
    .where('receive_time', '>=', from)
    .where('receive_time', '<', to)
    .orderBy('receive_time')
    .orderBy('id')
    .execute();
  const items =
    orders.length === 0
      ? []
      : await db
          .selectFrom('order_item')
          .select(['order_id', 'goods_name', 'goods_quantity', 'goods_price', 'total_amount'])
          .where(
            'order_id',
            'in',
            orders.map((order) => order.id),
          )
          .orderBy('id')
          .execute();
  const refunds = await db
    .selectFrom('refund')
    .innerJoin('orders', 'orders.id', 'refund.order_id')
    .innerJoin('order_item', 'order_item.id', 'refund.order_item_id')
    .innerJoin('after_sale', 'after_sale.id', 'refund.after_sale_id')
    .select([
      'refund.id',
      'refund.amount',
      'refund.created_at',
      'orders.receive_time',
      'orders.id as order_id',
      'orders.order_no',
      'order_item.goods_name',
      'after_sale.after_sale_no',
    ])
    .where('refund.company_id', '=', companyId)
    .where('refund.route', '=', 'credit')
    .where((eb) => refundInMonth(eb, from, to))
    .orderBy('refund.created_at')
    .orderBy('refund.id')
    .execute();
  return [
    ...orders.map((order): LineDraft => ({
      kind: 'order',
      refId: order.id,
      orderId: order.id,
      orderNo: order.order_no,
      occurredOn: shanghaiDate(order.receive_time!),
      description: order.order_no,
      goodsJson: JSON.stringify(
        items
          .filter((item) => item.order_id === order.id)
          .map((item) => ({
            name: item.goods_name,
            quantity: item.goods_quantity,
            price: Number(item.goods_price),
            amount: Number(item.total_amount),
          })),
      ),
      amount: Number(order.total_amount),
    })),
    ...refunds.map((refund): LineDraft => ({
      kind: 'refund',
      refId: refund.id,
      orderId: refund.order_id,
      orderNo: refund.order_no,
      occurredOn: shanghaiDate(Math.max(refund.created_at, refund.receive_time!)),
      description: `${refund.after_sale_no} ${refund.goods_name}`,
      goodsJson: null,
      amount: -Number(refund.amount),
    })),
  ];
}

/** Writes a version's lines. */
export async function writeLines(db: Db, statementId: number, version: number, lines: readonly LineDraft[]) {
  if (lines.length === 0) return;
  await db
    .insertInto('statement_line')
    .values(
      lines.map((line) => ({
        statement_id: statementId,
        version,
        kind: line.kind,
        ref_id: line.refId,
        order_id: line.orderId,
        order_no: line.orderNo,
        occurred_on: line.occurredOn,
        description: line.description,
        goods_json: line.goodsJson,
        amount: line.amount,
      })),
    )
    .execute();
}

/**
 * Makes a company's statement for a month (state 0), in the caller's transaction: its lines
 * (version 1), what earlier statements still owe (the opening balance) and its due date (the
 * month's end plus the credit period of the company's current contract). (company, month) is
 * unique, so it is made once whoever asks (a second maker at the same moment fails on the key);
 * a month without credit activity makes none. Answers the statement's id, or null when there is
 * nothing to make or it exists already.
 */
export async function makeStatement(trx: Db, companyId: number, month: string, now: number): Promise<number | null> {
  const lines = await monthLines(trx, companyId, month);
  if (lines.length === 0) return null;
  const { startDate, endDate } = monthBounds(month);
  const contract = await trx
    .selectFrom('contract')
    .select('account_period')
    .where('company_id', '=', companyId)
    .where('status', 'in', [ContractStatus.signed, ContractStatus.preserved])
    .orderBy('signed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const period = contract?.account_period ?? DEFAULT_ACCOUNT_PERIOD;
  const owed = await trx
    .selectFrom('statement')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>(eb('account_amount', '-', eb.ref('paid_amount'))), eb.lit(0)).as('owed'),
    )
    .where('company_id', '=', companyId)
    .where('month', '<', month)
    .where('state', 'in', STATEMENT_OWED)
    .executeTakeFirstOrThrow();
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const exists = await trx
    .selectFrom('statement')
    .select('id')
    .where('company_id', '=', companyId)
    .where('month', '=', month)
    .executeTakeFirst();
  if (exists) return null;
  // Two makers at once: the unique (company, month) refuses the second, whose transaction ends.
  const inserted = await trx
    .insertInto('statement')
    .values({
      company_id: companyId,
      balance_num: `DZ${month.replace('-', '')}${String(companyId).padStart(6, '0')}`,
      month,
      start_date: startDate,
      end_date: endDate,
      due_date: addDays(endDate, period),
      account_period: period,
      opening_balance: Number(owed.owed),
      account_amount: total,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeLines(trx, inserted.id, 1, lines);
  return inserted.id;
}

/** Companies with credit activity in a month: the ones the monthly job makes statements for. */
export async function companiesActiveIn(db: Db, month: string): Promise<number[]> {
  const { from, to } = monthBounds(month);
  const ordered = await db
    .selectFrom('orders')
    .select('company_id')
    .distinct()
    .where('pay_type_id', '=', PayType.credit)
    .where('is_pay', '=', 1)
    .where('receive_time', '>=', from)
    .where('receive_time', '<', to)
    .execute();
  const refunded = await db
    .selectFrom('refund')
    .innerJoin('orders', 'orders.id', 'refund.order_id')
    .select('refund.company_id')
    .distinct()
    .where('refund.route', '=', 'credit')
    .where((eb) => refundInMonth(eb, from, to))
    .execute();
  return [...new Set([...ordered, ...refunded].map((row) => row.company_id))].sort((a, b) => a - b);
}
