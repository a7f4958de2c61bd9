import type { AddToCartForm } from '../../contract/schemas/cart.ts';
import { request, type CallContext } from './request.server.ts';

export const cartApi = {
  add: (ctx: CallContext, form: AddToCartForm) =>
    request<null>(ctx, { method: 'POST', path: 'rest/car/add', body: form }),
};
