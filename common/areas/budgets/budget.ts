import { z } from 'zod';
import type { Locale } from '../../messages.ts';
import { moneyToText, type Money } from '../../money.ts';
import { ID_MAX, recordId, wholeNumber } from '../../schemas/ids.ts';
import { fields } from '../../schemas/fields.ts';
import { yuanField } from '../../schemas/yuan.ts';

/** A budget counts a Shanghai calendar month or year of orders. */
export const BUDGET_PERIODS = ['month', 'year'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

/** The largest budget one may type: far above any company's purchases, well within an exact integer. */
export const BUDGET_MAX: Money = 100_000_000_000_000 as Money; // ¥10,000,000,000.00

/** Whose orders a budget counts: the company's (all of them) or one sub-account's. */
export type BudgetScope = 'company' | 'account';

/** The account id of the company's own budget (a sub-account's budget has that account's id). */
export const COMPANY_BUDGET = 0;

/** One budget as the screens show it, money as wire numbers (yuan). */
export interface BudgetLine {
  id: number;
  /** 0 for the company's own budget. */
  accountId: number;
  /** '' for the company's own budget. */
  username: string;
  period: BudgetPeriod;
  /** YYYY-MM or YYYY: the period counted now. */
  periodKey: string;
  amount: number;
  used: number;
  /** What may still be ordered in the period, never below zero. */
  left: number;
}

/** Orders counted per account per month (net of releases), for the main account's table. */
export interface BudgetUsage {
  /** The last 12 months, newest first (YYYY-MM). */
  months: string[];
  rows: { accountId: number; username: string; months: number[]; year: number }[];
  /** The whole company's, month by month, and this year's. */
  company: { months: number[]; year: number };
}

/** GET rest/budget/my: the main account's budgets, its sub-accounts and their use; others see what applies to them. */
export interface BudgetOverview {
  main: boolean;
  month: string;
  year: string;
  budgets: BudgetLine[];
  /** The company's sub-accounts a budget may be set for (main account only, else empty). */
  accounts: { id: number; username: string; linkman: string }[];
  usage: BudgetUsage | null;
}

/** The staff's read-only view of a company's budgets (its console page). */
export interface StaffBudgets {
  month: string;
  budgets: BudgetLine[];
  /** This month's use of the whole company. */
  monthUsed: number;
}

/**
 * POST rest/budget/save: a budget set or changed, for the company (accountId 0) or one
 * sub-account, per period; the amount in yuan, to the fen. The browser checks with this too.
 */
export function budgetSaveSchema(locale: Locale) {
  const f = fields(locale);
  return z.object({
    accountId: wholeNumber(f.say('choose', { field: 'field.budgetScope' }), (id) =>
      id.min(COMPANY_BUDGET, f.say('choose', { field: 'field.budgetScope' })).max(ID_MAX),
    ),
    period: z.enum(BUDGET_PERIODS, { error: f.say('choose', { field: 'field.budgetPeriod' }) }),
    amount: yuanField(locale, 'field.budgetAmount', { sign: 'positive' }).refine((amount) => amount <= BUDGET_MAX, {
      message: f.say('budgetTooLarge', { max: groupedYuan(BUDGET_MAX) }),
    }),
  });
}
export type BudgetSave = z.infer<ReturnType<typeof budgetSaveSchema>>;

/** POST rest/budget/remove: a budget taken away. */
export function budgetRemoveSchema(locale: Locale) {
  const f = fields(locale);
  return z.object({ id: recordId(f.say('notFound')) });
}

/** Money as the refusal and the screens write it: ¥ with thousands grouped, 2 places (1,234.00). */
export function groupedYuan(amount: Money): string {
  const [whole, fraction] = moneyToText(amount, 2).split('.') as [string, string];
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** The period a moment counts in, for a period kind: YYYY-MM or YYYY (from a Shanghai month). */
export const periodKeyOf = (period: BudgetPeriod, month: string) => (period === 'year' ? month.slice(0, 4) : month);
