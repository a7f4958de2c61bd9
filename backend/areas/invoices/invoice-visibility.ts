import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import { visibleOrders } from '../orders/index.ts';

/**
 * An invoice the caller may open: its company's, and when it is an order's, of an order the caller
 * sees (a purchaser its own); a statement's invoice is its company's. Anyone else is told it does
 * not exist. Its file and its ERP voucher are opened through this one check.
 */
export async function visibleInvoice(db: Db, caller: Caller, invoiceId: number) {
  const row = await db
    .selectFrom('invoice')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('company_id', '=', caller.companyId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.order_id !== null) {
    const visible = await visibleOrders(db, caller)
      .select('orders.id')
      .where('orders.id', '=', row.order_id)
      .executeTakeFirst();
    if (!visible) throw notFound();
  }
  return row;
}
