import type { ExpressionBuilder, Transaction } from 'kysely';
import { STATEMENT_INVOICEABLE, StatementState } from '../../../common/areas/statements/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import type { Database, Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { statementQuery } from './statement-rows.ts';
import { moveStatement } from './statement-transition.ts';

/**
 * What a statement leaves to invoice: its amount, in which the month's refunds are already
 * negative lines (a consolidated invoice nets them).
 */
export const statementInvoiceDue = (eb: ExpressionBuilder<Database, 'statement'>) => eb.ref('statement.account_amount');

/**
 * Statements the shop may invoice (the transition table's states): confirmed ones, overdue ones
 * the buyer had confirmed first (confirmed_at) — an unconfirmed or disputed amount is not
 * invoiced — and ones paid in full; each owing something (a month of refunds owes nothing).
 */
export const invoiceableStatements = (db: Db) =>
  db
    .selectFrom('statement')
    .where('statement.state', 'in', STATEMENT_INVOICEABLE)
    .where((eb) =>
      eb.or([eb('statement.state', '!=', StatementState.overdue), eb('statement.confirmed_at', 'is not', null)]),
    )
    .where((eb) => eb(statementInvoiceDue(eb), '>', 0));

/** Whether the statement has its blue invoice (the invoices console issues one per statement). */
export const blueInvoiced = async (db: Db, id: number) =>
  (await db
    .selectFrom('invoice')
    .select('id')
    .where('statement_id', '=', id)
    .where('kind', '=', 'blue')
    .executeTakeFirst()) !== undefined;

/**
 * What a statement waiting for its blue invoice leaves to invoice, for the console's detail; null
 * when it does not wait (not invoiceable, nothing to invoice, invoiced already).
 */
export async function statementInvoiceDueOf(db: Db, id: number): Promise<number | null> {
  if (await blueInvoiced(db, id)) return null;
  const row = await invoiceableStatements(db)
    .select((eb) => statementInvoiceDue(eb).as('due'))
    .where('statement.id', '=', id)
    .executeTakeFirst();
  return row ? Number(row.due) : null;
}

/**
 * Holds the statement's row until the caller's transaction ends, by an update that changes
 * nothing: a second invoice for it waits here, then finds the first.
 */
export async function holdStatement(trx: Transaction<Database>, id: number): Promise<void> {
  await trx
    .updateTable('statement')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .execute();
}

/**
 * Its blue invoice issued, in the transaction with the statement held: confirmed → invoiced;
 * where the money came first (overdue, received) it stays. The statement's audit row is the
 * issue's, naming the invoice.
 */
export async function invoiceStatement(
  trx: Transaction<Database>,
  id: number,
  actor: StaffActor,
  invoice: Record<string, unknown>,
  now: number,
): Promise<void> {
  const from = await statementQuery(trx).where('statement.id', '=', id).executeTakeFirstOrThrow();
  const moved = await moveStatement(
    trx,
    { action: 'invoice', actor, from, note: { action: 'invoice.issue', after: invoice } },
    now,
  );
  // Held since the issue began: nothing moved it meanwhile.
  if (!moved) throw new AppError(Code.conflict, 'handledByOther');
}
