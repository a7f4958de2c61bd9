import { useTranslation } from 'react-i18next';
import { useRootData } from '../root-data.ts';

const added = new WeakSet<object>();

/**
 * Gives the browser's i18next the strings the root loader shipped for this page
 * (docs/decisions/0022), before any screen below the root renders: on hydration and after
 * every change of page. Strings of pages seen before stay; the server already has them all.
 */
export function useShippedStrings() {
  const { i18n } = useTranslation();
  const data = useRootData();
  if (typeof document === 'undefined' || !data || added.has(data.strings)) return;
  added.add(data.strings);
  i18n.addResourceBundle(data.locale, 'translation', data.strings, true, true);
}
