import {
  ApprovalLevel,
  DEFAULT_APPROVAL_RULE,
  type ApprovalLevelValue,
  type ApprovalMode,
  type ApprovalRuleValue,
} from '../../../common/areas/approval-rules/index.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import type { Money } from '../../../common/money.ts';
import type { Db } from '../../db/types.ts';

export interface StoredRule extends ApprovalRuleValue {
  accountId: number | null;
  updatedAt: number | null;
}

/** The company's rule, or the default (`always`, no second level) when it never set one. */
export async function readRule(db: Db, companyId: number): Promise<StoredRule> {
  const row = await db.selectFrom('approval_rule').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  if (!row) return { ...DEFAULT_APPROVAL_RULE, accountId: null, updatedAt: null };
  const categories =
    row.mode === 'categories'
      ? await db
          .selectFrom('approval_rule_category')
          .select('category_id')
          .where('company_id', '=', companyId)
          .orderBy('category_id')
          .execute()
      : [];
  return {
    mode: row.mode as ApprovalMode,
    amount: row.amount === null ? null : (Number(row.amount) as Money),
    approverLimit: row.approver_limit === null ? null : (Number(row.approver_limit) as Money),
    categoryIds: categories.map((category) => category.category_id),
    accountId: row.account_id,
    updatedAt: row.updated_at,
  };
}

/**
 * Whether any of these goods lies in one of the categories or below it. Walks up from the goods'
 * categories a level at a time (the catalogue is a few levels deep), so a rule naming a top
 * category catches goods filed three levels under it.
 */
async function inCategories(db: Db, goodsIds: readonly number[], chosen: readonly number[]): Promise<boolean> {
  if (goodsIds.length === 0 || chosen.length === 0) return false;
  const wanted = new Set(chosen);
  const goods = await db
    .selectFrom('goods')
    .select('category_id')
    .where('id', 'in', [...goodsIds])
    .execute();
  const seen = new Set<number>();
  let frontier = [...new Set(goods.map((row) => row.category_id))];
  while (frontier.length > 0) {
    if (frontier.some((id) => wanted.has(id))) return true;
    for (const id of frontier) seen.add(id);
    const parents = await db.selectFrom('category').select('parent_id').where('id', 'in', frontier).execute();
    frontier = [
      ...new Set(parents.map((row) => row.parent_id).filter((id): id is number => id !== null && !seen.has(id))),
    ];
  }
  return false;
}

/**
 * Who must decide a purchaser's purchase of this total and these goods under the company's rule:
 * 0 nobody (it becomes its order at once), 1 an approver or the main account, 2 the main account
 * only (above the approvers' limit). Called inside the submit's transaction, with the total priced there.
 */
export async function approvalNeeded(
  db: Db,
  companyId: number,
  { total, goodsIds }: { total: Money; goodsIds: readonly number[] },
): Promise<ApprovalLevelValue> {
  const rule = await readRule(db, companyId);
  const needed =
    rule.mode === 'above'
      ? total > (rule.amount ?? 0)
      : rule.mode === 'categories'
        ? await inCategories(db, goodsIds, rule.categoryIds)
        : true;
  if (!needed) return ApprovalLevel.none;
  return rule.approverLimit !== null && total > rule.approverLimit ? ApprovalLevel.mainOnly : ApprovalLevel.reviewer;
}

/**
 * The live accounts that may decide a purchase of this level, with their mobiles: level 1 the
 * company's approvers, or its main account when it has none; level 2 the main account.
 */
export async function reviewersOf(
  db: Db,
  companyId: number,
  level: ApprovalLevelValue,
): Promise<{ accountId: number; mobile: string }[]> {
  const accounts = (accountType: number) =>
    db
      .selectFrom('account')
      .select(['id as accountId', 'mobile'])
      .where('company_id', '=', companyId)
      .where('account_type', '=', accountType)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
  if (level === ApprovalLevel.none) return [];
  if (level === ApprovalLevel.reviewer) {
    const approvers = await accounts(CustomerAccountType.approver);
    if (approvers.length > 0) return approvers;
  }
  return accounts(CustomerAccountType.main);
}
