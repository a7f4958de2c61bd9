import type { AddToCartForm, CartItem, UpdateCartForm } from '../../../common/areas/cart/cart.ts';
import { request, type CallContext } from '../../lib/request.server.ts';

export const cartApi = {
  list: (ctx: CallContext) => request<CartItem[]>(ctx, { path: 'rest/car/my' }),
  add: (ctx: CallContext, form: AddToCartForm) =>
    request<null>(ctx, { method: 'POST', path: 'rest/car/add', body: form }),
  update: (ctx: CallContext, form: UpdateCartForm) =>
    request<null>(ctx, { method: 'POST', path: 'rest/car/update', body: form }),
  remove: (ctx: CallContext, ids: number[]) =>
    request<null>(ctx, { method: 'POST', path: 'rest/car/delete', body: { ids } }),
};
