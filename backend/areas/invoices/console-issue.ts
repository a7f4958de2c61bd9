import { InvoiceType, type InvoiceIssueForm, type InvoiceRecord } from '../../../common/areas/invoices/invoice.ts';
import { Code } from '../../../common/envelope.ts';
import { moneyToText, type Money } from '../../../common/money.ts';
import { AppError, refused } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { holdOrder } from '../orders/index.ts';
import { holdStatement, invoiceStatement } from '../statements/index.ts';
import { assertSpecialAllowed, invoiceDue, type InvoiceTarget } from './console-due.ts';
import { insertInvoice, invoiceIssue } from './invoice-write.ts';
import { invoiceFileType } from './invoice-file.ts';

/**
 * Issues a blue invoice. Its amount is at most what is left to invoice; the order's (or
 * statement's) row is held while it is checked and written, so two issues of one target are
 * one after the other and the second finds the first; a statement takes its step (2 → 4) with
 * it, through the statements area.
 */
export function blueInvoiceIssuer({ db, clock, files }: Pick<Deps, 'db' | 'clock' | 'files'>) {
  const issueWith = invoiceIssue({ db, clock, files });
  return async (
    actor: StaffActor,
    target: InvoiceTarget,
    form: InvoiceIssueForm,
    file: Uint8Array,
  ): Promise<InvoiceRecord> => {
    const type = await invoiceFileType(file);
    const draft = await invoiceDue(db, target);
    if (form.invoiceType === InvoiceType.special) await assertSpecialAllowed(db, draft.companyId, draft.taxcode);
    // One blue invoice per order or statement, so it is for the whole amount due: a part would leave
    // the rest with no way to be invoiced.
    if (form.amount !== draft.max) throw refused('invoiceAmountNotDue', { max: moneyToText(draft.max as Money, 2) });
    return issueWith({ bytes: file, type }, form.invoiceNo, async (trx, stored, now) => {
      // Hold the target's row: a second issue waits here, then finds this one.
      if (target.target === 'order') await holdOrder(trx, target.targetId);
      else await holdStatement(trx, target.targetId);
      const issued = await trx
        .selectFrom('invoice')
        .select('id')
        .where(target.target === 'order' ? 'order_id' : 'statement_id', '=', target.targetId)
        .where('kind', '=', 'blue')
        .executeTakeFirst();
      if (issued) throw new AppError(Code.conflict, 'invoiceAlreadyIssued');
      const fresh = await invoiceDue(trx, target);
      // Checked again with the row held: a refund recorded meanwhile lowers what is due.
      if (form.amount !== fresh.max) throw refused('invoiceAmountNotDue', { max: moneyToText(fresh.max as Money, 2) });
      const id = await insertInvoice(
        trx,
        {
          company_id: fresh.companyId,
          order_id: target.target === 'order' ? target.targetId : null,
          statement_id: target.target === 'statement' ? target.targetId : null,
          kind: 'blue',
          invoice_type: form.invoiceType,
          unit_name: fresh.unitName,
          taxcode: fresh.taxcode,
        },
        { form, amount: form.amount, file: stored, actor, now },
      );
      const issue = {
        invoiceNo: `${form.invoiceCode}${form.invoiceNo}`,
        amount: moneyToText(form.amount, 2),
        type: form.invoiceType,
      };
      // The statement's step writes the issue's audit row with its state; an order's is written here.
      if (target.target === 'statement') await invoiceStatement(trx, target.targetId, actor, issue, now);
      else
        await audit(
          trx,
          actor,
          { action: 'invoice.issue', entity: 'order', entityId: target.targetId, label: fresh.label, after: issue },
          now,
        );
      return id;
    });
  };
}
