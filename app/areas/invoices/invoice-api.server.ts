import type { InvoiceOrderInfo } from '../../../common/areas/invoices/invoice.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** SPEC §7 /rest/invoiceOrder/*, as the user centre calls it. */
export const invoiceApi = {
  info: (ctx: CallContext, orderId: number) =>
    request<InvoiceOrderInfo>(ctx, { path: `rest/invoiceOrder/info/${orderId}` }),
};
