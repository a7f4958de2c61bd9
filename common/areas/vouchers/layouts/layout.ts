import type { Locale } from '../../../locale.ts';
import type { Voucher, VoucherEntry } from '../voucher.ts';

/**
 * A column of a voucher file: its header exactly as the ledger's import template spells it, how
 * the workbook writes it (text as text, money and whole numbers as numbers, dates as dates), and
 * its value for one line of the voucher.
 */
export interface LayoutColumn {
  header: string;
  kind: 'text' | 'integer' | 'money' | 'date';
  value: (voucher: Voucher, entry: VoucherEntry, line: number, locale: Locale) => string | number;
}

/** An ERP's voucher import layout: its columns as data, and the sheet its template names. */
export interface VoucherLayout {
  id: 'kis' | 'u8';
  sheet: string;
  columns: readonly LayoutColumn[];
}
