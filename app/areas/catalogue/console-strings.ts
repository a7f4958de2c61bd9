import { area } from '../../i18n/strings.ts';

/** The console's words for the goods (/admin/goods): on sale, stock and price. */
const strings = area(
  {
    consoleGoods: {
      title: '商品',
      name: '商品名称',
      price: '价格（元）',
      sale: '上下架',
      onSale: '在售',
      offSale: '已下架',
      putOn: '上架',
      takeOff: '下架',
      putOnOf: '上架{{name}}',
      takeOffOf: '下架{{name}}',
      stockOf: '{{name}}的库存',
      priceOf: '{{name}}的价格（元）',
      save: '保存',
    },
  },
  {
    consoleGoods: {
      title: 'Goods',
      name: 'Goods name',
      price: 'Price (yuan)',
      sale: 'Sale state',
      onSale: 'On sale',
      offSale: 'Off sale',
      putOn: 'Put on sale',
      takeOff: 'Take off sale',
      putOnOf: 'Put {{name}} on sale',
      takeOffOf: 'Take {{name}} off sale',
      stockOf: 'Stock of {{name}}',
      priceOf: 'Price of {{name}} (yuan)',
      save: 'Save',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
