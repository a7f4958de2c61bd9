import { TABLE_PAGE_SIZES } from '../../../common/constants.ts';
import { orderApi } from '../orders/index.server.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { pageOf } from '../../lib/paging.ts';

/**
 * The goods detail's reviews tab: its page of reviews, read only when the tab is
 * open, paged like the other tables (SPEC §9: 10, 20, 30, 40).
 */
export async function reviewsTab(ctx: CallContext, goodsId: number, search: URLSearchParams) {
  if (search.get('tab') !== 'reviews') return null;
  const { page, limit } = pageOf(search, TABLE_PAGE_SIZES);
  return { ...(await orderApi.reviews(ctx, goodsId, page, limit)), page, limit };
}
