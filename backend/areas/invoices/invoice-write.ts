import { createHash, randomBytes } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import type { InvoiceIssueForm, InvoiceRecord } from '../../../common/areas/invoices/invoice.ts';
import { separateTax, type Money } from '../../../common/money.ts';
import { shanghaiMonth } from '../../../common/time.ts';
import type { InvoiceTable } from '../../db/tables/invoices.ts';
import type { Database } from '../../db/types.ts';
import { queueWebhook } from '../webhooks/index.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { consoleInvoice } from './console-record.ts';
import type { InvoiceFileType } from './invoice-file.ts';

/** An uploaded invoice file, its type read from its content, and where it was stored. */
export interface InvoiceFile {
  bytes: Uint8Array;
  type: InvoiceFileType;
}
type StoredFile = { path: string; type: InvoiceFileType };

/** What an invoice is for: its company, order or statement and header (blue), or the invoice and refund it reverses (red). */
export type InvoiceFor = Pick<
  Insertable<InvoiceTable>,
  | 'company_id'
  | 'order_id'
  | 'statement_id'
  | 'kind'
  | 'reverses_id'
  | 'refund_id'
  | 'invoice_type'
  | 'unit_name'
  | 'taxcode'
>;

/**
 * Writes an invoice's row, blue or red, in the issue's transaction: what it is for, and from its
 * form the number, the date, the 价税分离 amounts, the file, who and when. Answers its id.
 */
export async function insertInvoice(
  trx: Transaction<Database>,
  target: InvoiceFor,
  issue: { form: InvoiceIssueForm; amount: Money; file: StoredFile; actor: StaffActor; now: number },
): Promise<number> {
  const { form, amount, file, actor, now } = issue;
  const split = separateTax(amount, form.taxRate);
  const inserted = await trx
    .insertInto('invoice')
    .values({
      ...target,
      invoice_code: form.invoiceCode,
      invoice_no: form.invoiceNo,
      issue_date: form.issueDate,
      amount,
      net_amount: split.net,
      tax_amount: split.tax,
      tax_rate: form.taxRate,
      file_path: file.path,
      file_type: file.type,
      staff_id: actor.staffId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await queueWebhook(trx, {
    companyId: target.company_id,
    type: target.reverses_id ? 'invoice.reversed' : 'invoice.issued',
    data: {
      invoiceId: inserted.id,
      invoiceNo: form.invoiceNo,
      orderId: target.order_id ?? null,
      statementId: target.statement_id ?? null,
      reversesId: target.reverses_id ?? null,
    },
    now,
  });
  return inserted.id;
}

/** A refund reversed already, or an invoice number used already (the member's to change); any other error stays. */
function refusalOf(error: unknown) {
  const column = uniqueViolation(error);
  if (column === 'refund_id') return refused('invoiceNothingToReverse');
  if (column) return refused('invoiceNumberUsed');
  return error;
}

/**
 * Issues an invoice with its file: the file is stored first, under a name of its month, invoice
 * number, content hash and a random part — a refused issue removes what it stored, so no two uploads
 * may share a name (the same file sent again under a number already used would otherwise remove the
 * first invoice's file) — then `issue` writes the invoice in its transaction. Answers the invoice
 * as the console shows it.
 */
export function invoiceIssue({ db, clock, files }: Pick<Deps, 'db' | 'clock' | 'files'>) {
  return async (
    file: InvoiceFile,
    invoiceNo: string,
    issue: (trx: Transaction<Database>, stored: StoredFile, now: number) => Promise<number>,
  ): Promise<InvoiceRecord> => {
    const now = clock.now();
    const hash = createHash('sha256').update(file.bytes).digest('hex').slice(0, 16);
    const nonce = randomBytes(8).toString('hex');
    const path = `${shanghaiMonth(now).replace('-', '')}-invoice-${invoiceNo}-${hash}-${nonce}.${file.type}`;
    await files.put(path, file.bytes);
    try {
      const id = await db.transaction().execute((trx) => issue(trx, { path, type: file.type }, now));
      return consoleInvoice(db, id);
    } catch (error) {
      await files.remove(path);
      throw refusalOf(error);
    }
  };
}
