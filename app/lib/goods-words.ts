import { useTranslation } from 'react-i18next';
import { deliveryMethodsIn, unitIn } from '../../common/goods-words.ts';
import { toLocale } from '../../common/locale.ts';

/** The goods data's own words (units, delivery methods) in the page's language (common/goods-words.ts). */
export function useGoodsWords() {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return {
    unit: (unit: string, count?: number) => unitIn(locale, unit, count),
    deliveryMethods: (methods: string) => deliveryMethodsIn(locale, methods),
  };
}
