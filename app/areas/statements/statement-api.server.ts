import type { Payee } from '../../../common/areas/orders/order-types.ts';
import type {
  BuyerStatementDetail,
  StatementDetail,
  StatementRecord,
} from '../../../common/areas/statements/statement.ts';
import type { Page } from '../../../common/envelope.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** SPEC §7 rest/customer/bill/*, as the user centre calls it. */
export const statementApi = {
  page: (ctx: CallContext, query: { q?: string; state?: string; page: number; limit: number }) =>
    request<Page<StatementRecord>>(ctx, { path: 'rest/customer/bill/balancePage', query }),
  info: (ctx: CallContext, id: number, version?: number) =>
    request<BuyerStatementDetail>(ctx, {
      path: `rest/customer/bill/balanceInfo/${id}`,
      query: version === undefined ? {} : { version: String(version) },
    }),
  confirm: (ctx: CallContext, form: Record<string, unknown>) =>
    request<StatementDetail>(ctx, { method: 'POST', path: 'rest/customer/bill/confirm', body: form }),
  remittanceInfo: (ctx: CallContext, id: number) =>
    request<{ record: StatementRecord; left: number; payee: Payee }>(ctx, {
      path: `rest/customer/bill/remittance/${id}`,
    }),
  remit: (ctx: CallContext, id: number, form: Record<string, unknown>) =>
    request<StatementDetail>(ctx, { method: 'POST', path: `rest/customer/bill/remittance/${id}`, body: form }),
};
