import type { ConsoleAfterSale, ConsoleAfterSaleDetail } from '../../../common/areas/after-sales/console.ts';
import type { StaffAfterSaleAction } from '../../../common/areas/after-sales/transitions.ts';
import type { Page } from '../../../common/envelope.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { consoleAct, consoleCall, type ConsoleForm, type ConsoleQueryParams } from '../console/index.server.ts';

/** The after-sales' console calls (/rest/staff/afterSales/*): the list, one case and its steps. */
export const consoleAfterSaleApi = {
  list: (ctx: CallContext, query: ConsoleQueryParams) =>
    consoleCall<Page<ConsoleAfterSale>>(ctx, { path: '/rest/staff/afterSales', query }),
  afterSale: (ctx: CallContext, id: number) =>
    consoleCall<ConsoleAfterSaleDetail>(ctx, { path: `/rest/staff/afterSales/${id}` }),
  afterSaleAct: (ctx: CallContext, id: number, action: StaffAfterSaleAction, form: ConsoleForm) =>
    consoleAct<ConsoleAfterSaleDetail>(ctx, {
      method: 'POST',
      path: `/rest/staff/afterSales/${id}/${action}`,
      body: form,
    }),
};
