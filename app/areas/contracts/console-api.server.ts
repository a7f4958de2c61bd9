import type {
  ContractApprovalRule,
  ContractParty,
  ConsoleContract,
  ConsoleContractDetail,
} from '../../../common/areas/contracts/console.ts';
import type { StaffContractAction } from '../../../common/areas/contracts/transitions.ts';
import type { Page } from '../../../common/envelope.ts';
import { requestFile, type CallContext } from '../../lib/request.server.ts';
import {
  consoleAct,
  consoleCall,
  getStaffToken,
  type ConsoleForm,
  type ConsoleQueryParams,
} from '../console/index.server.ts';

/** The contracts' console calls (/rest/staff/contracts/*): the list, drafting, one contract, its steps and its PDF. */
export const consoleContractApi = {
  list: (ctx: CallContext, query: ConsoleQueryParams) =>
    consoleCall<Page<ConsoleContract>>(ctx, { path: '/rest/staff/contracts', query }),
  contract: (ctx: CallContext, id: number) =>
    consoleCall<ConsoleContractDetail>(ctx, { path: `/rest/staff/contracts/${id}` }),
  /** Approved companies a contract may be drafted for, narrowed by name. */
  contractApprovalRule: (ctx: CallContext) =>
    consoleCall<ContractApprovalRule>(ctx, { path: '/rest/staff/contracts/approval' }),
  contractParties: (ctx: CallContext, q: string) =>
    consoleCall<ContractParty[]>(ctx, { path: '/rest/staff/contracts/parties', query: { q } }),
  /** The draft's fields as typed (amounts in yuan): the backend reads them with the same schema. */
  contractDraft: (ctx: CallContext, form: ConsoleForm) =>
    consoleAct<ConsoleContractDetail>(ctx, { method: 'POST', path: '/rest/staff/contracts/add', body: form }),
  contractEdit: (ctx: CallContext, id: number, form: ConsoleForm) =>
    consoleAct<ConsoleContractDetail>(ctx, { method: 'POST', path: `/rest/staff/contracts/${id}/edit`, body: form }),
  contractAct: (ctx: CallContext, id: number, action: Exclude<StaffContractAction, 'edit'>, form: ConsoleForm) =>
    consoleAct<ConsoleContractDetail>(ctx, {
      method: 'POST',
      path: `/rest/staff/contracts/${id}/${action}`,
      body: form,
    }),
  /** The contract's PDF (signed, once it is) with the console's token; undefined when the backend refused. */
  contractDocument: async (ctx: CallContext, id: number) =>
    requestFile(ctx, `rest/staff/contracts/${id}/document`, await getStaffToken(ctx.request), {
      kinds: ['application/pdf'],
    }),
};
