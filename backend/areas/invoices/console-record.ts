import type { InvoiceRecord } from '../../../common/areas/invoices/invoice.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import { invoiceToWire } from './invoice-rows.ts';

const staffInvoiceHref = (id: number) => `/admin/invoices/file/${id}`;

export async function loadInvoice(db: Db, id: number) {
  const row = await db.selectFrom('invoice').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** An invoice as the console shows it, its file behind the staff's address. */
export async function consoleInvoice(db: Db, id: number): Promise<InvoiceRecord> {
  const row = await loadInvoice(db, id);
  const statement = row.statement_id
    ? await db.selectFrom('statement').select('balance_num').where('id', '=', row.statement_id).executeTakeFirst()
    : undefined;
  return invoiceToWire(row, staffInvoiceHref, statement?.balance_num ?? null);
}
