import type { ContractRecord, CreditSummary } from '../../../common/areas/contracts/contract.ts';
import type { Page } from '../../../common/envelope.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** SPEC §7 rest/contract/* and rest/customer/credit, as the user centre calls them. */
export const contractApi = {
  page: (ctx: CallContext, query: { q?: string; status?: string; page: number; limit: number }) =>
    request<Page<ContractRecord>>(ctx, { path: 'rest/contract/page', query }),
  info: (ctx: CallContext, id: number) => request<ContractRecord>(ctx, { path: `rest/contract/${id}` }),
  sendCode: (ctx: CallContext, id: number) =>
    request<ContractRecord>(ctx, { method: 'POST', path: `rest/contract/signCode/${id}` }),
  sign: (ctx: CallContext, id: number, form: { agree: string; code: string }) =>
    request<ContractRecord>(ctx, { method: 'POST', path: `rest/contract/sign/${id}`, body: form }),
  refuse: (ctx: CallContext, id: number, reason: string) =>
    request<ContractRecord>(ctx, { method: 'POST', path: `rest/contract/refuse/${id}`, body: { reason } }),
  credit: (ctx: CallContext, query: { page: number; limit: number }) =>
    request<CreditSummary>(ctx, { path: 'rest/customer/credit', query }),
};
