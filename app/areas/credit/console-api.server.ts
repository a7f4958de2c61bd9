import type { ConsoleCredit } from '../../../common/areas/credit/console.ts';
import type { Page } from '../../../common/envelope.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { consoleCall, type ConsoleQueryParams } from '../console/index.server.ts';

/** The credit list's console call (/rest/staff/credit). */
export const consoleCreditApi = {
  list: (ctx: CallContext, query: ConsoleQueryParams) =>
    consoleCall<Page<ConsoleCredit>>(ctx, { path: '/rest/staff/credit', query }),
};
