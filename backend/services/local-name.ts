import type { Locale } from '../../common/messages.ts';

/**
 * A category's or navigation item's name in the caller's language (migration 0010):
 * the English one when English is asked for and one is filled in, else the Chinese.
 */
export const localName = (locale: Locale, row: { name: string; name_en: string }): string =>
  locale === 'en' && row.name_en ? row.name_en : row.name;
