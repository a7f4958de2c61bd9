import { orderSearchSchema } from '../../../common/areas/orders/order.ts';
import { listExport } from '../../lib/list-export.server.ts';
import { orderTab, tabQuery } from './order-actions.ts';
import type { Route } from './+types/user-center.order.export.$format';

/**
 * The order list under its tab and order-number search, every page of it, as XLSX or CSV. The tab
 * (`status`) becomes the flag the list asks for, and a search the list refuses exports the list
 * unfiltered, as the list then shows it.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const [flag, value] of Object.entries(tabQuery(orderTab(search.get('status'))))) query.set(flag, String(value));
  const orderNo = orderSearchSchema().safeParse({ orderNo: search.get('orderNo') ?? '' });
  if (orderNo.success) query.set('orderNo', orderNo.data.orderNo);
  return listExport({ request, context }, 'orders', params.format, query);
}
