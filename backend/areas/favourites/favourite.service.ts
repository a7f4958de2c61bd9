import { sql } from 'kysely';
import type { Page } from '../../../common/envelope.ts';
import { moneyToWire } from '../../../common/money.ts';
import type { FavouriteQuery, Favourite } from '../../../common/areas/favourites/favourite.ts';
import type { Caller } from '../../caller.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { removeOwnRows } from '../../services/own-rows.ts';
import { onePage } from '../../services/paging.ts';
import { companyPricing, goodsPriceAndState } from '../company-prices/index.ts';

/** A LIKE pattern that finds the text as typed: its own %, _ and \ are literal. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The caller's favourites (收藏): one row per goods; favouriting twice keeps one. They belong to the account. */
export function favouriteService({ db, clock }: Deps) {
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

    /** rest/collection/my: newest first, 30 to a page, optionally those whose goods name holds the words. */
    async page(caller: Caller, { goodsName, page, limit }: FavouriteQuery): Promise<Page<Favourite>> {
      let base = db
        .selectFrom('collection')
        .innerJoin('goods', 'goods.id', 'collection.goods_id')
        .where('collection.account_id', '=', caller.accountId);
      if (goodsName) {
        // lower() on both sides: PostgreSQL's LIKE minds case, SQLite's does not; buyers expect 'm8' to find 'M8'.
        base = base.where(
          sql<boolean>`lower(${sql.ref('goods.goods_name')}) like ${containing(goodsName)} escape '\\'`,
        );
      }
      // Prices are the company's own where in force; goods outside a catalogue company's catalogue
      // stay listed (the buyer chose them) but as off sale, since it may not buy them.
      const pricing = await companyPricing(db, caller.companyId, clock.now());
      const { rows, total } = await onePage(
        base
          .select([
            'collection.id',
            'collection.goods_id',
            'goods.goods_name',
            'goods.goods_image',
            ...goodsPriceAndState(pricing),
            'goods.quantity',
            'goods.inventory',
          ])
          .orderBy('collection.created_at', 'desc')
          .orderBy('collection.id', 'desc'),
        base,
        { page, limit },
      );
      return {
        list: rows.map((row) => {
          const item: Favourite = {
            id: row.id,
            goodsId: row.goods_id,
            goodsName: row.goods_name,
            goodsImage: row.goods_image,
            salePrice: moneyToWire(row.sale_price),
            quantity: row.quantity,
            onSale: Number(row.on_sale),
            inventory: row.inventory,
          };
          if (row.company_price !== null) item.listPrice = moneyToWire(row.list_price);
          return item;
        }),
        total,
      };
    },

    /** Whether the caller keeps this goods as a favourite; any goods id, as the detail page it is asked on. */
    async has(caller: Caller, goodsId: number): Promise<boolean> {
      const row = await db
        .selectFrom('collection')
        .select('id')
        .where('account_id', '=', caller.accountId)
        .where('goods_id', '=', goodsId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The goods detail's 取消收藏: the caller's favourite of this goods goes. One that is already gone
     * (a second tab, a double click) is no error: what the buyer asked for is so.
     */
    async remove(caller: Caller, goodsId: number): Promise<void> {
      await db
        .deleteFrom('collection')
        .where('account_id', '=', caller.accountId)
        .where('goods_id', '=', goodsId)
        .execute();
    },

    /** rest/collection/cancel: the caller's favourites, all of them or — when any id is not theirs — none. */
    cancel: (caller: Caller, ids: number[]) =>
      removeOwnRows(db, ids, (trx, own) =>
        trx
          .deleteFrom('collection')
          .where('account_id', '=', caller.accountId)
          .where('id', 'in', own)
          .executeTakeFirst(),
      ),
  };
}
