import type { ConsoleMessage } from '../../../common/areas/storefront/console.ts';
import type { Page } from '../../../common/envelope.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { consoleAct, consoleCall, type ConsoleForm, type ConsoleQueryParams } from '../console/index.server.ts';

/** The merchant messages' console calls (/rest/staff/messages/*): the list and marking one handled. */
export const consoleMessageApi = {
  list: (ctx: CallContext, query: ConsoleQueryParams) =>
    consoleCall<Page<ConsoleMessage>>(ctx, { path: '/rest/staff/messages', query }),
  handleMessage: (ctx: CallContext, id: number, form: ConsoleForm) =>
    consoleAct<ConsoleMessage>(ctx, { method: 'POST', path: `/rest/staff/messages/${id}/handle`, body: form }),
};
