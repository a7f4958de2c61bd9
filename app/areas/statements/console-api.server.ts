import type {
  ConsoleRemittance,
  ConsoleStatement,
  ConsoleStatementDetail,
  RemittanceQuery,
} from '../../../common/areas/statements/console.ts';
import type { StaffStatementAction } from '../../../common/areas/statements/transitions.ts';
import { STATEMENT_FILE_TYPES, type StatementFormat } from '../../../common/areas/statements/statement-files.ts';
import type { Page } from '../../../common/envelope.ts';
import { requestFile, type CallContext } from '../../lib/request.server.ts';
import {
  consoleAct,
  consoleCall,
  getStaffToken,
  type ConsoleForm,
  type ConsoleQueryParams,
} from '../console/index.server.ts';

/** The statements' console calls (/rest/staff/statements/*, /rest/staff/remittances/*): making, the steps, the files and the remittances. */
export const consoleStatementApi = {
  list: (ctx: CallContext, query: ConsoleQueryParams) =>
    consoleCall<Page<ConsoleStatement>>(ctx, { path: '/rest/staff/statements', query }),
  statement: (ctx: CallContext, id: number) =>
    consoleCall<ConsoleStatementDetail>(ctx, { path: `/rest/staff/statements/${id}` }),
  /** A company's statement for an ended month, made by hand: {companyId, month YYYY-MM}. */
  statementMake: (ctx: CallContext, form: ConsoleForm) =>
    consoleAct<ConsoleStatementDetail>(ctx, { method: 'POST', path: '/rest/staff/statements/make', body: form }),
  /** A step with the `seen` version; an adjustment's amount goes as the yuan typed. */
  statementAct: (ctx: CallContext, id: number, action: Exclude<StaffStatementAction, 'invoice'>, form: ConsoleForm) =>
    consoleAct<ConsoleStatementDetail>(ctx, {
      method: 'POST',
      path: `/rest/staff/statements/${id}/${action}`,
      body: form,
    }),
  /** One version of a statement as a file, with the console's token; undefined when the backend refused. */
  statementFile: async (ctx: CallContext, id: number, format: StatementFormat, version?: number) =>
    requestFile(
      ctx,
      `rest/staff/statements/${id}/download/${format}${version === undefined ? '' : `?version=${version}`}`,
      await getStaffToken(ctx.request),
      { kinds: [STATEMENT_FILE_TYPES[format]] },
    ),
  /** A page of remittances in one state (recorded: waiting for finance), newest first. */
  remittances: (ctx: CallContext, query: RemittanceQuery) =>
    consoleCall<Page<ConsoleRemittance>>(ctx, { path: '/rest/staff/remittances', query }),
  remittanceAct: (ctx: CallContext, id: number, action: 'confirm' | 'reject', form: ConsoleForm) =>
    consoleAct<ConsoleStatementDetail>(ctx, {
      method: 'POST',
      path: `/rest/staff/remittances/${id}/${action}`,
      body: form,
    }),
};
