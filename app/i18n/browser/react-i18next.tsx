import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import defaultInstance, { type BrowserI18n } from './i18next.ts';

/**
 * The browser's stand-in for react-i18next, over the stand-in i18next (./i18next.ts): the
 * screens' `useTranslation()` gives `t` in the current language and `i18n`, and renders again
 * when the language changes. The server keeps react-i18next itself.
 */
const I18nContext = createContext<BrowserI18n>(defaultInstance);

export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** Registered with `i18next.use()` on the server; nothing to register here. */
export const initReactI18next = { type: '3rdParty' as const, init() {} };

export function useTranslation() {
  const i18n = useContext(I18nContext);
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const t = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  return { t, i18n, ready: true };
}
