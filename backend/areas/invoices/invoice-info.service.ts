import {
  InvoiceOrderStatus,
  OpenStatus,
  type InvoiceOrderInfo,
  type InvoiceRecord,
  type InvoiceStep,
} from '../../../common/areas/invoices/invoice.ts';
import { PayType } from '../../../common/areas/orders/order.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import { wireTime } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { visibleOrders } from '../orders/index.ts';
import { visibleInvoice } from './invoice-visibility.ts';
import { INVOICE_CONTENT_TYPES, type InvoiceFileType } from './invoice-file.ts';
import { buyerInvoiceHref, invoiceToWire, statementInvoicesForBuyer } from './invoice-rows.ts';

/**
 * The invoice side of an order (SPEC §7 /rest/invoiceOrder/info/{id}): the header it was
 * placed with, its invoices — its own for an offline-paid order, its statement's consolidated ones
 * for a credit order — and the step bar 提交订单 → 付款 → 开票 → 发货 → 收货 → 完成 with the dates.
 */
export function invoiceInfoService({ db, files }: Deps) {
  /** The statement a credit order was billed on: the one whose lines hold its charge. */
  const statementOf = (orderId: number) =>
    db
      .selectFrom('statement_line')
      .innerJoin('statement', 'statement.id', 'statement_line.statement_id')
      .select(['statement.id', 'statement.balance_num'])
      .where('statement_line.kind', '=', 'order')
      .where('statement_line.ref_id', '=', orderId)
      .executeTakeFirst();

  return {
    async info(caller: Caller, orderId: number): Promise<InvoiceOrderInfo> {
      const order = await visibleOrders(db, caller)
        .leftJoin('invoice_header', 'invoice_header.id', 'orders.invoice_header_id')
        .select([
          'orders.id',
          'orders.order_no',
          'orders.created_at',
          'orders.order_status',
          'orders.pay_type_id',
          'orders.is_pay',
          'orders.pay_time',
          'orders.send_time',
          'orders.receive_time',
          'orders.invoice_type',
          'orders.invoice_unit_name',
          'orders.invoice_taxcode',
          'invoice_header.content',
          'invoice_header.address',
          'invoice_header.phone',
          'invoice_header.bank',
          'invoice_header.account',
        ])
        .where('orders.id', '=', orderId)
        .executeTakeFirst();
      if (!order) throw notFound();
      const statement = order.pay_type_id === PayType.credit ? await statementOf(order.id) : undefined;
      let query = db.selectFrom('invoice').selectAll().orderBy('id');
      query = statement ? query.where('statement_id', '=', statement.id) : query.where('order_id', '=', order.id);
      const invoices = await query.execute();
      const blue = invoices.find((row) => row.kind === 'blue');
      const issuedOn = blue ? `${blue.issue_date} 00:00:00` : null;
      const cancelled = order.order_status === OrderStatus.cancelled;
      const status = cancelled
        ? InvoiceOrderStatus.cancelled
        : order.is_pay !== 1
          ? InvoiceOrderStatus.pendingPayment
          : !blue
            ? InvoiceOrderStatus.pendingInvoice
            : order.send_time === null
              ? InvoiceOrderStatus.pendingShipment
              : order.receive_time === null
                ? InvoiceOrderStatus.pendingReceipt
                : InvoiceOrderStatus.completed;
      const at = (millis: number | null) => (millis === null ? null : wireTime(millis));
      const steps: { step: InvoiceStep; date: string | null }[] = [
        { step: 'submitted', date: wireTime(order.created_at) },
        { step: 'paid', date: at(order.pay_time) },
        { step: 'invoiced', date: issuedOn },
        { step: 'shipped', date: at(order.send_time) },
        { step: 'received', date: at(order.receive_time) },
        { step: 'completed', date: order.order_status === OrderStatus.completed ? at(order.receive_time) : null },
      ];
      return {
        orderId: order.id,
        orderNo: order.order_no,
        orderDate: wireTime(order.created_at),
        orderStatus: order.order_status,
        invoiceOrderStatus: status,
        invoiceType: order.invoice_type,
        openStatus: blue ? OpenStatus.issued : OpenStatus.toIssue,
        content: order.content ?? '',
        unitName: order.invoice_unit_name,
        taxcode: order.invoice_taxcode,
        address: order.address ?? '',
        phone: order.phone ?? '',
        bank: order.bank ?? '',
        account: order.account ?? '',
        invoiceList: invoices.map((row) => invoiceToWire(row, buyerInvoiceHref, statement?.balance_num ?? null)),
        steps,
        balanceNum: statement?.balance_num ?? null,
      };
    },

    /**
     * The invoices issued for one of the caller's company's statements, as its main account reads
     * them beside the statement (balanceInfo); another company's statement is not found.
     */
    async statementInvoices(caller: Caller, statementId: number): Promise<InvoiceRecord[]> {
      const statement = await db
        .selectFrom('statement')
        .select('balance_num')
        .where('id', '=', statementId)
        .where('company_id', '=', caller.companyId)
        .executeTakeFirst();
      if (!statement) throw notFound();
      return statementInvoicesForBuyer(db, statementId, statement.balance_num);
    },

    /** An invoice file of one of the caller's visible orders, or of its company's statements. */
    async file(caller: Caller, invoiceId: number): Promise<{ name: string; bytes: Uint8Array; type: string }> {
      const row = await visibleInvoice(db, caller, invoiceId);
      const bytes = await files.open(row.file_path);
      if (!bytes) throw notFound();
      const type = row.file_type as InvoiceFileType;
      return { name: `${row.invoice_code}${row.invoice_no}.${type}`, bytes, type: INVOICE_CONTENT_TYPES[type] };
    },
  };
}
