import { area } from '../strings.ts';

/**
 * Strings of a company's own prices (协议价) where goods are shown at them: the goods lists' cards
 * and the goods detail mark the price and show the list price struck through beside it.
 */
const strings = area(
  {
    companyPrice: {
      tag: '协议价',
      listPrice: '原价 ¥{{price}}',
    },
  },
  {
    companyPrice: {
      tag: 'Agreed price',
      listPrice: 'List price ¥{{price}}',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../resources.ts' {
  interface InterfaceStrings extends Own {}
}
