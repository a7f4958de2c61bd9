import type { Money } from '../../../common/money.ts';
import { groupedYuan, type BudgetPeriod } from '../../../common/areas/budgets/budget.ts';
import { shanghaiMonth } from '../../../common/time.ts';
import type { Db } from '../../db/types.ts';
import { refused } from '../../errors.ts';
import { holdCompany } from '../account/index.ts';

/*
 * The budget ledger, written like the credit ledger (docs/decisions/0017): an order reserves its
 * amount in its own transaction, a cancel or a refund gives it back, each cause once (the unique
 * (kind, ref_id)). Every reservation first holds the company's row (the account area's
 * holdCompany) and only then reads the budgets and sums the ledger, so two orders at once take
 * turns and cannot both see the same budget free. A period resets by itself: the sums are of
 * the period's month (or the year's months) only.
 */

export type BudgetEntryKind = 'reserve' | 'cancel' | 'refund';

/** The months of a period key (YYYY-MM, or YYYY for the year's twelve), as bounds on the month column. */
export function monthsOf(period: BudgetPeriod, month: string): { from: string; to: string } {
  return period === 'year'
    ? { from: `${month.slice(0, 4)}-01`, to: `${month.slice(0, 4)}-12` }
    : { from: month, to: month };
}

/** What the ledger counts as used in a period: every account's orders (accountId null) or one account's. */
export async function usedIn(
  db: Db,
  companyId: number,
  accountId: number | null,
  period: BudgetPeriod,
  month: string,
): Promise<Money> {
  const { from, to } = monthsOf(period, month);
  let query = db
    .selectFrom('budget_entry')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('used'))
    .where('company_id', '=', companyId)
    .where('month', '>=', from)
    .where('month', '<=', to);
  if (accountId !== null) query = query.where('account_id', '=', accountId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.used) as Money;
}

/** The budgets that count an account's orders: the company's own, and the account's if it has one. */
export function budgetsFor(db: Db, companyId: number, accountId: number) {
  return db
    .selectFrom('budget')
    .select(['id', 'account_id', 'period', 'amount'])
    .where('company_id', '=', companyId)
    .where('account_id', 'in', [0, accountId])
    .orderBy('account_id')
    .orderBy('period')
    .execute();
}

const SCOPE_KEYS = {
  company: { month: 'budgetScope.companyMonth', year: 'budgetScope.companyYear' },
  account: { month: 'budgetScope.accountMonth', year: 'budgetScope.accountYear' },
} as const;
const PERIOD_KEYS = { month: 'budgetScope.month', year: 'budgetScope.year' } as const;

/**
 * Reserves an order's amount against every budget that counts it, in the order's transaction.
 * Refuses (writing nothing; the order rolls back) with what is left of the budget that is
 * shortest when any would be exceeded. Where no budget counts the order nothing is checked or
 * said, but the order is still written in the ledger: a budget set on the 15th counts the month's
 * orders before it, as a finance member setting it expects, and the use table is whole.
 */
export async function reserveBudget(
  trx: Db,
  entry: {
    companyId: number;
    accountId: number;
    orderId: number;
    amount: Money;
    now: number;
    /** An approved purchase's order: an approver reads the refusal, so it names the purchaser. */
    approved?: boolean;
  },
): Promise<void> {
  await holdCompany(trx, entry.companyId);
  const budgets = await budgetsFor(trx, entry.companyId, entry.accountId);
  const month = shanghaiMonth(entry.now);
  let shortest: { left: Money; account: boolean; period: BudgetPeriod } | null = null;
  for (const budget of budgets) {
    const period = budget.period as BudgetPeriod;
    const company = budget.account_id === 0;
    const used = await usedIn(trx, entry.companyId, company ? null : entry.accountId, period, month);
    const left = Math.max(0, Number(budget.amount) - used) as Money;
    if (entry.amount > left && (shortest === null || left < shortest.left))
      shortest = { left, account: !company, period };
  }
  if (shortest) {
    const left = groupedYuan(shortest.left);
    if (entry.approved && shortest.account) {
      const purchaser = await trx
        .selectFrom('account')
        .select('username')
        .where('id', '=', entry.accountId)
        .executeTakeFirstOrThrow();
      throw refused('budgetShortOf', { left, username: purchaser.username, field: PERIOD_KEYS[shortest.period] });
    }
    throw refused('budgetShort', {
      left,
      field: SCOPE_KEYS[shortest.account ? 'account' : 'company'][shortest.period],
    });
  }
  await trx
    .insertInto('budget_entry')
    .values({
      company_id: entry.companyId,
      account_id: entry.accountId,
      order_id: entry.orderId,
      month,
      kind: 'reserve',
      ref_id: entry.orderId,
      amount: entry.amount,
      created_at: entry.now,
    })
    .execute();
}

/**
 * Gives back part or all of an order's reservation: a cancelled order (refId its id) or a refund
 * (refId the refund's). Counted in the month the order reserved in, never more than is still
 * reserved for the order; an order that reserved nothing (no budget then) gives nothing back.
 */
export async function releaseBudget(
  trx: Db,
  entry: { kind: 'cancel' | 'refund'; orderId: number; refId: number; amount: Money; now: number },
): Promise<void> {
  const reserved = await trx
    .selectFrom('budget_entry')
    .select(['company_id', 'account_id', 'month'])
    .where('kind', '=', 'reserve')
    .where('ref_id', '=', entry.orderId)
    .executeTakeFirst();
  if (!reserved) return;
  await holdCompany(trx, reserved.company_id);
  const net = await trx
    .selectFrom('budget_entry')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('net'))
    .where('order_id', '=', entry.orderId)
    .executeTakeFirstOrThrow();
  const release = Math.min(entry.amount, Number(net.net));
  if (release <= 0) return;
  await trx
    .insertInto('budget_entry')
    .values({
      company_id: reserved.company_id,
      account_id: reserved.account_id,
      order_id: entry.orderId,
      month: reserved.month,
      kind: entry.kind,
      ref_id: entry.refId,
      amount: -release,
      created_at: entry.now,
    })
    .execute();
}
