import { createHash, randomBytes } from 'node:crypto';
import type { InvoiceIssueForm } from '../../../common/areas/invoices/invoice.ts';
import { separateTax, type Money } from '../../../common/money.ts';
import { shanghaiMonth } from '../../../common/time.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import type { InvoiceFileType } from './invoice-file.ts';

/**
 * Stores the file under a name of its month, invoice number, content hash and a random part: a
 * refused issue removes what it stored, so no two uploads may share a name (the same file sent
 * again under a number already used would otherwise remove the first invoice's file).
 */
export function invoiceFileStore({ clock, files }: Pick<Deps, 'clock' | 'files'>) {
  return async (bytes: Uint8Array, type: InvoiceFileType, invoiceNo: string) => {
    const now = clock.now();
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const nonce = randomBytes(8).toString('hex');
    const path = `${shanghaiMonth(now).replace('-', '')}-invoice-${invoiceNo}-${hash}-${nonce}.${type}`;
    await files.put(path, bytes);
    return path;
  };
}

/** The columns every invoice records from its form: number, date, 价税分离 amounts, file, who and when. */
export function numbered(
  form: InvoiceIssueForm,
  amount: Money,
  file: { path: string; type: InvoiceFileType },
  actor: StaffActor,
  now: number,
) {
  const split = separateTax(amount, form.taxRate);
  return {
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
  };
}

/** An invoice number used already is the member's to change; any other error stays as it was. */
export function numberTaken(error: unknown) {
  if (uniqueViolation(error)) return refused('invoiceNumberUsed');
  return error;
}
