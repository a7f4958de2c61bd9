import type { Money } from '../../../common/money.ts';
import { StatementState } from '../../../common/areas/statements/transitions.ts';
import type { Db } from '../../db/types.ts';
import { refused } from '../../errors.ts';
import { holdCompany } from '../account/index.ts';

/** What moves a company's credit (docs/decisions/0017); each kind is written once per cause. */
export type CreditKind = 'opening' | 'grant' | 'expire' | 'use' | 'cancel' | 'refund' | 'repay' | 'settle';

export interface CreditTotals {
  limit: Money;
  used: Money;
  /** What may still be charged: the limit less what is used, never below zero (the quota shown). */
  available: Money;
  /**
   * What is used beyond the limit, else zero: a contract that lowers the limit below what is in
   * use leaves that much owed, and nothing available until it is paid back.
   */
  overLimit: Money;
}

/** The totals of a limit and an amount used. */
export function totalsOf(limit: Money, used: Money): CreditTotals {
  return {
    limit,
    used,
    available: Math.max(0, limit - used) as Money,
    overLimit: Math.max(0, used - limit) as Money,
  };
}

/**
 * A company's credit, derived from its ledger: the limit and the amount used are the sums of
 * their changes. Nothing else holds the quota, so what the buyer sees is always what the rows say.
 */
export async function creditOf(db: Db, companyId: number): Promise<CreditTotals> {
  const row = await db
    .selectFrom('credit_entry')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('limit_change'), eb.lit(0)).as('limit'),
      eb.fn.coalesce(eb.fn.sum<number>('used_change'), eb.lit(0)).as('used'),
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return totalsOf(Number(row.limit) as Money, Number(row.used) as Money);
}

/** The credit of several companies at once (the console's list of companies a contract may be for). */
export async function creditOfEach(db: Db, companyIds: readonly number[]): Promise<Map<number, CreditTotals>> {
  const totals = new Map<number, CreditTotals>(companyIds.map((id) => [id, totalsOf(0 as Money, 0 as Money)]));
  if (companyIds.length === 0) return totals;
  const rows = await db
    .selectFrom('credit_entry')
    .select((eb) => [
      'company_id',
      eb.fn.coalesce(eb.fn.sum<number>('limit_change'), eb.lit(0)).as('limit'),
      eb.fn.coalesce(eb.fn.sum<number>('used_change'), eb.lit(0)).as('used'),
    ])
    .where('company_id', 'in', companyIds)
    .groupBy('company_id')
    .execute();
  for (const row of rows) totals.set(row.company_id, totalsOf(Number(row.limit) as Money, Number(row.used) as Money));
  return totals;
}

/*
 * Every change of a company's ledger first holds the company's row (the account area's
 * holdCompany) until its transaction ends, before it reads anything: one company's changes are
 * made one after another, so two orders at once cannot both see the same credit free.
 */

interface Entry {
  companyId: number;
  kind: CreditKind;
  refId: number | null;
  limitChange?: number;
  usedChange?: number;
  note?: string | null;
  staffId?: number | null;
  now: number;
}

async function write(trx: Db, entry: Entry): Promise<void> {
  await trx
    .insertInto('credit_entry')
    .values({
      company_id: entry.companyId,
      kind: entry.kind,
      ref_id: entry.refId,
      limit_change: entry.limitChange ?? 0,
      used_change: entry.usedChange ?? 0,
      note: entry.note ?? null,
      staff_id: entry.staffId ?? null,
      created_at: entry.now,
    })
    .execute();
}

/**
 * Charges an order to the company's credit in the order's transaction. Refuses while one of its
 * statements is overdue (it pays first), and answers what is available, writing nothing, when
 * that is too little.
 * The (kind, ref_id) key makes a second charge of the same order fail.
 */
export async function useCredit(
  trx: Db,
  companyId: number,
  orderId: number,
  amount: Money,
  now: number,
): Promise<{ ok: true } | { ok: false; available: Money }> {
  await holdCompany(trx, companyId);
  const overdue = await trx
    .selectFrom('statement')
    .select('balance_num')
    .where('company_id', '=', companyId)
    .where('state', '=', StatementState.overdue)
    .executeTakeFirst();
  if (overdue) throw refused('creditOverdue', { no: overdue.balance_num });
  const { available } = await creditOf(trx, companyId);
  if (available < amount) return { ok: false, available };
  await write(trx, { companyId, kind: 'use', refId: orderId, usedChange: amount, now });
  return { ok: true };
}

/** Gives credit back: a cancelled order (its id), a refund (its id) or a remittance (its id). */
export async function restoreCredit(
  trx: Db,
  entry: { companyId: number; kind: 'cancel' | 'refund' | 'repay'; refId: number; amount: Money; now: number },
): Promise<void> {
  await holdCompany(trx, entry.companyId);
  await write(trx, { ...entry, usedChange: -entry.amount });
}

/**
 * A statement paid in full settles what its adjustments changed (a difference the shop accepted,
 * a charge added): its orders were charged and its refunds given back as they happened, the
 * remittances repaid its total, so the adjustments' sum is what is still counted as used (or
 * given back twice). Once per statement.
 */
export async function settleStatement(
  trx: Db,
  entry: { companyId: number; statementId: number; adjustments: Money; now: number },
): Promise<void> {
  if (entry.adjustments === 0) return;
  await holdCompany(trx, entry.companyId);
  await write(trx, {
    companyId: entry.companyId,
    kind: 'settle',
    refId: entry.statementId,
    usedChange: entry.adjustments,
    now: entry.now,
  });
}

/**
 * Sets the company's credit limit to what its contracts grant: the credit of its newest signed
 * (or preserved) contract that has not ended, else nothing. Written as the difference, by the
 * contract that caused it, so a limit is never typed over.
 */
export async function settleLimit(
  trx: Db,
  entry: { companyId: number; kind: 'grant' | 'expire'; contractId: number; staffId?: number | null; now: number },
  current: readonly number[],
): Promise<void> {
  await holdCompany(trx, entry.companyId);
  const granting = await trx
    .selectFrom('contract')
    .select('credit_amount')
    .where('company_id', '=', entry.companyId)
    .where('status', 'in', current)
    .orderBy('signed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const { limit } = await creditOf(trx, entry.companyId);
  const target = Number(granting?.credit_amount ?? 0);
  await write(trx, {
    companyId: entry.companyId,
    kind: entry.kind,
    refId: entry.contractId,
    limitChange: target - limit,
    staffId: entry.staffId,
    now: entry.now,
  });
}
