import type { Page } from '../../../common/envelope.ts';
import type {
  AccountListQuery,
  AddAccountForm,
  SubAccount,
  UpdateAccountForm,
} from '../../../common/areas/sub-accounts/sub-account.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** rest/customer/accountList, addAccount, updateAccount, deleteAccount/{id} (SPEC §7): the main account's only. */
export const subAccountApi = {
  list: (ctx: CallContext, query: AccountListQuery) =>
    request<Page<SubAccount>>(ctx, { path: 'rest/customer/accountList', query: { ...query } }),
  /** Answers the new sub-account's id. */
  add: (ctx: CallContext, form: AddAccountForm) =>
    request<number>(ctx, { method: 'POST', path: 'rest/customer/addAccount', body: form }),
  /** Without a password in the form, the current one stays. */
  update: (ctx: CallContext, form: UpdateAccountForm) =>
    request<null>(ctx, { method: 'POST', path: 'rest/customer/updateAccount', body: form }),
  remove: (ctx: CallContext, id: number) =>
    request<null>(ctx, { method: 'POST', path: `rest/customer/deleteAccount/${id}` }),
};
