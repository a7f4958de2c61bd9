import type { Kysely } from 'kysely';
import { shanghaiDate, shanghaiMoment } from '../../../common/time.ts';
import type { Database } from '../types.ts';

/** How much of which goods (by their place among the goods on sale) each seeded order bought. */
const ORDERS = [
  {
    day: 6,
    lines: [
      { at: 0, quantity: 20 },
      { at: 3, quantity: 5 },
    ],
  },
  { day: 14, lines: [{ at: 7, quantity: 12 }] },
  {
    day: 23,
    lines: [
      { at: 11, quantity: 8 },
      { at: 15, quantity: 30 },
    ],
  },
] as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PERIOD_DAYS = 30;

/** Half-up to the fen, in ten-thousandths: an order's total as the shop charges it. */
const toFen = (amount: number) => Math.round(amount / 100) * 100;

/**
 * Last month on credit for the demo company and the two companies that walk the chain:
 * three credit-paid orders each, received
 * in the month before the shop first started (so the chain is current whenever that is), charged
 * to its credit ledger, and that month's statement, made from them and sent: state 1, awaiting
 * the company's confirmation, due 30 days after the month's end.
 */
export async function seedStatements(db: Kysely<Database>, now: number): Promise<void> {
  const [year, month] = shanghaiDate(now).split('-').map(Number) as [number, number];
  const from = shanghaiMoment(year, month - 1, 1);
  const to = shanghaiMoment(year, month, 1);
  const statementMonth = shanghaiDate(from).slice(0, 7);
  const goods = await db
    .selectFrom('goods')
    .select(['id', 'goods_name', 'goods_image', 'sale_price'])
    .where('on_sale', '=', 1)
    .orderBy('id')
    .limit(20)
    .execute();
  const companies = await db
    .selectFrom('account')
    .innerJoin('company', 'company.id', 'account.company_id')
    .innerJoin('address', 'address.company_id', 'company.id')
    .innerJoin('invoice_header', 'invoice_header.company_id', 'company.id')
    .select([
      'company.id',
      'company.name',
      'account.id as account_id',
      'address.consignee',
      'address.mobile',
      'address.province_name',
      'address.city_name',
      'address.county_name',
      'address.address',
      'invoice_header.id as header_id',
      'invoice_header.invoice_type',
      'invoice_header.unit_name',
      'invoice_header.taxcode',
    ])
    .where('account.username', 'in', ['demo', 'huadong', 'huanan'])
    .orderBy('company.id')
    .execute();
  for (const [index, company] of companies.entries()) {
    const lines: {
      kind: string;
      ref_id: number;
      order_id: number;
      order_no: string;
      occurred_on: string;
      description: string;
      goods_json: string;
      amount: number;
    }[] = [];
    for (const [number, plan] of ORDERS.entries()) {
      const placed = from + (plan.day - 1) * DAY_MS + (9 + index) * HOUR_MS;
      const received = placed + 2 * DAY_MS;
      const items = plan.lines.map((line) => {
        const chosen = goods[(line.at + index) % goods.length]!;
        return { ...chosen, quantity: line.quantity, total: Number(chosen.sale_price) * line.quantity };
      });
      const total = toFen(items.reduce((sum, item) => sum + item.total, 0));
      const batch = `S${statementMonth.replace('-', '')}${index + 1}${number + 1}`;
      const purchase = await db
        .insertInto('purchase')
        .values({
          company_id: company.id,
          account_id: company.account_id,
          batch,
          is_buy: 0,
          needs_approval: 0,
          quantity: items.reduce((sum, item) => sum + item.quantity, 0),
          total_amount: total,
          pay_type_id: 2,
          created_at: placed - HOUR_MS,
          submitted_at: placed,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const orderNo = `CG${shanghaiDate(placed).replaceAll('-', '')}9${String(index * 10 + number + 1).padStart(5, '0')}`;
      const order = await db
        .insertInto('orders')
        .values({
          order_no: orderNo,
          company_id: company.id,
          account_id: company.account_id,
          purchase_id: purchase.id,
          consignee: company.consignee,
          mobile: company.mobile,
          area_name: `${company.province_name}${company.city_name}${company.county_name}`,
          address: company.address,
          invoice_header_id: company.header_id,
          invoice_type: company.invoice_type,
          invoice_unit_name: company.unit_name,
          invoice_taxcode: company.taxcode,
          pay_type_id: 2,
          total_amount: total,
          actual_pay_amount: total,
          order_status: 3,
          is_pay: 1,
          is_send: 1,
          is_recevice: 1,
          pay_time: placed,
          send_time: placed + DAY_MS,
          receive_time: received,
          carrier: '顺丰速运',
          tracking_no: `SF${orderNo.slice(2)}`,
          created_at: placed,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('order_item')
        .values(
          items.map((item) => ({
            order_id: order.id,
            goods_id: item.id,
            goods_name: item.goods_name,
            goods_image: item.goods_image,
            goods_price: Number(item.sale_price),
            goods_quantity: item.quantity,
            total_amount: item.total,
          })),
        )
        .execute();
      await db
        .insertInto('order_event')
        .values([
          { order_id: order.id, kind: 'placed', created_at: placed },
          { order_id: order.id, kind: 'paid', note: 'credit', created_at: placed },
          {
            order_id: order.id,
            kind: 'shipped',
            carrier: '顺丰速运',
            tracking_no: `SF${orderNo.slice(2)}`,
            created_at: placed + DAY_MS,
          },
          { order_id: order.id, kind: 'received', created_at: received },
        ])
        .execute();
      await db
        .insertInto('credit_entry')
        .values({ company_id: company.id, kind: 'use', ref_id: order.id, used_change: total, created_at: placed })
        .execute();
      lines.push({
        kind: 'order',
        ref_id: order.id,
        order_id: order.id,
        order_no: orderNo,
        occurred_on: shanghaiDate(received),
        description: orderNo,
        goods_json: JSON.stringify(
          items.map((item) => ({
            name: item.goods_name,
            quantity: item.quantity,
            price: Number(item.sale_price),
            amount: item.total,
          })),
        ),
        amount: total,
      });
    }
    const endDate = shanghaiDate(to - 1);
    const due = new Date(Date.parse(`${endDate}T00:00:00Z`) + PERIOD_DAYS * DAY_MS).toISOString().slice(0, 10);
    // Made on the 1st at 01:00 by the monthly job, sent by finance that morning (or at the first start, if earlier).
    const made = Math.min(to + HOUR_MS, now);
    const statement = await db
      .insertInto('statement')
      .values({
        company_id: company.id,
        balance_num: `DZ${statementMonth.replace('-', '')}${String(company.id).padStart(6, '0')}`,
        month: statementMonth,
        start_date: shanghaiDate(from),
        end_date: endDate,
        due_date: due,
        account_period: PERIOD_DAYS,
        state: 1,
        first_sent_version: 1,
        account_amount: lines.reduce((sum, line) => sum + line.amount, 0),
        sent_at: Math.min(to + 2 * HOUR_MS, now),
        created_at: made,
        updated_at: Math.min(to + 2 * HOUR_MS, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('statement_line')
      .values(lines.map((line) => ({ ...line, statement_id: statement.id, version: 1 })))
      .execute();
  }
}
