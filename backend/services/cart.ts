import { sql } from 'kysely';
import { QUANTITY_MAX } from '../../contract/constants.ts';
import type { AddToCartForm } from '../../contract/schemas/cart.ts';
import type { Caller } from '../context.ts';
import { notFound, refused } from '../errors.ts';
import type { Deps } from './index.ts';

/** The caller's cart: one line per goods, quantities within the goods' minimum and 9999. */
export function cartService({ db, clock }: Deps) {
  return {
    async add(caller: Caller, form: AddToCartForm): Promise<void> {
      const goods = await db
        .selectFrom('goods')
        .select(['id', 'on_sale', 'quantity'])
        .where('id', '=', form.goodsId)
        .executeTakeFirst();
      if (!goods) throw notFound();
      if (goods.on_sale !== 1) throw refused('goodsOffSale');
      if (form.quantity < goods.quantity) throw refused('belowMinimum', { min: goods.quantity });
      // Adding what is already in the cart adds to its line, up to the most one line may hold.
      await db
        .insertInto('cart_item')
        .values({ account_id: caller.accountId, goods_id: goods.id, quantity: form.quantity, created_at: clock.now() })
        .onConflict((oc) =>
          oc.columns(['account_id', 'goods_id']).doUpdateSet({
            // CASE rather than min()/least(): the one spelling both databases share.
            quantity: sql<number>`case when cart_item.quantity + excluded.quantity > ${QUANTITY_MAX} then ${QUANTITY_MAX} else cart_item.quantity + excluded.quantity end`,
          }),
        )
        .execute();
    },
  };
}
