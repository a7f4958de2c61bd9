import { z } from 'zod';
import { moneyField } from '../../console.ts';
import { DEFAULT_LOCALE, type Locale } from '../../messages.ts';
import { fields } from '../../schemas/fields.ts';
import { wholeNumber } from '../../schemas/ids.ts';

export interface ConsoleGoods {
  id: number;
  name: string;
  brand: string;
  category: string;
  price: number;
  stock: number;
  unit: string;
  onSale: boolean;
  saleCount: number;
}

/** Goods: stock and price change, each with its own form. */
export function stockSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    stock: wholeNumber(f.say('integer', { field: 'field.stock' }), (n) =>
      n
        .min(0, f.say('nonNegative', { field: 'field.stock' }))
        .max(9_999_999, f.say('between', { field: 'field.stock', min: 0, max: 9_999_999 })),
    ),
  });
}

export function priceSchema(locale: Locale = DEFAULT_LOCALE) {
  return z.object({ price: moneyField(locale, 'field.price') });
}

export function saleSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    onSale: z.preprocess(
      (value) =>
        value === '1' || value === 1 || value === 'true' || value === true
          ? true
          : value === '0' || value === 0 || value === 'false' || value === false
            ? false
            : undefined,
      z.boolean({ error: f.say('choose', { field: 'field.onSale' }) }),
    ),
  });
}
