import type { InvoiceIssueForm, InvoiceRecord } from '../../../common/areas/invoices/invoice.ts';
import { moneyToText, type Money } from '../../../common/money.ts';
import { notFound, refused } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { insertInvoice, invoiceIssue } from './invoice-write.ts';
import { invoiceFileType } from './invoice-file.ts';

/** A red invoice for a refund on an invoiced order: once per refund, at most the refund's amount. */
export function redInvoiceIssuer({ db, clock, files }: Pick<Deps, 'db' | 'clock' | 'files'>) {
  const issueWith = invoiceIssue({ db, clock, files });
  return async (
    actor: StaffActor,
    refundId: number,
    form: InvoiceIssueForm,
    file: Uint8Array,
  ): Promise<InvoiceRecord> => {
    const type = await invoiceFileType(file);
    const refund = await db.selectFrom('refund').selectAll().where('id', '=', refundId).executeTakeFirst();
    if (!refund) throw notFound();
    const blue = await db
      .selectFrom('invoice')
      .selectAll()
      .where('order_id', '=', refund.order_id)
      .where('kind', '=', 'blue')
      .executeTakeFirst();
    // A refund made before the invoice is already left out of it: only later ones reverse it.
    if (!blue || refund.created_at <= blue.created_at) throw refused('invoiceNothingToReverse');
    if (form.amount > Number(refund.amount))
      throw refused('invoiceAmountTooHigh', { max: moneyToText(refund.amount as Money, 2) });
    return issueWith({ bytes: file, type }, form.invoiceNo, async (trx, stored, now) => {
      // Hold the blue invoice: reversals of several refunds are counted one after the other, and
      // together never take back more than it holds.
      await trx
        .updateTable('invoice')
        .set((eb) => ({ kind: eb.ref('kind') }))
        .where('id', '=', blue.id)
        .execute();
      const done = await trx.selectFrom('invoice').select('id').where('refund_id', '=', refund.id).executeTakeFirst();
      if (done) throw refused('invoiceNothingToReverse');
      const reversed = await trx
        .selectFrom('invoice')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
        .where('reverses_id', '=', blue.id)
        .executeTakeFirstOrThrow();
      const left = Number(blue.amount) + Number(reversed.total);
      if (form.amount > left) throw refused('invoiceAmountTooHigh', { max: moneyToText(left as Money, 2) });
      const amount = -form.amount as Money;
      const id = await insertInvoice(
        trx,
        {
          company_id: blue.company_id,
          order_id: blue.order_id,
          statement_id: null,
          kind: 'red',
          reverses_id: blue.id,
          refund_id: refund.id,
          invoice_type: blue.invoice_type,
          unit_name: blue.unit_name,
          taxcode: blue.taxcode,
        },
        { form, amount, file: stored, actor, now },
      );
      await audit(
        trx,
        actor,
        {
          action: 'invoice.reverse',
          entity: 'order',
          entityId: refund.order_id,
          label: blue.invoice_no,
          after: { invoiceNo: `${form.invoiceCode}${form.invoiceNo}`, amount: moneyToText(amount, 2) },
        },
        now,
      );
      return id;
    });
  };
}
