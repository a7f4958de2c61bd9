import { area } from '../../i18n/strings.ts';

/** Strings of the credit ledger's export (the ledger itself is the contracts area's 账期额度 screen). */
const strings = area(
  {
    creditExport: {
      label: '导出账期明细',
      xlsx: '导出 Excel',
      csv: '导出 CSV',
    },
  },
  {
    creditExport: {
      label: 'Export the credit ledger',
      xlsx: 'Export to Excel',
      csv: 'Export to CSV',
    },
  },
);

export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
