import { z } from 'zod';
import { describeRule, type ApprovalMode } from './areas/approval-rules/index.ts';
import { isMessageKey, message, type Locale, type MessageKey, type MessageParams } from './messages.ts';
import { parseMoney, formatMoney, type Money } from './money.ts';
import { pagingSchema } from './schemas/paging.ts';

/**
 * What a company's audit trail records (its main account reads it in the user centre and exports
 * it): each kind is one sentence in common/messages, filled with the row's detail.
 */
export const COMPANY_AUDIT_KINDS = [
  'purchaseApproved',
  'purchaseRejected',
  'approvalRuleChanged',
  'budgetChanged',
  'budgetRemoved',
  'priceListChanged',
  'catalogueChanged',
  'punchoutSessionOpened',
  'punchoutCartTransferred',
  'punchoutOrderRequested',
  'punchoutSettingsChanged',
] as const;
export type CompanyAuditKind = (typeof COMPANY_AUDIT_KINDS)[number];

export const isCompanyAuditKind = (kind: string): kind is CompanyAuditKind =>
  (COMPANY_AUDIT_KINDS as readonly string[]).includes(kind);

/**
 * The details each kind's row carries (detail_json), amounts as wire money strings ('500.00'):
 * approvals and rejections {amount, level, reason?}; a rule change {before, after} (RuleFacts);
 * budgets {scope: 'company' | username, period: 'month' | 'year', amount, before}; price lists and
 * catalogues {name, rows}.
 */
export interface RuleFacts {
  mode: ApprovalMode;
  amount: string | null;
  approverLimit: string | null;
  categories: string[];
}

export const COMPANY_AUDIT_PAGE_SIZES = [20, 50, 100] as const;

/** GET rest/companyAudit/page (and its export): paging, a kind, a month (yyyy-MM, Shanghai time). */
export function companyAuditQuerySchema() {
  return pagingSchema(COMPANY_AUDIT_PAGE_SIZES).extend({
    kind: z.enum(COMPANY_AUDIT_KINDS).optional().catch(undefined),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional()
      .catch(undefined),
  });
}
export type CompanyAuditQuery = z.infer<ReturnType<typeof companyAuditQuerySchema>>;

/** One row of the trail as the screen and the export show it. */
export interface CompanyAuditRow {
  id: number;
  kind: CompanyAuditKind | string;
  /** The kind's short name (审核通过, 预算设置). */
  kindName: string;
  actor: string;
  subject: string;
  /** The readable sentence, in the caller's language. */
  sentence: string;
  /** yyyy-MM-dd HH:mm:ss, Shanghai time. */
  createdAt: string;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A wire amount shown as the screens show money (2 places unless a fen's fraction). */
function yuan(value: unknown): string {
  const money = parseMoney(value);
  return money === null ? text(value) : formatMoney(money);
}

function rule(value: unknown, locale: Locale): string {
  const facts = (value ?? {}) as Partial<RuleFacts>;
  const money = (amount: unknown) => (amount === null || amount === undefined ? null : parseMoney(amount));
  return describeRule(
    {
      mode: facts.mode ?? 'always',
      amount: money(facts.amount) as Money | null,
      approverLimit: money(facts.approverLimit) as Money | null,
      categoryNames: Array.isArray(facts.categories) ? facts.categories.map(text) : [],
    },
    locale,
  );
}

/**
 * A row as one sentence in the reader's language. Kinds other helpers record (budgets, price
 * lists) are read from the details they write; a detail missing a fact leaves its place empty
 * rather than failing the whole trail.
 */
export function companyAuditSentence(
  row: { kind: string; actor: string; accountId: number | null; subject: string; detail: Record<string, unknown> },
  locale: Locale,
): string {
  const actor = row.accountId === null ? message(locale, 'companyAudit.staff', { actor: row.actor }) : row.actor;
  const d = row.detail;
  const scope =
    d.scope === 'company' || d.scope === undefined
      ? message(locale, 'companyAudit.scopeCompany')
      : message(locale, 'companyAudit.scopeAccount', { username: text(d.scope) });
  const period = message(locale, d.period === 'year' ? 'companyAudit.periodYear' : 'companyAudit.periodMonth');
  const before =
    d.before === null || d.before === undefined ? message(locale, 'companyAudit.noBudget') : `¥${yuan(d.before)}`;
  switch (row.kind) {
    case 'purchaseApproved':
      return message(locale, 'companyAudit.purchaseApproved', { actor, subject: row.subject, amount: yuan(d.amount) });
    case 'purchaseRejected':
      return message(locale, 'companyAudit.purchaseRejected', {
        actor,
        subject: row.subject,
        amount: yuan(d.amount),
        reason: text(d.reason),
      });
    case 'approvalRuleChanged':
      return message(locale, 'companyAudit.approvalRuleChanged', {
        actor,
        before: rule(d.before, locale),
        after: rule(d.after, locale),
      });
    case 'budgetChanged':
      return message(locale, 'companyAudit.budgetChanged', { actor, scope, period, amount: yuan(d.amount), before });
    case 'budgetRemoved':
      return message(locale, 'companyAudit.budgetRemoved', { actor, scope, period, before });
    case 'priceListChanged':
    case 'catalogueChanged':
      return message(locale, `companyAudit.${row.kind}`, { actor, name: text(d.name), rows: text(d.rows) });
    case 'punchoutSessionOpened':
      return message(locale, 'companyAudit.punchoutSessionOpened', {
        protocol: text(d.protocol).toUpperCase(),
        account: text(d.account),
        hook: text(d.hookUrl),
      });
    case 'punchoutCartTransferred':
      return message(locale, 'companyAudit.punchoutCartTransferred', {
        actor,
        protocol: text(d.protocol).toUpperCase(),
        lines: text(d.lines),
        total: yuan(d.total),
      });
    case 'punchoutOrderRequested':
      return message(locale, 'companyAudit.punchoutOrderRequested', {
        ref: text(d.orderRef),
        outcome:
          d.orderNo !== undefined
            ? message(locale, 'companyAudit.punchoutOrderMade', { orderNo: text(d.orderNo), total: yuan(d.total) })
            : message(locale, 'companyAudit.punchoutOrderRefused', {
                reason:
                  typeof d.reasonKey === 'string' && isMessageKey(d.reasonKey)
                    ? message(locale, d.reasonKey, (d.reasonParams ?? {}) as MessageParams)
                    : text(d.reason),
              }),
      });
    case 'punchoutSettingsChanged':
      return message(locale, 'companyAudit.punchoutSettingsChanged', {
        actor,
        change: [
          d.enabled === true ? message(locale, 'companyAudit.punchoutEnabled') : '',
          d.enabled === false ? message(locale, 'companyAudit.punchoutDisabled') : '',
          d.secretRotated === true ? message(locale, 'companyAudit.punchoutSecretRotated') : '',
          typeof d.identity === 'string' ? d.identity : '',
        ]
          .filter(Boolean)
          .join(locale === 'en' ? ', ' : '，'),
      });
    default:
      return `${actor}: ${row.kind} ${row.subject}`.trim();
  }
}

export function companyAuditKindName(kind: string, locale: Locale): string {
  return isCompanyAuditKind(kind) ? message(locale, `companyAuditKind.${kind}` as MessageKey) : kind;
}
