import type {
  ApprovalRuleValue,
  ApprovalRuleWire,
  RuleCategoryOption,
} from '../../../common/areas/approval-rules/approval-rule.ts';
import type { RuleFacts } from '../../../common/company-audit.ts';
import type { Locale } from '../../../common/messages.ts';
import { moneyToText, moneyToWire } from '../../../common/money.ts';
import { wireTime } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import { recordCompanyAudit } from '../../services/company-audit.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { assertMay } from '../../services/staff-permission.ts';
import { holdCompany } from '../account/index.ts';
import { readRule, type StoredRule } from './rule-reads.ts';

const named = (row: { name: string; name_en: string }, locale: Locale) =>
  locale === 'en' && row.name_en ? row.name_en : row.name;

async function categoryRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('category')
    .select(['id', 'name', 'name_en'])
    .where('id', 'in', [...ids])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** A rule as the audit trail keeps it: amounts as wire text, categories by their (Chinese) names. */
async function factsOf(db: Db, rule: ApprovalRuleValue): Promise<RuleFacts> {
  return {
    mode: rule.mode,
    amount: rule.amount === null ? null : moneyToText(rule.amount, 2),
    approverLimit: rule.approverLimit === null ? null : moneyToText(rule.approverLimit, 2),
    categories: (await categoryRows(db, rule.categoryIds)).map((row) => row.name),
  };
}

const sameRule = (a: ApprovalRuleValue, b: ApprovalRuleValue) =>
  a.mode === b.mode &&
  a.amount === b.amount &&
  a.approverLimit === b.approverLimit &&
  a.categoryIds.length === b.categoryIds.length &&
  a.categoryIds.every((id) => b.categoryIds.includes(id));

/**
 * A company's approval rule: its main account reads and sets it (the user centre's 审批规则), staff
 * read it on the company's console page. A change is recorded in the company's audit trail with the
 * rule before and after, in the change's transaction, the company's row held so two changes at once
 * each record what they replaced.
 */
export function approvalRuleService({ db, clock }: Deps) {
  const toWire = async (rule: StoredRule, locale: Locale): Promise<ApprovalRuleWire> => {
    const who =
      rule.accountId === null
        ? undefined
        : await db.selectFrom('account').select('username').where('id', '=', rule.accountId).executeTakeFirst();
    return {
      mode: rule.mode,
      amount: rule.amount === null ? null : moneyToWire(rule.amount),
      approverLimit: rule.approverLimit === null ? null : moneyToWire(rule.approverLimit),
      categories: (await categoryRows(db, rule.categoryIds)).map((row) => ({ id: row.id, name: named(row, locale) })),
      updatedBy: who?.username ?? '',
      updatedAt: rule.updatedAt === null ? '' : wireTime(rule.updatedAt),
    };
  };

  return {
    /** rest/approvalRule: the caller's company's rule. */
    async get(caller: Caller, locale: Locale): Promise<ApprovalRuleWire> {
      return toWire(await readRule(db, caller.companyId), locale);
    },

    /** rest/approvalRule/categories: what a `categories` rule may name, the catalogue's top two levels. */
    async categories(locale: Locale): Promise<RuleCategoryOption[]> {
      const rows = await db
        .selectFrom('category')
        .select(['id', 'name', 'name_en', 'level', 'parent_id', 'sort'])
        .where('level', '<=', 2)
        .orderBy('level')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      // Each top category followed by its branches, as the form lists them.
      const tops = rows.filter((row) => row.level === 1);
      return tops.flatMap((top) => [
        { id: top.id, name: named(top, locale), level: 1 },
        ...rows
          .filter((row) => row.parent_id === top.id)
          .map((row) => ({ id: row.id, name: named(row, locale), level: 2 })),
      ]);
    },

    /** rest/approvalRule/save: the main account sets the company's rule. */
    async save(caller: Caller, rule: ApprovalRuleValue): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await holdCompany(trx, caller.companyId);
        const known = await categoryRows(trx, rule.categoryIds);
        if (known.length !== rule.categoryIds.length) throw notFound();
        const before = await readRule(trx, caller.companyId);
        const now = clock.now();
        const values = {
          mode: rule.mode,
          amount: rule.amount,
          approver_limit: rule.approverLimit,
          account_id: caller.accountId,
          updated_at: now,
        };
        await trx
          .insertInto('approval_rule')
          .values({ company_id: caller.companyId, ...values })
          .onConflict((conflict) => conflict.column('company_id').doUpdateSet(values))
          .execute();
        await trx.deleteFrom('approval_rule_category').where('company_id', '=', caller.companyId).execute();
        if (rule.categoryIds.length > 0)
          await trx
            .insertInto('approval_rule_category')
            .values(rule.categoryIds.map((categoryId) => ({ company_id: caller.companyId, category_id: categoryId })))
            .execute();
        // Saving the rule as it stands changes nothing, so the trail says nothing.
        if (sameRule(before, rule)) return;
        await recordCompanyAudit(trx, {
          companyId: caller.companyId,
          accountId: caller.accountId,
          actor: caller.username,
          kind: 'approvalRuleChanged',
          detail: { before: await factsOf(trx, before), after: await factsOf(trx, rule) },
          now,
        });
      });
    },

    /** rest/staff/approvalRules/company/{id}: a company's rule for its console page; staff only read it. */
    async forCompany(actor: StaffActor, companyId: number, locale: Locale): Promise<ApprovalRuleWire> {
      assertMay(actor, 'view');
      const company = await db.selectFrom('company').select('id').where('id', '=', companyId).executeTakeFirst();
      if (!company) throw notFound();
      return toWire(await readRule(db, companyId), locale);
    },
  };
}
