import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { RouterContextProvider } from 'react-router';
import { DEFAULT_LOCALE } from '../../common/messages.ts';
import { getInstance } from './middleware.server.ts';
import { i18nOptions } from './options.ts';
import { resources } from './resources.ts';

let fallback: i18n | undefined;

/**
 * The request's i18next instance. Requests that no route matched never ran the
 * middleware; they get a default instance, with every string, so they render a 404,
 * not a 500 (DESIGN.md).
 */
export function i18nFor(context: Readonly<RouterContextProvider>): i18n {
  try {
    return getInstance(context);
  } catch {
    if (!fallback) {
      fallback = i18next.createInstance();
      void fallback.use(initReactI18next).init({ ...i18nOptions, resources, lng: DEFAULT_LOCALE, initAsync: false });
    }
    return fallback;
  }
}
