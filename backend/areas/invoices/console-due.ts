import { InvoiceType } from '../../../common/areas/invoices/invoice.ts';
import { CertificationStatus } from '../../../common/areas/certification/transitions.ts';
import type { Db } from '../../db/types.ts';
import { notFound, refused } from '../../errors.ts';
import { fieldsOf } from '../certification/index.ts';
import { invoiceableOrders, orderInvoiceDue } from '../orders/index.ts';
import { invoiceableStatements, statementInvoiceDue } from '../statements/index.ts';

/** What a blue invoice is issued for: an offline-paid order, or a confirmed statement. */
export type InvoiceTarget = { target: 'order' | 'statement'; targetId: number };

/** What is still to invoice for a target, and the company and header behind it. */
export async function invoiceDue(trx: Db, { target, targetId }: InvoiceTarget) {
  if (target === 'order') {
    const order = await trx
      .selectFrom('orders')
      .select([
        'id',
        'company_id',
        'order_no',
        'pay_type_id',
        'is_pay',
        'order_status',
        'invoice_type',
        'invoice_unit_name',
        'invoice_taxcode',
      ])
      .where('id', '=', targetId)
      .executeTakeFirst();
    if (!order) throw notFound();
    const waiting = await invoiceableOrders(trx)
      .select((eb) => orderInvoiceDue(eb).as('due'))
      .where('orders.id', '=', order.id)
      .executeTakeFirst();
    if (!waiting) throw refused('invoiceNotIssuable');
    return {
      companyId: order.company_id,
      label: order.order_no,
      max: Number(waiting.due),
      invoiceType: order.invoice_type,
      unitName: order.invoice_unit_name,
      taxcode: order.invoice_taxcode,
    };
  }
  const statement = await invoiceableStatements(trx)
    .leftJoin('invoice_header', 'invoice_header.company_id', 'statement.company_id')
    .select([
      'statement.id',
      'statement.company_id',
      'statement.balance_num',
      'invoice_header.invoice_type',
      'invoice_header.unit_name',
      'invoice_header.taxcode',
    ])
    .select((eb) => statementInvoiceDue(eb).as('due'))
    .where('statement.id', '=', targetId)
    .executeTakeFirst();
  if (!statement) {
    const exists = await trx.selectFrom('statement').select('id').where('id', '=', targetId).executeTakeFirst();
    throw exists ? refused('invoiceNotIssuable') : notFound();
  }
  if (statement.unit_name === null) throw refused('invoiceNotIssuable');
  return {
    companyId: statement.company_id,
    label: statement.balance_num,
    max: Number(statement.due),
    invoiceType: statement.invoice_type ?? InvoiceType.ordinary,
    unitName: statement.unit_name,
    taxcode: statement.taxcode ?? '',
  };
}

/** 专票: the company's passed certification says general taxpayer, with the header's tax code as its credit code. */
export async function assertSpecialAllowed(db: Db, companyId: number, taxcode: string) {
  const certification = await db
    .selectFrom('certification')
    .select('fields_json')
    .where('company_id', '=', companyId)
    .where('cert_status', '=', CertificationStatus.passed)
    .executeTakeFirst();
  const fields = certification ? fieldsOf(certification) : undefined;
  const ok =
    fields !== undefined &&
    String(fields.taxpayerZg ?? '') === '1' &&
    String(fields.socialCreditCode ?? '').toUpperCase() === taxcode.toUpperCase();
  if (!ok) throw refused('invoiceSpecialNotAllowed');
}
