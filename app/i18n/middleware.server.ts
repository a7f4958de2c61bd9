import { initReactI18next } from 'react-i18next';
import type { RouterContextProvider } from 'react-router';
import { createI18nextMiddleware } from 'remix-i18next/middleware';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../common/messages.ts';
import { requestCookie } from '../lib/cookies.server.ts';
import { i18nOptions } from './options.ts';

/**
 * The chosen language, kept a year; `?lng=en` on any link switches it (SPEC §9: a stored locale).
 * Written with `localeCookie.serialize(request, locale)`, Secure over HTTPS (lib/https.ts).
 */
export const localeCookie = requestCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

const [i18nextMiddleware, getLocaleOrThrow, getInstance] = createI18nextMiddleware({
  detection: {
    // Chinese unless the visitor chose otherwise: the browser's language is not asked.
    supportedLanguages: ['en', DEFAULT_LOCALE],
    fallbackLanguage: DEFAULT_LOCALE,
    cookie: localeCookie.cookie,
    order: ['searchParams', 'cookie'],
  },
  i18next: i18nOptions,
  plugins: [initReactI18next],
});

export { getInstance, i18nextMiddleware };

/** The request's language; requests no route matched get the default (DESIGN.md: never a 500 for them). */
export function getLocale(context: Readonly<RouterContextProvider>): Locale {
  try {
    return toLocale(getLocaleOrThrow(context));
  } catch {
    return DEFAULT_LOCALE;
  }
}
