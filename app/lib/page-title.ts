import i18next from 'i18next';
import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE } from '../../common/locale.ts';
import type titlesArea from '../i18n/shared/titles.ts';
import { i18nOptions } from '../i18n/options.ts';

type TitleKey = Exclude<keyof typeof titlesArea.zh.titles, 'suffix'>;

/**
 * Meta functions run outside React, on the server and in the browser: they get an instance of
 * their own, with the titles the root loader shipped for the page (docs/decisions/0022).
 */
const titles = i18next.createInstance();
void titles.init({ ...i18nOptions, resources: {}, lng: DEFAULT_LOCALE, initAsync: false });
const added = new WeakSet<object>();

interface RootData {
  locale?: string;
  strings?: { titles?: object };
}

/** What meta functions receive: the matched routes, the root's data among them (its `locale`). */
export type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/**
 * A page's title in the visitor's language, read from the root loader's `locale`:
 * `pageTitle(matches, 'cart')` is 「购物车 | 采购商城」 or 'Cart | Caigou'.
 */
export function pageTitle(matches: Matches, key: TitleKey, params: Record<string, string> = {}): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const shipped = root?.strings?.titles;
  if (shipped && !added.has(shipped)) {
    added.add(shipped);
    titles.addResourceBundle(locale, 'translation', { titles: shipped }, false, true, { skipCopy: true });
  }
  // Keys are built from TitleKey, which the typed t() cannot follow through a template string.
  const t = titles.getFixedT(locale) as unknown as (key: string, params?: object) => string;
  const page = t(`titles.${key}`, params);
  return [{ title: key === 'home' ? page : t('titles.suffix', { page }) }];
}
