import type { CallContext } from '../../lib/request.server.ts';
import { consolePriceListApi } from './console-api.server.ts';

/** A company's price lists and catalogue state for another console screen (the company page). */
export const companyPriceListsApi = {
  company: (ctx: CallContext, companyId: number) => consolePriceListApi.company(ctx, companyId),
};
