import { z } from 'zod';
import { DEFAULT_LOCALE, message, type Locale } from '../messages.ts';

/** rest/collection/add {goodsId} — the detail page's 'Favourite'. */
export function addCollectionSchema(locale: Locale = DEFAULT_LOCALE) {
  const choose = message(locale, 'choose', { field: 'field.goodsId' });
  return z.object({ goodsId: z.coerce.number({ error: choose }).int(choose).positive(choose) });
}
