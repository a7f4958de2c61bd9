import type { ConsoleOrder, ConsoleOrderDetail } from '../../../common/areas/orders/console.ts';
import type { Page } from '../../../common/envelope.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { consoleAct, consoleCall, type ConsoleForm, type ConsoleQueryParams } from '../console/index.server.ts';

/** The orders' console calls (/rest/staff/orders/*): every company's orders, one order and its steps. */
export const consoleOrderApi = {
  list: (ctx: CallContext, query: ConsoleQueryParams) =>
    consoleCall<Page<ConsoleOrder>>(ctx, { path: '/rest/staff/orders', query }),
  order: (ctx: CallContext, id: number) => consoleCall<ConsoleOrderDetail>(ctx, { path: `/rest/staff/orders/${id}` }),
  orderAct: (ctx: CallContext, id: number, action: 'confirmPayment' | 'ship' | 'cancel', form: ConsoleForm) =>
    consoleAct<ConsoleOrderDetail>(ctx, { method: 'POST', path: `/rest/staff/orders/${id}/${action}`, body: form }),
};
