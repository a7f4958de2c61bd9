import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import {
  COMPANY_BUDGET,
  type BudgetLine,
  type BudgetOverview,
  type BudgetPeriod,
  type BudgetSave,
  type BudgetUsage,
  type StaffBudgets,
} from '../../../common/areas/budgets/budget.ts';
import { moneyToText, moneyToWire, type Money } from '../../../common/money.ts';
import { monthBefore, shanghaiMonth } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import { notFound, refused } from '../../errors.ts';
import { recordCompanyAudit } from '../../services/company-audit.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';
import { holdCompany } from '../account/index.ts';
import { usedIn } from './budget-ledger.ts';

const wire = (amount: number) => moneyToWire(amount as Money);

/** The company's budgets with what each has used and has left in the period counted now. */
async function budgetLines(db: Db, companyId: number, month: string, accountId?: number): Promise<BudgetLine[]> {
  let query = db
    .selectFrom('budget')
    .leftJoin('account', 'account.id', 'budget.account_id')
    .select(['budget.id', 'budget.account_id', 'budget.period', 'budget.amount', 'account.username'])
    .where('budget.company_id', '=', companyId)
    // A deleted sub-account's budget counts nothing any more: it is not shown.
    .where((eb) => eb.or([eb('budget.account_id', '=', COMPANY_BUDGET), eb('account.deleted_at', 'is', null)]));
  if (accountId !== undefined) query = query.where('budget.account_id', 'in', [COMPANY_BUDGET, accountId]);
  const rows = await query.orderBy('budget.account_id').orderBy('budget.period').execute();
  const lines: BudgetLine[] = [];
  for (const row of rows) {
    const period = row.period as BudgetPeriod;
    const company = row.account_id === COMPANY_BUDGET;
    const used = await usedIn(db, companyId, company ? null : row.account_id, period, month);
    const amount = Number(row.amount);
    lines.push({
      id: row.id,
      accountId: row.account_id,
      username: company ? '' : (row.username ?? ''),
      period,
      periodKey: period === 'year' ? month.slice(0, 4) : month,
      amount: wire(amount),
      used: wire(used),
      left: wire(Math.max(0, amount - used)),
    });
  }
  return lines;
}

/** The last twelve months, newest first. */
function lastMonths(month: string): string[] {
  const months = [month];
  while (months.length < 12) months.push(monthBefore(months[months.length - 1]!));
  return months;
}

/** Use per account per month over the last twelve, and this year's, net of releases. */
async function usage(db: Db, companyId: number, month: string): Promise<BudgetUsage> {
  const months = lastMonths(month);
  const year = month.slice(0, 4);
  const oldest = months[months.length - 1]! < `${year}-01` ? months[months.length - 1]! : `${year}-01`;
  const rows = await db
    .selectFrom('budget_entry')
    .select((eb) => ['account_id', 'month', eb.fn.sum<number>('amount').as('used')])
    .where('company_id', '=', companyId)
    .where('month', '>=', oldest)
    .where('month', '<=', month)
    .groupBy(['account_id', 'month'])
    .execute();
  const accounts = await db
    .selectFrom('account')
    .select(['id', 'username'])
    .where('company_id', '=', companyId)
    .orderBy('account_type')
    .orderBy('id')
    .execute();
  const of = (accountId: number | null) => {
    const mine = rows.filter((row) => accountId === null || row.account_id === accountId);
    const sum = (test: (m: string) => boolean) =>
      wire(mine.filter((row) => test(row.month)).reduce((total, row) => total + Number(row.used), 0));
    return { months: months.map((m) => sum((each) => each === m)), year: sum((each) => each.startsWith(`${year}-`)) };
  };
  return {
    months,
    // Every account that ordered against a budget in the window, and every current one.
    rows: accounts
      .filter((account) => rows.some((row) => row.account_id === account.id))
      .map((account) => ({ accountId: account.id, username: account.username, ...of(account.id) })),
    company: of(null),
  };
}

/**
 * Budgets (预算): the main account sets, changes and removes the company's and its sub-accounts'
 * budgets and reads their use; a sub-account reads the budgets that count its orders; staff read a
 * company's. Every change holds the company's row (so two changes at once each record what they
 * replaced) and writes the company's audit trail in its transaction.
 */
