import type { Page } from '../../../common/envelope.ts';
import type { AddAddressForm, Address, UpdateAddressForm } from '../../../common/areas/addresses/address.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

/** rest/address/my, add, update, delete/{id}, setDefault/{id}, info/{id} (SPEC §7): the company's delivery addresses. */
export const addressApi = {
  /** Every address of the company, the default first, then newest first. */
  list: (ctx: CallContext) => request<Page<Address>>(ctx, { path: 'rest/address/my' }),
  info: (ctx: CallContext, id: number) => request<Address>(ctx, { path: `rest/address/info/${id}` }),
  /** Answers the new address's id. */
  add: (ctx: CallContext, form: AddAddressForm) =>
    request<number>(ctx, { method: 'POST', path: 'rest/address/add', body: form }),
  update: (ctx: CallContext, form: UpdateAddressForm) =>
    request<null>(ctx, { method: 'POST', path: 'rest/address/update', body: form }),
  remove: (ctx: CallContext, id: number) => request<null>(ctx, { method: 'POST', path: `rest/address/delete/${id}` }),
  setDefault: (ctx: CallContext, id: number) =>
    request<null>(ctx, { method: 'POST', path: `rest/address/setDefault/${id}` }),
};
