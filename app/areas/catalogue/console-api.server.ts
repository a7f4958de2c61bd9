import type { ConsoleGoods } from '../../../common/areas/catalogue/console.ts';
import type { Page } from '../../../common/envelope.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { consoleAct, consoleCall, type ConsoleForm, type ConsoleQueryParams } from '../console/index.server.ts';

/** The goods' console calls (/rest/staff/goods/*): the list, on sale, stock and price. */
export const consoleGoodsApi = {
  list: (ctx: CallContext, query: ConsoleQueryParams) =>
    consoleCall<Page<ConsoleGoods>>(ctx, { path: '/rest/staff/goods', query }),
  goodsAct: (ctx: CallContext, id: number, action: 'sale' | 'stock' | 'price', form: ConsoleForm) =>
    consoleAct<ConsoleGoods>(ctx, { method: 'POST', path: `/rest/staff/goods/${id}/${action}`, body: form }),
};
