/** ERP voucher files (金蝶 KIS / 用友 U8) of a company's statements and invoices: what others may use. */
export { isVoucherLayout, VOUCHER_LAYOUT_IDS, VOUCHER_LAYOUTS, type VoucherLayoutId } from './layouts/index.ts';
export {
  DEFAULT_VOUCHER_SETTINGS,
  voucherSettingsSchema,
  type VoucherSettings,
  type VoucherSettingsView,
} from './settings.ts';
export { assertBalanced, invoiceVoucher, statementVoucher, type Voucher, type VoucherEntry } from './voucher.ts';
