import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../../locale.ts';
import { message, type MessageKey } from '../../messages.ts';

/** A company's voucher settings as the settings page and the voucher files read them. */
export interface VoucherSettings {
  voucherWord: string;
  goodsAccount: string;
  vatAccount: string;
  payableAccount: string;
  supplierCode: string;
  supplierName: string;
  maker: string;
}

/** The settings with who saved them and when (null until the company saves once). */
export interface VoucherSettingsView {
  settings: VoucherSettings;
  saved: { by: string; at: string } | null;
}

/**
 * What a company that never saved gets: the accounts of the 2007 enterprise accounting standards'
 * chart (1405 库存商品, 22210101 进项税额 under 2221 应交税费, 2202 应付账款) and 记 as the voucher
 * word, which both KIS and U8 ship with, so a voucher imports into a ledger left as installed.
 */
export const DEFAULT_VOUCHER_SETTINGS: VoucherSettings = {
  voucherWord: '记',
  goodsAccount: '1405',
  vatAccount: '22210101',
  payableAccount: '2202',
  supplierCode: '',
  supplierName: '采购商城',
  maker: '',
};

export const VOUCHER_WORD_MAX = 4;
export const ACCOUNT_CODE_MAX = 40;
export const SUPPLIER_CODE_MAX = 40;
export const SUPPLIER_NAME_MAX = 60;
export const MAKER_MAX = 20;

/** Account codes as both ledgers key them: digits, levels optionally split by dots. */
const ACCOUNT_CODE = /^\d+(?:\.\d+)*$/;

/**
 * The settings form, one schema for the browser (Conform) and the backend. The fields are in the
 * order the form shows them, so the first message is always the topmost field's.
 */
export function voucherSettingsSchema(locale: Locale = DEFAULT_LOCALE) {
  const say = (key: MessageKey, params: Record<string, string | number> = {}) => message(locale, key, params);
  const text = (field: MessageKey, max: number, required: boolean) =>
    z
      .string({ error: say('voucher.required', { field }) })
      .trim()
      .refine((value) => !required || value.length > 0, { error: say('voucher.required', { field }) })
      .refine((value) => [...value].length <= max, { error: say('voucher.tooLong', { field, max }) });
  const account = (field: MessageKey) =>
    text(field, ACCOUNT_CODE_MAX, true).refine((value) => value === '' || ACCOUNT_CODE.test(value), {
      error: say('voucher.accountCodeInvalid', { field }),
    });
  // Conform reads an emptied field as undefined (the backend may get ''); either is stored as ''.
  const optional = (field: MessageKey, max: number) =>
    text(field, max, false)
      .optional()
      .transform((value) => value ?? '');
  return z.object({
    voucherWord: text('voucher.field.voucherWord', VOUCHER_WORD_MAX, true),
    goodsAccount: account('voucher.field.goodsAccount'),
    vatAccount: account('voucher.field.vatAccount'),
    payableAccount: account('voucher.field.payableAccount'),
    supplierCode: optional('voucher.field.supplierCode', SUPPLIER_CODE_MAX),
    supplierName: text('voucher.field.supplierName', SUPPLIER_NAME_MAX, true),
    maker: optional('voucher.field.maker', MAKER_MAX),
  }) satisfies z.ZodType<VoucherSettings, unknown>;
}
