import { DEFAULT_LOCALE, LOCALES } from '../../contract/messages.ts';
import { resources } from './resources.ts';

/** How every i18next instance of the web is set up: the server's, the browser's and the page titles'. */
export const i18nOptions = {
  resources,
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  // React escapes what it renders; i18next must not escape it twice.
  interpolation: { escapeValue: false },
};
