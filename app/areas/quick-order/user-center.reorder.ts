import { redirect } from 'react-router';
import { reorderSchema } from '../../../common/areas/quick-order/quick-order.ts';
import { orNotFound } from '../../lib/not-found.server.ts';
import { quickOrderApi } from './quick-order-api.server.ts';
import { QUICK_ORDER_PATH } from './review-view.tsx';
import type { Route } from './+types/user-center.reorder';

/** Nothing to show here: a re-order is posted from an order (its list row, its detail). */
export const loader = () => redirect(QUICK_ORDER_PATH);

/**
 * 再次购买: the order's lines become a quick-order review at today's prices, shown for
 * confirming. An order the caller may not see is the 404 page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { orderId } = reorderSchema.parse(Object.fromEntries(await request.formData()));
  const review = await orNotFound(quickOrderApi.reorder({ request, context }, orderId));
  return redirect(`${QUICK_ORDER_PATH}?review=${encodeURIComponent(review.token)}`);
}