export function budgetService({ db, clock }: Deps) {
  /** The sub-account a budget is for, which must be the caller's company's and not deleted. */
  async function subAccount(trx: Db, companyId: number, accountId: number) {
    const account = await trx
      .selectFrom('account')
      .select(['id', 'username', 'account_type'])
      .where('id', '=', accountId)
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!account) throw notFound();
    if (account.account_type === CustomerAccountType.main) throw refused('budgetMainOnly');
    return account;
  }

  return {
    async overview(caller: Caller): Promise<BudgetOverview> {
      const month = shanghaiMonth(clock.now());
      const main = caller.accountType === CustomerAccountType.main;
      const budgets = await budgetLines(db, caller.companyId, month, main ? undefined : caller.accountId);
      const accounts = main
        ? await db
            .selectFrom('account')
            .select(['id', 'username', 'linkman'])
            .where('company_id', '=', caller.companyId)
            .where('account_type', '!=', CustomerAccountType.main)
            .where('deleted_at', 'is', null)
            .orderBy('id')
            .execute()
        : [];
      return {
        main,
        month,
        year: month.slice(0, 4),
        budgets,
        accounts,
        usage: main ? await usage(db, caller.companyId, month) : null,
      };
    },

    /** Whether the budgets screen has anything for the caller: always for the main account. */
    async applies(caller: Caller): Promise<boolean> {
      if (caller.accountType === CustomerAccountType.main) return true;
      const row = await db
        .selectFrom('budget')
        .select('id')
        .where('company_id', '=', caller.companyId)
        .where('account_id', 'in', [COMPANY_BUDGET, caller.accountId])
        .executeTakeFirst();
      return row !== undefined;
    },

    async save(caller: Caller, input: BudgetSave): Promise<number> {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        await holdCompany(trx, caller.companyId);
        const account =
          input.accountId === COMPANY_BUDGET ? null : await subAccount(trx, caller.companyId, input.accountId);
        const before = await trx
          .selectFrom('budget')
          .select(['id', 'amount'])
          .where('company_id', '=', caller.companyId)
          .where('account_id', '=', input.accountId)
          .where('period', '=', input.period)
          .executeTakeFirst();
        let id: number;
        if (before) {
          id = before.id;
          await trx
            .updateTable('budget')
            .set({ amount: input.amount, updated_at: now, updated_by: caller.accountId })
            .where('id', '=', before.id)
            .execute();
        } else {
          const inserted = await trx
            .insertInto('budget')
            .values({
              company_id: caller.companyId,
              account_id: input.accountId,
              period: input.period,
              amount: input.amount,
              updated_at: now,
              updated_by: caller.accountId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = inserted.id;
        }
        await recordCompanyAudit(trx, {
          companyId: caller.companyId,
          accountId: caller.accountId,
          actor: caller.username,
          kind: 'budgetChanged',
          subjectId: id,
          subjectLabel: account?.username ?? '',
          detail: {
            scope: account?.username ?? 'company',
            period: input.period,
            amount: moneyToText(input.amount, 2),
            before: before ? moneyToText(Number(before.amount) as Money, 2) : null,
          },
          now,
        });
        return id;
      });
    },

    async remove(caller: Caller, budgetId: number): Promise<void> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await holdCompany(trx, caller.companyId);
        const budget = await trx
          .selectFrom('budget')
          .leftJoin('account', 'account.id', 'budget.account_id')
          .select(['budget.id', 'budget.account_id', 'budget.period', 'budget.amount', 'account.username'])
          .where('budget.id', '=', budgetId)
          .where('budget.company_id', '=', caller.companyId)
          .executeTakeFirst();
        // Another company's budget, or one already removed, does not exist for this caller.
        if (!budget) throw notFound();
        await trx.deleteFrom('budget').where('id', '=', budget.id).execute();
        const scope = budget.account_id === COMPANY_BUDGET ? 'company' : (budget.username ?? '');
        await recordCompanyAudit(trx, {
          companyId: caller.companyId,
          accountId: caller.accountId,
          actor: caller.username,
          kind: 'budgetRemoved',
          subjectId: budget.id,
          subjectLabel: scope === 'company' ? '' : scope,
          detail: {
            scope,
            period: budget.period,
            amount: null,
            before: moneyToText(Number(budget.amount) as Money, 2),
          },
          now,
        });
      });
    },

    /** The staff's read-only view of a company's budgets and this month's use. */
    async forCompany(actor: StaffActor, companyId: number): Promise<StaffBudgets> {
      assertMay(actor, 'view');
      const company = await db.selectFrom('company').select('id').where('id', '=', companyId).executeTakeFirst();
      if (!company) throw notFound();
      const month = shanghaiMonth(clock.now());
      return {
        month,
        budgets: await budgetLines(db, companyId, month),
        monthUsed: wire(await usedIn(db, companyId, null, 'month', month)),
      };
    },
  };
}
