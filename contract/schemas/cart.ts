import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN } from '../constants.ts';
import { DEFAULT_LOCALE, message, type Locale } from '../messages.ts';

/** A whole quantity within SPEC §9's bounds; the goods' own minimum is checked where the goods are known. */
export function quantityField(locale: Locale = DEFAULT_LOCALE) {
  const range = message(locale, 'quantityRange', { min: QUANTITY_MIN, max: QUANTITY_MAX });
  return z.coerce
    .number({ error: message(locale, 'required', { field: 'field.quantity' }) })
    .int(range)
    .min(QUANTITY_MIN, range)
    .max(QUANTITY_MAX, range);
}

/** rest/car/add {goodsId, quantity} — also the add-to-cart forms of goods cards and the detail page. */
export function addToCartSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({
    goodsId: z.coerce
      .number({ error: message(locale, 'choose', { field: 'field.goodsId' }) })
      .int()
      .positive(message(locale, 'choose', { field: 'field.goodsId' })),
    quantity: quantityField(locale),
  });
}
export type AddToCartForm = z.infer<ReturnType<typeof addToCartSchema>>;
