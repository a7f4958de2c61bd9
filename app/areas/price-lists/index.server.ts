import type { ContractPriceList } from '../../../common/areas/price-lists/console.ts';
import { request, type CallContext } from '../../lib/request.server.ts';
import { consoleCall } from '../console/index.server.ts';
import { consolePriceListApi } from './console-api.server.ts';

/** A company's price lists and catalogue state for another console screen (the company page). */
export const companyPriceListsApi = {
  company: (ctx: CallContext, companyId: number) => consolePriceListApi.company(ctx, companyId),
};

/** The price lists contracts carry: the one of a contract (console), or those of the buyer's company's contracts. */
export const contractPriceListsApi = {
  ofContract: (ctx: CallContext, contractId: number) =>
    consoleCall<ContractPriceList | null>(ctx, { path: `/rest/staff/priceLists/contract/${contractId}` }),
  mine: (ctx: CallContext) => request<ContractPriceList[]>(ctx, { path: 'rest/priceList/contracts' }),
};
