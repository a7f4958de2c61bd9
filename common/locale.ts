/**
 * The interface languages (SPEC §9: zh-CN by default, en available). On their own,
 * apart from the message catalogue, so the browser's entry can know them without
 * downloading every message of both languages.
 */
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export function toLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  return value.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LOCALE;
}
