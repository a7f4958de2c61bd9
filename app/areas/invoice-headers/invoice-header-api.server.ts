import type { Page } from '../../../common/envelope.ts';
import type {
  AddInvoiceHeaderForm,
  InvoiceHeader,
  UpdateInvoiceHeaderForm,
} from '../../../common/areas/invoice-headers/invoice-header.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** rest/invoiceHeader/my, add, update, info/{id} (SPEC §7): the company's one invoice header. */
export const invoiceHeaderApi = {
  /** `{ list, total }` holding the company's header, or empty when it has none yet. */
  mine: (ctx: CallContext) => request<Page<InvoiceHeader>>(ctx, { path: 'rest/invoiceHeader/my' }),
  info: (ctx: CallContext, id: number) => request<InvoiceHeader>(ctx, { path: `rest/invoiceHeader/info/${id}` }),
  /** Answers the new header's id; refused when the company already has one. */
  add: (ctx: CallContext, form: AddInvoiceHeaderForm) =>
    request<number>(ctx, { method: 'POST', path: 'rest/invoiceHeader/add', body: form }),
  update: (ctx: CallContext, form: UpdateInvoiceHeaderForm) =>
    request<null>(ctx, { method: 'POST', path: 'rest/invoiceHeader/update', body: form }),
};
