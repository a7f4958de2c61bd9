import { z } from 'zod';
import { FAVOURITES_PAGE_SIZE } from '../../constants.ts';
import { DEFAULT_LOCALE, message, type Locale } from '../../messages.ts';
import { searchText } from '../catalogue/index.ts';
import { idList, recordId } from '../../schemas/ids.ts';
import { pagingSchema } from '../../schemas/paging.ts';

/** rest/collection/add {goodsId} — the detail page's 'Favourite'. */
export function addFavouriteSchema(locale: Locale = DEFAULT_LOCALE) {
  const choose = message(locale, 'choose', { field: 'field.goodsId' });
  return z.object({ goodsId: recordId(choose) });
}

/** GET rest/collection/goods/{goodsId}: whether the caller keeps this goods as a favourite (the detail's 已收藏). */
export interface FavouriteState {
  goodsId: number;
  favourite: boolean;
}

/** A row of rest/collection/my (SPEC §3 Favourite), with what adding it to the cart needs. */
export interface Favourite {
  id: number;
  goodsId: number;
  goodsName: string;
  goodsImage: string;
  /** What the caller's company pays now: its own price (协议价) where one is in force. */
  salePrice: number;
  /** The list price, only when a company price applies: shown struck through beside it. */
  listPrice?: number;
  /** The goods' minimum purchase quantity, where the add-to-cart stepper starts. */
  quantity: number;
  /** 0: off sale (or outside a catalogue company's catalogue), so it cannot be added to the cart. */
  onSale: number;
  /** Units in stock: at 0 the tile says 缺货 and offers no add-to-cart (docs/decisions/0004). */
  inventory: number;
}

/**
 * GET rest/collection/my (goodsName, page, limit): favourites come 30 to a page and only 30
 * (SPEC §9), searched by goods name as the goods search reads its words.
 */
export const favouriteQuerySchema = pagingSchema([FAVOURITES_PAGE_SIZE]).extend({ goodsName: searchText });
export type FavouriteQuery = z.infer<typeof favouriteQuerySchema>;

/** POST rest/collection/remove {goodsId} — the detail page's 取消收藏: the goods, not a favourite's id. */
export const removeFavouriteSchema = addFavouriteSchema;

/** POST rest/collection/cancel {ids}: none chosen is SPEC §8's 'please select data'. */
export function cancelFavouritesSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ ids: idList(message(locale, 'selectData')) });
}
