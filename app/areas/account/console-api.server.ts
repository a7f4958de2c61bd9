import type { CompanyAction } from '../../../common/areas/account/transitions.ts';
import type { ConsoleCompany, ConsoleCompanyDetail } from '../../../common/areas/account/console.ts';
import type { Page } from '../../../common/envelope.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { consoleAct, consoleCall, type ConsoleForm, type ConsoleQueryParams } from '../console/index.server.ts';

/** The companies' console calls (/rest/staff/companies/*): the list, one company and the steps of its registration. */
export const consoleCompanyApi = {
  list: (ctx: CallContext, query: ConsoleQueryParams) =>
    consoleCall<Page<ConsoleCompany>>(ctx, { path: '/rest/staff/companies', query }),
  company: (ctx: CallContext, id: number) =>
    consoleCall<ConsoleCompanyDetail>(ctx, { path: `/rest/staff/companies/${id}` }),
  companyAct: (ctx: CallContext, id: number, action: CompanyAction, form: ConsoleForm) =>
    consoleAct<ConsoleCompanyDetail>(ctx, {
      method: 'POST',
      path: `/rest/staff/companies/${id}/${action}`,
      body: form,
    }),
};
