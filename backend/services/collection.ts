import type { Caller } from '../context.ts';
import { notFound } from '../errors.ts';
import type { Deps } from './index.ts';

/** The caller's favourites (收藏): one row per goods; favouriting twice keeps one. */
export function collectionService({ db, clock }: Deps) {
  return {
    async add(caller: Caller, goodsId: number): Promise<void> {
      const goods = await db.selectFrom('goods').select('id').where('id', '=', goodsId).executeTakeFirst();
      if (!goods) throw notFound();
      await db
        .insertInto('collection')
        .values({ account_id: caller.accountId, goods_id: goodsId, created_at: clock.now() })
        .onConflict((oc) => oc.columns(['account_id', 'goods_id']).doNothing())
        .execute();
    },
  };
}
