import { z } from 'zod';
import { DEFAULT_LOCALE, message, type Locale } from '../../messages.ts';
import { formatMoney, type Money } from '../../money.ts';
import { recordId } from '../../schemas/ids.ts';
import { yuanField } from '../../schemas/yuan.ts';

/**
 * A company's approval rule: which of its purchasers' purchases wait for a reviewer. `always`
 * (every one, and what a company without a rule has), `above` (those whose total is above an
 * amount) or `categories` (those holding goods of the chosen categories, their subtrees included).
 * `approverLimit`, with any mode, is the second level: approvers approve up to it, above it only
 * the main account.
 */
export const APPROVAL_MODES = ['always', 'above', 'categories'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/** Who may decide a purchase, fixed when it starts waiting (purchase.approval_level). */
export const ApprovalLevel = { none: 0, reviewer: 1, mainOnly: 2 } as const;
export type ApprovalLevelValue = (typeof ApprovalLevel)[keyof typeof ApprovalLevel];

/** At most this many categories in one rule: the form lists them as boxes. */
export const APPROVAL_CATEGORIES_MAX = 50;

/** A rule as the backend keeps it, amounts in ten-thousandths. */
export interface ApprovalRuleValue {
  mode: ApprovalMode;
  amount: Money | null;
  approverLimit: Money | null;
  categoryIds: number[];
}

export const DEFAULT_APPROVAL_RULE: ApprovalRuleValue = {
  mode: 'always',
  amount: null,
  approverLimit: null,
  categoryIds: [],
};

/** GET rest/approvalRule: the company's rule (the default when none is set), amounts on the wire. */
export interface ApprovalRuleWire {
  mode: ApprovalMode;
  amount: number | null;
  approverLimit: number | null;
  categories: { id: number; name: string }[];
  /** Who set it and when (yyyy-MM-dd HH:mm:ss); empty while it is the default. */
  updatedBy: string;
  updatedAt: string;
}

/** The categories a rule may name: the top two levels of the catalogue, each with its subtree. */
export interface RuleCategoryOption {
  id: number;
  name: string;
  level: number;
}

const ids = (error: string) =>
  z.preprocess((value) => (value === undefined || value === '' ? [] : [value].flat()), z.array(recordId(error)));

/**
 * POST rest/approvalRule/save {mode, amount, approverLimit, categoryIds}: the main account's form.
 * The amount is needed by `above`, at least one category by `categories`; an approver limit, left
 * empty, means no second level.
 */
export function approvalRuleSchema(locale: Locale = DEFAULT_LOCALE) {
  const say = (key: Parameters<typeof message>[1], params?: Parameters<typeof message>[2]) =>
    message(locale, key, params);
  return z
    .object({
      mode: z.enum(APPROVAL_MODES, { error: say('choose', { field: 'field.approvalMode' }) }),
      amount: yuanField(locale, 'field.approvalAmount', { required: false, sign: 'nonNegative' }),
      approverLimit: yuanField(locale, 'field.approverLimit', { required: false, sign: 'nonNegative' }),
      categoryIds: ids(say('notFound')),
    })
    .superRefine((form, ctx) => {
      if (form.mode === 'above' && !(form.amount > 0))
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: say('required', { field: 'field.approvalAmount' }),
        });
      if (form.mode === 'categories' && form.categoryIds.length === 0)
        ctx.addIssue({ code: 'custom', path: ['categoryIds'], message: say('approvalCategoriesMissing') });
      if (form.categoryIds.length > APPROVAL_CATEGORIES_MAX)
        ctx.addIssue({
          code: 'custom',
          path: ['categoryIds'],
          message: say('approvalCategoriesTooMany', { max: APPROVAL_CATEGORIES_MAX }),
        });
    })
    .transform((form): ApprovalRuleValue => ({
      mode: form.mode,
      amount: form.mode === 'above' ? (form.amount as Money) : null,
      approverLimit: form.approverLimit > 0 ? (form.approverLimit as Money) : null,
      categoryIds: form.mode === 'categories' ? [...new Set(form.categoryIds)] : [],
    }));
}
export type ApprovalRuleForm = z.input<ReturnType<typeof approvalRuleSchema>>;

/** A rule in one sentence (the screen's summary, the audit trail's before and after). */
export function describeRule(
  rule: { mode: ApprovalMode; amount: Money | null; approverLimit: Money | null; categoryNames: string[] },
  locale: Locale,
): string {
  const first =
    rule.mode === 'above'
      ? message(locale, 'approvalRule.above', { amount: formatMoney(rule.amount ?? (0 as Money)) })
      : rule.mode === 'categories'
        ? message(locale, 'approvalRule.categories', {
            names: rule.categoryNames.join(locale === 'en' ? ', ' : '、'),
          })
        : message(locale, 'approvalRule.always');
  return rule.approverLimit === null
    ? first
    : message(locale, 'approvalRule.withLimit', { rule: first, limit: formatMoney(rule.approverLimit) });
}
