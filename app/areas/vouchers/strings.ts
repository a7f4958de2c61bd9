import { area } from '../../i18n/strings.ts';

/** Strings of the voucher settings page and the voucher download links (field labels: voucher.field.* messages). */
const strings = area(
  {
    vouchers: {
      title: '凭证设置',
      pageTitle: '凭证设置',
      intro:
        '对账单和发票可下载为金蝶 KIS（凭证引入）或用友 U8（凭证导入）的凭证文件。请填写贵公司账套中的科目代码，未保存前使用下列默认值。',
      saved: '由 {{who}} 于 {{time}} 保存',
      never: '尚未保存，当前为默认设置',
      save: '保存',
      voucherWordHint: '如 记、转',
      accountHint: '数字，可用“.”分级',
      supplierCodeHint: '应付账款的供应商辅助核算代码，写入应付行的摘要（U8 另写入“供应商编码”列）',
      makerHint: '可留空，由导入的用户作为制单人',
      links: '凭证导出',
      statementLinks: '下载本对账单的凭证导入文件',
      invoiceLinks: '下载发票的凭证导入文件',
      kis: '金蝶 KIS',
      u8: '用友 U8',
      downloadOf: '下载{{what}}的{{layout}}凭证',
      settingsLink: '凭证设置',
      invoiceN: '发票 {{no}}',
    },
  },
  {
    vouchers: {
      title: 'Voucher settings',
      pageTitle: 'Voucher settings',
      intro:
        "Statements and invoices download as Kingdee KIS (凭证引入) or Yonyou U8 (凭证导入) voucher files. Enter the account codes of your company's ledger; until you save, the defaults below apply.",
      saved: 'Saved by {{who}} at {{time}}',
      never: 'Not saved yet: these are the defaults',
      save: 'Save',
      voucherWordHint: 'e.g. 记 or 转',
      accountHint: 'Digits, levels may be split by "."',
      supplierCodeHint:
        "The supplier's auxiliary code for accounts payable, added to the payable line's summary (U8 also gets it in its supplier code column)",
      makerHint: 'May be left empty: the importing user is then the maker',
      links: 'Voucher export',
      statementLinks: 'Download this statement as a voucher import file',
      invoiceLinks: 'Download the invoices as voucher import files',
      kis: 'Kingdee KIS',
      u8: 'Yonyou U8',
      downloadOf: 'Download the {{layout}} voucher of {{what}}',
      settingsLink: 'Voucher settings',
      invoiceN: 'Invoice {{no}}',
    },
  },
);
export default strings;

type Own = typeof strings.zh;

/** These groups join the interface's strings (app/i18n/resources.ts). */
declare module '../../i18n/resources.ts' {
  interface InterfaceStrings extends Own {}
}
