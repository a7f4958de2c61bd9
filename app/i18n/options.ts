import { DEFAULT_LOCALE, LOCALES } from '../../common/locale.ts';

/**
 * How every i18next instance of the web is set up: the server's, the browser's and the page
 * titles'. Without strings: the server's instance gets the page's groups from
 * page-strings.server.ts, the browser's those the root loader ships (docs/decisions/0022).
 */
export const i18nOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  // React escapes what it renders; i18next must not escape it twice.
  interpolation: { escapeValue: false },
};
