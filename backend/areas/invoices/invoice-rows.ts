import type { InvoiceRecord } from '../../../common/areas/invoices/invoice.ts';
import { moneyToWire, type Money } from '../../../common/money.ts';
import type { Db } from '../../db/types.ts';
import type { InvoiceTable } from '../../db/tables/invoices.ts';
import type { Selectable } from 'kysely';

export type InvoiceRow = Selectable<InvoiceTable>;

const yuan = (amount: number) => moneyToWire(Number(amount) as Money);

/** An invoice on the wire; `href` is where its file opens for whoever reads it (buyer or staff). */
export function invoiceToWire(row: InvoiceRow, href: (id: number) => string, balanceNum: string | null): InvoiceRecord {
  return {
    id: row.id,
    kind: row.kind === 'red' ? 'red' : 'blue',
    invoiceType: row.invoice_type,
    invoiceCode: row.invoice_code,
    invoiceNo: row.invoice_no,
    issueDate: row.issue_date,
    amount: yuan(row.amount),
    netAmount: yuan(row.net_amount),
    taxAmount: yuan(row.tax_amount),
    taxRate: row.tax_rate,
    fileType: row.file_type,
    image: href(row.id),
    balanceNum,
  };
}

/** Where the buyer's screens open an invoice file. */
export const buyerInvoiceHref = (id: number) => `/userCenter/invoice/file/${id}`;

/**
 * The invoices issued for a statement (blue and red, oldest first) as its buyer reads them, with
 * their files at the buyer's address. The caller has checked the statement is the buyer's.
 */
export async function statementInvoicesForBuyer(db: Db, statementId: number, balanceNum: string) {
  const rows = await db
    .selectFrom('invoice')
    .selectAll()
    .where('statement_id', '=', statementId)
    .orderBy('id')
    .execute();
  return rows.map((row) => invoiceToWire(row, buyerInvoiceHref, balanceNum));
}
