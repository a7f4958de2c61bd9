import type { Kysely } from 'kysely';
import { shanghaiDate, shanghaiMoment, shanghaiMonth } from '../../../common/time.ts';
import type { Database } from '../types.ts';

/** ¥200,000.00 a month for the demo company, ¥20,000.00 a month for its purchaser demo_buyer. */
const COMPANY_MONTHLY = 2_000_000_000;
const BUYER_MONTHLY = 200_000_000;

/**
 * The demo company's budgets, set by its main account at the start of last month, and the
 * reservations its seeded orders (last month's credit orders, seeds/statements.ts) made against
 * them then, so the budgets page shows real use from the first start. The same rows on every
 * fresh start, dated from the day it starts.
 */
export async function seedBudgets(db: Kysely<Database>, now: number): Promise<void> {
  const accounts = await db
    .selectFrom('account')
    .select(['id', 'company_id', 'username'])
    .where('username', 'in', ['demo', 'demo_buyer'])
    .execute();
  const main = accounts.find((account) => account.username === 'demo');
  const buyer = accounts.find((account) => account.username === 'demo_buyer');
  if (!main || !buyer) return;
  const [year, month] = shanghaiDate(now).split('-').map(Number) as [number, number];
  const setAt = shanghaiMoment(year, month - 1, 1, 9);
  const set = [
    { account_id: 0, amount: COMPANY_MONTHLY, scope: 'company', amountText: '200000.00' },
    { account_id: buyer.id, amount: BUYER_MONTHLY, scope: buyer.username, amountText: '20000.00' },
  ];
  for (const budget of set) {
    const { id } = await db
      .insertInto('budget')
      .values({
        company_id: main.company_id,
        account_id: budget.account_id,
        period: 'month',
        amount: budget.amount,
        updated_at: setAt,
        updated_by: main.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Its line in the company's audit trail, as setting it on the budgets page writes.
    await db
      .insertInto('company_audit')
      .values({
        company_id: main.company_id,
        account_id: main.id,
        actor: main.username,
        kind: 'budgetChanged',
        subject_id: id,
        subject_label: budget.account_id === 0 ? '' : budget.scope,
        detail_json: JSON.stringify({ scope: budget.scope, period: 'month', amount: budget.amountText, before: null }),
        created_at: setAt,
      })
      .execute();
  }
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'account_id', 'total_amount', 'created_at'])
    .where('company_id', '=', main.company_id)
    .where('created_at', '>=', setAt)
    .orderBy('id')
    .execute();
  if (orders.length === 0) return;
  await db
    .insertInto('budget_entry')
    .values(
      orders.map((order) => ({
        company_id: main.company_id,
        account_id: order.account_id,
        order_id: order.id,
        month: shanghaiMonth(order.created_at),
        kind: 'reserve',
        ref_id: order.id,
        amount: Number(order.total_amount),
        created_at: order.created_at,
      })),
    )
    .execute();
}
