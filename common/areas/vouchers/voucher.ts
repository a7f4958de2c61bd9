import { payable, type Money } from '../../money.ts';
import type { Locale } from '../../locale.ts';
import { message } from '../../messages.ts';
import type { VoucherSettings } from './settings.ts';

/** One line (分录) of a voucher: one account debited or credited, in fen-exact money. */
export interface VoucherEntry {
  summary: string;
  accountCode: string;
  accountName: string;
  /** Whole fen (ten-thousandths divisible by 100); one of debit and credit is 0. */
  debit: Money;
  credit: Money;
  /** The supplier's auxiliary code on the payable's line; '' elsewhere. */
  supplierCode: string;
}

/** A voucher (凭证) as both layouts write it: a header repeated on every line, and its lines. */
export interface Voucher {
  /** YYYY-MM-DD: the statement's last day or the invoice's issue date. */
  date: string;
  /** 会计期间: the date's month, 1–12. */
  period: number;
  word: string;
  /** Each file holds one voucher: number 1, which both ledgers renumber on import when asked. */
  number: number;
  attachments: number;
  maker: string;
  entries: VoucherEntry[];
}

/** A voucher whose debits and credits differ: a programming error, never a file. */
export class UnbalancedVoucher extends Error {}

export const totalDebit = (voucher: Voucher) => voucher.entries.reduce((sum, entry) => sum + entry.debit, 0);
export const totalCredit = (voucher: Voucher) => voucher.entries.reduce((sum, entry) => sum + entry.credit, 0);

/** Throws unless the voucher balances and every amount is whole fen: no file leaves unbalanced. */
export function assertBalanced(voucher: Voucher): Voucher {
  const debit = totalDebit(voucher);
  const credit = totalCredit(voucher);
  const unfen = voucher.entries.some((entry) => entry.debit % 100 !== 0 || entry.credit % 100 !== 0);
  if (debit !== credit || unfen) throw new UnbalancedVoucher(`voucher debit ${debit} != credit ${credit}`);
  return voucher;
}

/**
 * The purchase booked: Dr goods (before tax) + Dr input VAT = Cr payable (tax included). The
 * payable is the total rounded to the fen, the goods line its part before tax rounded to the fen,
 * and the VAT line what is left, so a rounding fen can only move between the two debits and the
 * voucher always balances. Without a tax split (`net` undefined) the goods take the whole total.
 * Negative amounts (a red invoice) stay on the same sides, as 红字 lines do.
 */
function purchase(
  settings: VoucherSettings,
  locale: Locale,
  head: { date: string; summary: string; attachments: number },
  total: Money,
  net: Money | undefined,
): Voucher {
  const zero = 0 as Money;
  // `+ 0` turns the -0 that rounding a negative amount can give into 0.
  const credit = (payable(total) + 0) as Money;
  const goods = (net === undefined ? credit : payable(net) + 0) as Money;
  const vat = (credit - goods + 0) as Money;
  const name = (key: 'voucher.account.goods' | 'voucher.account.vat' | 'voucher.account.payable') =>
    message(locale, key);
  const entries: VoucherEntry[] = [
    {
      summary: head.summary,
      accountCode: settings.goodsAccount,
      accountName: name('voucher.account.goods'),
      debit: goods,
      credit: zero,
      supplierCode: '',
    },
  ];
  if (net !== undefined)
    entries.push({
      summary: head.summary,
      accountCode: settings.vatAccount,
      accountName: name('voucher.account.vat'),
      debit: vat,
      credit: zero,
      supplierCode: '',
    });
  entries.push({
    summary: [head.summary, settings.supplierCode].filter(Boolean).join(' '),
    accountCode: settings.payableAccount,
    accountName: name('voucher.account.payable'),
    debit: zero,
    credit,
    supplierCode: settings.supplierCode,
  });
  return assertBalanced({
    date: head.date,
    period: Number(head.date.slice(5, 7)),
    word: settings.voucherWord,
    number: 1,
    attachments: head.attachments,
    maker: settings.maker,
    entries,
  });
}

/**
 * A month's statement as one voucher. Its lines carry no tax: an order's tax is known only once
 * its invoice is issued. So the split is taken from the statement's invoices when they cover the
 * statement exactly (their amounts, red ones included, add up to its total); otherwise the goods
 * take the whole total (Dr goods / Cr payable) and the VAT is booked from the invoices later.
 */
export function statementVoucher(
  settings: VoucherSettings,
  locale: Locale,
  statement: { balanceNum: string; month: string; endDate: string; total: Money },
  invoices: readonly { amount: Money; netAmount: Money }[],
): Voucher {
  const invoiced = invoices.reduce((sum, invoice) => sum + invoice.amount, 0);
  const covered = invoices.length > 0 && invoiced === payable(statement.total);
  const net = covered ? (invoices.reduce((sum, invoice) => sum + invoice.netAmount, 0) as Money) : undefined;
  const summary = message(locale, 'voucher.summary.statement', {
    supplier: settings.supplierName,
    month: statement.month,
    number: statement.balanceNum,
  });
  return purchase(
    settings,
    locale,
    { date: statement.endDate, summary, attachments: 1 + (covered ? invoices.length : 0) },
    statement.total,
    net,
  );
}

/** An invoice as one voucher: Dr goods (net) + Dr input VAT (tax) = Cr payable (amount); a red one negative. */
export function invoiceVoucher(
  settings: VoucherSettings,
  locale: Locale,
  invoice: { kind: 'blue' | 'red'; code: string; number: string; issueDate: string; amount: Money; netAmount: Money },
): Voucher {
  const summary = message(locale, invoice.kind === 'red' ? 'voucher.summary.redInvoice' : 'voucher.summary.invoice', {
    supplier: settings.supplierName,
    number: `${invoice.code}${invoice.number}`,
  });
  return purchase(
    settings,
    locale,
    { date: invoice.issueDate, summary, attachments: 1 },
    invoice.amount,
    invoice.netAmount,
  );
}
