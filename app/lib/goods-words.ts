import { useTranslation } from 'react-i18next';
import { deliveryMethodsIn, unitIn } from '../../contract/goods-words.ts';
import { toLocale } from '../../contract/locale.ts';

/** The goods data's own words (units, delivery methods) in the page's language (contract/goods-words.ts). */
export function useGoodsWords() {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return {
    unit: (unit: string, count?: number) => unitIn(locale, unit, count),
    deliveryMethods: (methods: string) => deliveryMethodsIn(locale, methods),
  };
}
