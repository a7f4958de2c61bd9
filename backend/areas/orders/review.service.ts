import type { Page } from '../../../common/envelope.ts';
import type { Review } from '../../../common/areas/orders/order-types.ts';
import type { EvaluateForm } from '../../../common/areas/orders/order.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';
import { wireTime } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import { notFound, refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { visibleOrders } from './order-rows.ts';
import { onePage } from '../../services/paging.ts';

/** Goods reviews: written per line of a received order (/container/evaluate), read on the goods detail. */
export function reviewService({ db, clock }: Deps) {
  return {
    async evaluate(caller: Caller, form: EvaluateForm): Promise<void> {
      const order = await visibleOrders(db, caller)
        .select(['orders.id', 'orders.order_status', 'orders.company_id'])
        .where('orders.id', '=', form.orderId)
        .executeTakeFirst();
      if (!order) throw notFound();
      if (order.order_status !== OrderStatus.completed) throw refused('notReviewable');
      const line = await db
        .selectFrom('order_item')
        .select('id')
        .where('order_id', '=', order.id)
        .where('goods_id', '=', form.goodsId)
        .executeTakeFirst();
      if (!line) throw notFound();
      const inserted = await db
        .insertInto('goods_review')
        .values({
          order_id: order.id,
          goods_id: form.goodsId,
          company_id: order.company_id,
          account_id: caller.accountId,
          rating: form.rating,
          content: form.content,
          created_at: clock.now(),
        })
        .onConflict((oc) => oc.columns(['order_id', 'goods_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw refused('alreadyReviewed');
    },

    /** A goods' reviews, newest first; the reviewer's company is shown, its account name masked. */
    async forGoods(goodsId: number, page: number, limit: number): Promise<Page<Review>> {
      const base = db.selectFrom('goods_review').where('goods_review.goods_id', '=', goodsId);
      const { rows, total } = await onePage(
        base
          .innerJoin('account', 'account.id', 'goods_review.account_id')
          .select([
            'goods_review.id',
            'goods_review.rating',
            'goods_review.content',
            'goods_review.created_at',
            'account.username',
          ])
          .orderBy('goods_review.created_at', 'desc')
          .orderBy('goods_review.id', 'desc'),
        base,
        { page, limit },
      );
      return {
        list: rows.map((row) => ({
          id: row.id,
          rating: row.rating,
          content: row.content,
          username: maskName(row.username),
          createDate: wireTime(row.created_at),
        })),
        total,
      };
    },
  };
}

/** 'demo_buyer' → 'd***r': enough to tell reviews apart, not enough to find the buyer. */
function maskName(username: string): string {
  const chars = [...username];
  return chars.length <= 2 ? `${chars[0] ?? ''}***` : `${chars[0]}***${chars[chars.length - 1]}`;
}
