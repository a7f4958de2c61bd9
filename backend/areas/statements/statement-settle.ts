import type { Money } from '../../../common/money.ts';
import type { Db } from '../../db/types.ts';
// The ledger's own file, not the credit area's index: the index loads the credit area's services,
// whose orders import the invoices, which import this area (an import circle).
import { restoreCredit, settleStatement } from '../credit/index.ts';

/**
 * A statement received in full (→ 7), whichever way it got there — the last remittance confirmed,
 * a dispute accepted down to what was paid, or a month that owes nothing confirmed: its orders were
 * charged one by one and its remittances repaid what it totals, so what its adjustments changed is
 * settled on the credit too (once per statement: the ledger row is keyed by it).
 */
export async function settleReceived(
  trx: Db,
  statement: { id: number; company_id: number },
  version: number,
  now: number,
): Promise<void> {
  const adjusted = await trx
    .selectFrom('statement_line')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('statement_id', '=', statement.id)
    .where('version', '=', version)
    .where('kind', '=', 'adjust')
    .executeTakeFirstOrThrow();
  await settleStatement(trx, {
    companyId: statement.company_id,
    statementId: statement.id,
    adjustments: Number(adjusted.total) as Money,
    now,
  });
}

/** A confirmed remittance repays the company's credit by its amount, once (the ledger row is keyed by it). */
export async function repayRemittance(
  trx: Db,
  statement: { company_id: number },
  remittance: { id: number; amount: number },
  now: number,
): Promise<void> {
  await restoreCredit(trx, {
    companyId: statement.company_id,
    kind: 'repay',
    refId: remittance.id,
    amount: remittance.amount as Money,
    now,
  });
}
