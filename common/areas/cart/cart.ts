import { z } from 'zod';
import { DEFAULT_UNIT, QUANTITY_MAX, QUANTITY_MIN } from '../../constants.ts';
import { DEFAULT_LOCALE, message, type Locale } from '../../messages.ts';
import { idList, recordId, wholeNumber } from '../../schemas/ids.ts';

/** A whole quantity within SPEC §9's bounds; the goods' own minimum is checked where the goods are known. */
export function quantityField(locale: Locale = DEFAULT_LOCALE) {
  const range = message(locale, 'quantityRange', { min: QUANTITY_MIN, max: QUANTITY_MAX });
  return wholeNumber(message(locale, 'required', { field: 'field.quantity' }), (quantity) =>
    quantity.int(range).min(QUANTITY_MIN, range).max(QUANTITY_MAX, range),
  );
}

/** rest/car/add {goodsId, quantity} — also the add-to-cart forms of goods cards and the detail page. */
export function addToCartSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({
    goodsId: recordId(message(locale, 'choose', { field: 'field.goodsId' })),
    quantity: quantityField(locale),
  });
}
export type AddToCartForm = z.infer<ReturnType<typeof addToCartSchema>>;

/** A line of rest/car/my (SPEC §3 Cart item): the goods as they are now, the line's quantity. */
export interface CartItem {
  id: number;
  goodsId: number;
  goodsName: string;
  goodsImage: string;
  /** Today's unit price, wire money: the company's own price (协议价) where one is in force. */
  salePrice: number;
  /** The list price, only when a company price applies: the cart marks the line 协议价. */
  listPrice?: number;
  quantity: number;
  /** The goods' minimum purchasable quantity. */
  productQuantity: number;
  /** 0: off sale — shown greyed, neither selectable nor editable. */
  onSale: number;
  /** Stock now; 0 is out of stock (暂时缺货): marked, and left out of a checkout. */
  inventory: number;
  /** The goods' unit (个, 套, 箱…), said with the minimum: 50个起订. */
  unit: string;
}

/**
 * rest/car/update {carId, quantity}. The backend checks the goods' own minimum once it has
 * read the goods; the cart screen knows it already (productQuantity) and checks it before sending,
 * with the same message the backend would answer.
 */
export function updateCartSchema(locale: Locale = DEFAULT_LOCALE, minimum?: number, unit: string = DEFAULT_UNIT) {
  const quantity = quantityField(locale);
  return z.object({
    carId: recordId(message(locale, 'notFound')),
    quantity:
      minimum === undefined
        ? quantity
        : quantity.refine((value) => value >= minimum, {
            error: message(locale, 'belowMinimum', { min: minimum, unit }),
          }),
  });
}
export type UpdateCartForm = z.infer<ReturnType<typeof updateCartSchema>>;

/** rest/car/delete {ids}: the caller's lines; none chosen is SPEC §8's 'please select data'. */
export function deleteCartSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ ids: idList(message(locale, 'selectData')) });
}
