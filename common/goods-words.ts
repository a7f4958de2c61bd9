import type { Locale } from './locale.ts';

/**
 * Words the goods data writes in Chinese, the catalogue's own language, and how English says
 * them: the unit of sale (a measure word: 个, 套, 箱…) and the delivery methods. They are a
 * small closed set the goods take their values from, so they are translated by value here,
 * as a message is, instead of in a second column of every goods row. A value not listed (a
 * new unit typed by staff) shows as written.
 */

/** A unit in English, for one (after a price: '/pc') and for several ('Minimum order 50 pcs'). */
const UNITS_EN: Record<string, { one: string; other: string }> = {
  个: { one: 'pc', other: 'pcs' },
  只: { one: 'pc', other: 'pcs' },
  支: { one: 'pc', other: 'pcs' },
  把: { one: 'pc', other: 'pcs' },
  根: { one: 'pc', other: 'pcs' },
  片: { one: 'pc', other: 'pcs' },
  顶: { one: 'pc', other: 'pcs' },
  本: { one: 'pc', other: 'pcs' },
  件: { one: 'pc', other: 'pcs' },
  台: { one: 'unit', other: 'units' },
  套: { one: 'set', other: 'sets' },
  副: { one: 'pair', other: 'pairs' },
  对: { one: 'pair', other: 'pairs' },
  双: { one: 'pair', other: 'pairs' },
  包: { one: 'pack', other: 'packs' },
  提: { one: 'pack', other: 'packs' },
  卷: { one: 'roll', other: 'rolls' },
  盒: { one: 'box', other: 'boxes' },
  箱: { one: 'carton', other: 'cartons' },
  瓶: { one: 'bottle', other: 'bottles' },
  桶: { one: 'bucket', other: 'buckets' },
  袋: { one: 'bag', other: 'bags' },
  米: { one: 'm', other: 'm' },
  千克: { one: 'kg', other: 'kg' },
};

const DELIVERY_METHODS_EN: Record<string, string> = {
  快递配送: 'Express delivery',
  物流配送: 'Freight delivery',
  送货上门: 'Delivery to the door',
  自提: 'Pick-up',
};

/** A unit of sale in the reader's language; `count` chooses English's plural (1 or none: singular). */
export function unitIn(locale: Locale, unit: string, count = 1): string {
  if (locale !== 'en') return unit;
  const english = UNITS_EN[unit];
  if (!english) return unit;
  return count === 1 ? english.one : english.other;
}

/** The goods' delivery methods ('快递配送,自提') in the reader's language. */
export function deliveryMethodsIn(locale: Locale, methods: string): string {
  if (locale !== 'en') return methods;
  return methods
    .split(/[,，、]/)
    .map((method) => method.trim())
    .filter(Boolean)
    .map((method) => DELIVERY_METHODS_EN[method] ?? method)
    .join(', ');
}
