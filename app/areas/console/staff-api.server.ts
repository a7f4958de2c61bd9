import type { ConsoleAfterSale } from '../../../common/areas/after-sales/console.ts';
import type { ConsoleCertification } from '../../../common/areas/certification/console.ts';
import type { ConsoleContract } from '../../../common/areas/contracts/console.ts';
import type { ConsoleCredit } from '../../../common/areas/credit/console.ts';
import type { ConsoleStatement } from '../../../common/areas/statements/console.ts';
import type { AuditEntry, ConsoleList } from '../../../common/console.ts';
import type { ConsoleCompany } from '../../../common/areas/account/console.ts';
import type { ConsoleGoods } from '../../../common/areas/catalogue/console.ts';
import type { ConsoleMessage } from '../../../common/areas/storefront/console.ts';
import type { ConsoleOrder } from '../../../common/areas/orders/console.ts';
import type { ConsoleSms, Todo } from '../../../common/areas/staff/console.ts';
import type { StaffInfo, StaffMember } from '../../../common/areas/staff/staff.ts';
import type { Page } from '../../../common/envelope.ts';
import { request, type CallContext } from '../../lib/request.server.ts';
import {
  consoleAct,
  consoleCall as call,
  type ConsoleForm as Form,
  type ConsoleQueryParams as Query,
} from './console-call.server.ts';

/** What each list answers: the global search and the CSV export read any list. */
export interface ConsoleRows {
  companies: ConsoleCompany;
  certifications: ConsoleCertification;
  orders: ConsoleOrder;
  afterSales: ConsoleAfterSale;
  contracts: ConsoleContract;
  statements: ConsoleStatement;
  credit: ConsoleCredit;
  goods: ConsoleGoods;
  messages: ConsoleMessage;
  sms: ConsoleSms;
  audit: AuditEntry;
  staff: StaffMember;
}

/**
 * The console frame's own calls (/rest/staff/*): the session, the to-do home, any list (for the
 * search and the export), the profile and the staff accounts. Each area's console calls are in
 * its own console-api.server.ts.
 */
export const staffApi = {
  login: (ctx: CallContext, form: { username: string; password: string }) =>
    request<{ token: string }>(ctx, { method: 'POST', path: '/rest/staff/login', body: form, token: '' }),
  logout: (ctx: CallContext) => call<null>(ctx, { method: 'POST', path: '/rest/staff/logout' }),
  info: (ctx: CallContext, token?: string) => call<StaffInfo>(ctx, { path: '/rest/staff/info', token }),
  todo: (ctx: CallContext) => call<Todo>(ctx, { path: '/rest/staff/todo' }),
  list: <L extends ConsoleList>(ctx: CallContext, list: L, query: Query) =>
    call<Page<ConsoleRows[L]>>(ctx, { path: `/rest/staff/${list}`, query }),
  updateProfile: (ctx: CallContext, form: Form) =>
    consoleAct<StaffInfo>(ctx, { method: 'POST', path: '/rest/staff/profile', body: form }),
  changePassword: (ctx: CallContext, form: Form) =>
    consoleAct<null>(ctx, { method: 'POST', path: '/rest/staff/password', body: form }),
  addStaff: (ctx: CallContext, form: Form) =>
    consoleAct<StaffInfo>(ctx, { method: 'POST', path: '/rest/staff/staff/add', body: form }),
  setAccess: (ctx: CallContext, id: number, form: Form) =>
    consoleAct<StaffMember>(ctx, { method: 'POST', path: `/rest/staff/staff/${id}/access`, body: form }),
};
