import type { MerchantMessageForm } from '../../../common/areas/storefront/merchant.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

export const merchantApi = {
  /** rest/merchantcenter/submit: a message from the home page's merchant message widget; no login needed. */
  submit: (ctx: CallContext, form: MerchantMessageForm) =>
    request<null>(ctx, { method: 'POST', path: 'rest/merchantcenter/submit', body: form }),
};
