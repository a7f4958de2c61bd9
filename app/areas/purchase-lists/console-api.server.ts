import type { StaffPurchaseList } from '../../../common/areas/purchase-lists/purchase-list.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { consoleCall } from '../console/index.server.ts';

/** The purchase lists' console call (/rest/staff/purchaseLists): a company's lists, for its console detail. */
export const consolePurchaseListApi = {
  companyLists: (ctx: CallContext, companyId: number) =>
    consoleCall<StaffPurchaseList[]>(ctx, { path: `/rest/staff/purchaseLists/company/${companyId}` }),
};
