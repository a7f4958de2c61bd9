import type {
  AfterSaleApplyInfo,
  AfterSaleListItem,
  AfterSaleRecord,
} from '../../../common/areas/after-sales/after-sale.ts';
import type { Page } from '../../../common/envelope.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** SPEC §7 rest/aftersale/*, as the user centre calls it. */
export const afterSaleApi = {
  applyInfo: (ctx: CallContext, orderItemId: number) =>
    request<AfterSaleApplyInfo>(ctx, { path: `rest/aftersale/apply/${orderItemId}` }),
  /** SPEC §7 names no body shape: JSON, as the other forms with lists (the evidence) send. */
  submit: (ctx: CallContext, form: Record<string, unknown>) =>
    request<number>(ctx, { method: 'POST', path: 'rest/aftersale/submit', body: form, json: true }),
  list: (ctx: CallContext, query: { status?: string; q?: string; page: number; limit: number }) =>
    request<Page<AfterSaleListItem>>(ctx, { path: 'rest/aftersale/myAfterSale', query }),
  info: (ctx: CallContext, id: number) => request<AfterSaleRecord>(ctx, { path: `rest/aftersale/info/${id}` }),
  withdraw: (ctx: CallContext, id: number) =>
    request<AfterSaleRecord>(ctx, { method: 'POST', path: `rest/aftersale/withdraw/${id}` }),
  shipBack: (ctx: CallContext, id: number, form: { carrier: string; trackingNo: string }) =>
    request<AfterSaleRecord>(ctx, { method: 'POST', path: `rest/aftersale/shipBack/${id}`, body: form }),
  confirm: (ctx: CallContext, id: number) =>
    request<AfterSaleRecord>(ctx, { method: 'POST', path: `rest/aftersale/confirm/${id}` }),
};
