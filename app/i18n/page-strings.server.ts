import type { MiddlewareFunction } from 'react-router';
import patternGroups from 'virtual:route-strings';
import type { Locale } from '../../common/locale.ts';
import { getInstance, getLocale } from './middleware.server.ts';
import { resources, type InterfaceStrings } from './resources.ts';
import type { Strings } from './strings.ts';

/** Some groups of the interface's strings, in one language. */
export type PageStrings = Partial<Strings<InterfaceStrings>>;

const picked = new Map<string, PageStrings>();

/**
 * The strings a page's screens use, in its language: the groups the build found in the import
 * graph of every route that matches the pattern (strings-plugin.ts). A pattern the build did not
 * see gets every group, so a page never lacks a word.
 */
export function pageStrings(locale: Locale, pattern: string): PageStrings {
  const cacheKey = `${locale} ${pattern}`;
  let strings = picked.get(cacheKey);
  if (!strings) {
    const all = resources[locale].translation as Record<string, unknown>;
    const groups = patternGroups[pattern] ?? Object.keys(all);
    strings = Object.fromEntries(groups.filter((group) => group in all).map((group) => [group, all[group]]));
    picked.set(cacheKey, strings);
  }
  return strings;
}

/**
 * The server renders a page from exactly the strings it ships to the browser: the request's
 * i18next instance starts empty (options.ts) and gets the page's groups here. A screen that
 * uses a key its route does not ship shows the key on the server's page too, where every test
 * that reads the page sees it, instead of only in a browser after hydration.
 */
export const pageStringsMiddleware: MiddlewareFunction<Response> = ({ context, pattern }, next) => {
  const locale = getLocale(context);
  getInstance(context).addResourceBundle(locale, 'translation', pageStrings(locale, pattern), false, true, {
    skipCopy: true,
  });
  return next();
};
