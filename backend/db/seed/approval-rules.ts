import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';

const DAY = 24 * 60 * 60 * 1000;
/** ¥5,000 in ten-thousandths of a yuan. */
const APPROVER_LIMIT = 5_000 * 10_000;

/**
 * The demo company's approval rule on a fresh start: every purchase of its purchaser waits for a
 * reviewer (as before rules existed, which the shop's tests of the demo purchaser rely on), and
 * those above ¥5,000 for the main account alone; and its audit trail's first rows: the rule as the
 * main account set it, and decisions its reviewers took before. The `above` mode is shown by the
 * tests, which set it on companies of their own.
 */
export async function seedApprovalRules(db: Kysely<Database>, now: number): Promise<void> {
  const accounts = await db
    .selectFrom('account')
    .select(['id', 'company_id', 'username'])
    .where('username', 'in', ['demo', 'demo_approver'])
    .execute();
  const main = accounts.find((account) => account.username === 'demo');
  const approver = accounts.find((account) => account.username === 'demo_approver');
  if (!main || !approver) return;
  const companyId = main.company_id;
  await db
    .insertInto('approval_rule')
    .values({
      company_id: companyId,
      mode: 'always',
      amount: null,
      approver_limit: APPROVER_LIMIT,
      account_id: main.id,
      updated_at: now - 3 * DAY,
    })
    .execute();
  const rows = [
    {
      account: approver,
      kind: 'purchaseApproved',
      label: 'P20261101000000101',
      detail: { amount: '1280.00', level: 1 },
      at: now - 20 * DAY,
    },
    {
      account: main,
      kind: 'purchaseRejected',
      label: 'P20261105000000102',
      detail: { amount: '7650.00', level: 1, reason: '本月预算已用完，下月再采购' },
      at: now - 15 * DAY,
    },
    {
      account: main,
      kind: 'approvalRuleChanged',
      label: '',
      detail: {
        before: { mode: 'always', amount: null, approverLimit: null, categories: [] },
        after: { mode: 'always', amount: null, approverLimit: '5000.00', categories: [] },
      },
      at: now - 3 * DAY,
    },
  ];
  await db
    .insertInto('company_audit')
    .values(
      rows.map((row) => ({
        company_id: companyId,
        account_id: row.account.id,
        actor: row.account.username,
        kind: row.kind,
        subject_id: null,
        subject_label: row.label,
        detail_json: JSON.stringify(row.detail),
        created_at: row.at,
      })),
    )
    .execute();
}
