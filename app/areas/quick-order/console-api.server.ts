import type { QuickOrderMiss, QuickOrderUse } from '../../../common/areas/quick-order/console.ts';
import type { Page } from '../../../common/envelope.ts';
import { requestFile, type CallContext } from '../../lib/request.server.ts';
import { consoleCall, getStaffToken } from '../console/index.server.ts';

/** The quick order's console calls (/rest/staff/quickOrders). */
export const consoleQuickOrderApi = {
  companyUse: (ctx: CallContext, companyId: number) =>
    consoleCall<QuickOrderUse>(ctx, { path: `/rest/staff/quickOrders/company/${companyId}` }),
  misses: (ctx: CallContext, query: { page: number; limit: number }) =>
    consoleCall<Page<QuickOrderMiss>>(ctx, { path: '/rest/staff/quickOrders/misses', query }),
  /** The missed codes as CSV with the console's token; undefined when the backend refused. */
  missesFile: async (ctx: CallContext) =>
    requestFile(ctx, 'rest/staff/quickOrders/misses.csv', await getStaffToken(ctx.request), { kinds: ['text/csv'] }),
};
