import { area } from '../strings.ts';

/** Strings of the printable pages (an order, a purchase with its approval, a statement). */
const strings = area(
  {
    print: {
      shop: '采购商城',
      company: '采购单位：{{name}}',
      button: '打印',
      note: '按 Ctrl+P（Mac 上为 ⌘+P）用浏览器打印本页，打印时只印出单据本身。',
      tools: '打印工具',
    },
  },
  {
    print: {
      shop: 'Caigou',
      company: 'Buyer: {{name}}',
      button: 'Print',
      note: 'Press Ctrl+P (⌘+P on a Mac) to print this page with your browser; only the document itself is printed.',
      tools: 'Printing',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../resources.ts' {
  interface InterfaceStrings extends Own {}
}
