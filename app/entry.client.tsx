import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LOCALE } from '../common/locale.ts';
import { i18nOptions } from './i18n/options.ts';
import { zodWithoutEval } from './lib/zod-config.ts';

zodWithoutEval();

/**
 * The server already chose the language; read it from <html lang> so hydration matches. No
 * strings yet: the root's Layout adds those the root loader shipped for the page before any
 * screen renders (i18n/shipped-strings.ts). A word the page did not ship is reported, so a test
 * that watches the console sees it.
 */
await i18next.use(initReactI18next).init({
  ...i18nOptions,
  lng: document.documentElement.lang || DEFAULT_LOCALE,
  resources: {},
  initAsync: false,
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => console.error(`i18n: the page did not ship the string ${key}`),
});

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});
