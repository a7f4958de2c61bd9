import { messageArea } from '../../messages/area.ts';
import type { Locale } from '../../locale.ts';

/**
 * Messages of the voucher settings and voucher files. The catalogue in common/messages.ts does not
 * list this area yet, so the area looks its own messages up (voucherSay) with the same `{name}`
 * filling; once listed there, message() answers the same keys.
 */
const vouchers = messageArea(
  {
    'voucher.field.voucherWord': '凭证字',
    'voucher.field.goodsAccount': '库存商品/费用科目代码',
    'voucher.field.vatAccount': '进项税额科目代码',
    'voucher.field.payableAccount': '应付账款科目代码',
    'voucher.field.supplierCode': '供应商辅助核算代码',
    'voucher.field.supplierName': '供应商名称',
    'voucher.field.maker': '制单人',
    'voucher.required': '请填写{field}',
    'voucher.tooLong': '{field}最多{max}个字符',
    'voucher.accountCodeInvalid': '{field}只能是数字，可用“.”分级，如 1405 或 2221.01.01',
    'voucher.settingsSaved': '凭证设置已保存',
    'voucher.account.goods': '库存商品',
    'voucher.account.vat': '应交税费-应交增值税-进项税额',
    'voucher.account.payable': '应付账款',
    'voucher.summary.statement': '采购 {supplier} {month} 对账单 {number}',
    'voucher.summary.invoice': '采购 {supplier} 发票 {number}',
    'voucher.summary.redInvoice': '采购 {supplier} 红字发票 {number}',
    'voucher.currency': '人民币',
  },
  {
    'voucher.field.voucherWord': 'voucher word',
    'voucher.field.goodsAccount': 'goods/expense account code',
    'voucher.field.vatAccount': 'input VAT account code',
    'voucher.field.payableAccount': 'accounts payable code',
    'voucher.field.supplierCode': 'supplier auxiliary code',
    'voucher.field.supplierName': 'supplier name',
    'voucher.field.maker': 'prepared by',
    'voucher.required': 'Please enter the {field}',
    'voucher.tooLong': 'The {field} holds at most {max} characters',
    'voucher.accountCodeInvalid': 'The {field} is digits only, with "." between levels, e.g. 1405 or 2221.01.01',
    'voucher.settingsSaved': 'Voucher settings saved',
    'voucher.account.goods': 'Inventory goods',
    'voucher.account.vat': 'Taxes payable - VAT payable - input tax',
    'voucher.account.payable': 'Accounts payable',
    'voucher.summary.statement': 'Purchase {supplier} {month} statement {number}',
    'voucher.summary.invoice': 'Purchase {supplier} invoice {number}',
    'voucher.summary.redInvoice': 'Purchase {supplier} red-letter invoice {number}',
    'voucher.currency': 'RMB',
  },
);
export default vouchers;

export type VoucherMessageKey = keyof typeof vouchers.zh;

/** The message in the given language with `{name}` filled; a `field` param naming a key is that key's text. */
export function voucherSay(locale: Locale, key: VoucherMessageKey, params: Record<string, string | number> = {}) {
  const messages = locale === 'en' ? vouchers.en : vouchers.zh;
  const text = messages[key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    if (name === 'field' && typeof value === 'string' && value in messages) return messages[value as VoucherMessageKey];
    return String(value);
  });
  return locale === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
