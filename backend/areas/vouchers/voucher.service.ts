import {
  DEFAULT_VOUCHER_SETTINGS,
  invoiceVoucher,
  statementVoucher,
  VOUCHER_LAYOUTS,
  type Voucher,
  type VoucherLayoutId,
  type VoucherSettings,
  type VoucherSettingsView,
} from '../../../common/areas/vouchers/index.ts';
import { STATEMENT_SENT } from '../../../common/areas/statements/transitions.ts';
import { EXPORT_TYPES } from '../../../common/export-files.ts';
import type { Locale } from '../../../common/locale.ts';
import type { Money } from '../../../common/money.ts';
import { wireTime } from '../../../common/time.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';
import { tableXlsx } from '../../documents/table-export.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { visibleInvoice } from '../invoices/index.ts';

export interface VoucherFile {
  name: string;
  bytes: Uint8Array;
  type: string;
}

/** A voucher in a layout as an XLSX workbook: its header row, then one row per entry. */
export async function voucherXlsx(voucher: Voucher, layoutId: VoucherLayoutId, locale: Locale) {
  const layout = VOUCHER_LAYOUTS[layoutId];
  return tableXlsx({
    name: layout.sheet,
    columns: layout.columns.map((column) => ({
      header: column.header,
      kind: column.kind,
      value: ({ line }: { line: number }) => column.value(voucher, voucher.entries[line - 1]!, line, locale),
    })),
    rows: voucher.entries.map((_, index) => ({ line: index + 1 })),
  });
}

async function settingsOf(db: Db, companyId: number): Promise<VoucherSettingsView> {
  const row = await db
    .selectFrom('voucher_settings')
    .innerJoin('account', 'account.id', 'voucher_settings.saved_by')
    .selectAll('voucher_settings')
    .select('account.username')
    .where('voucher_settings.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) return { settings: { ...DEFAULT_VOUCHER_SETTINGS }, saved: null };
  return {
    settings: {
      voucherWord: row.voucher_word,
      goodsAccount: row.goods_account,
      vatAccount: row.vat_account,
      payableAccount: row.payable_account,
      supplierCode: row.supplier_code,
      supplierName: row.supplier_name,
      maker: row.maker,
    },
    saved: { by: row.username, at: wireTime(Number(row.saved_at)) },
  };
}

/**
 * The buyer's voucher settings and its statements' and invoices' vouchers. Settings are the
 * company's (one row, replaced whole by one upsert, so two saves at once leave one of them, never
 * a mix); the vouchers are drawn on asking from the statement's and invoice's rows as they are, and
 * another company's statement or invoice is not found.
 */
export function voucherService({ db, clock }: Deps) {
  const xlsx = async (voucher: Voucher, layout: VoucherLayoutId, locale: Locale, base: string) => ({
    name: `${base}-${layout}.xlsx`,
    bytes: await voucherXlsx(voucher, layout, locale),
    type: EXPORT_TYPES.xlsx,
  });

  return {
    settings: (caller: Caller) => settingsOf(db, caller.companyId),

    async saveSettings(caller: Caller, form: VoucherSettings): Promise<VoucherSettingsView> {
      const values = {
        voucher_word: form.voucherWord,
        goods_account: form.goodsAccount,
        vat_account: form.vatAccount,
        payable_account: form.payableAccount,
        supplier_code: form.supplierCode,
        supplier_name: form.supplierName,
        maker: form.maker,
        saved_by: caller.accountId,
        saved_at: clock.now(),
      };
      await db
        .insertInto('voucher_settings')
        .values({ company_id: caller.companyId, ...values })
        .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
        .execute();
      return settingsOf(db, caller.companyId);
    },

    /** A sent statement of the caller's company (the one its main account reads) as one voucher. */
    async statementFile(caller: Caller, id: number, layout: VoucherLayoutId, locale: Locale): Promise<VoucherFile> {
      const statement = await db
        .selectFrom('statement')
        .select(['id', 'balance_num', 'month', 'end_date', 'account_amount'])
        .where('id', '=', id)
        .where('company_id', '=', caller.companyId)
        .where('state', 'in', STATEMENT_SENT)
        .executeTakeFirst();
      if (!statement) throw notFound();
      const invoices = await db
        .selectFrom('invoice')
        .select(['amount', 'net_amount'])
        .where('statement_id', '=', statement.id)
        .where('company_id', '=', caller.companyId)
        .execute();
      const { settings } = await settingsOf(db, caller.companyId);
      const voucher = statementVoucher(
        settings,
        locale,
        {
          balanceNum: statement.balance_num,
          month: statement.month,
          endDate: statement.end_date,
          total: Number(statement.account_amount) as Money,
        },
        invoices.map((row) => ({ amount: Number(row.amount) as Money, netAmount: Number(row.net_amount) as Money })),
      );
      return xlsx(voucher, layout, locale, statement.balance_num);
    },

    /** An invoice the caller may open (its company's, of an order it sees or of a statement) as one voucher. */
    async invoiceFile(caller: Caller, id: number, layout: VoucherLayoutId, locale: Locale): Promise<VoucherFile> {
      const row = await visibleInvoice(db, caller, id);
      const { settings } = await settingsOf(db, caller.companyId);
      const voucher = invoiceVoucher(settings, locale, {
        kind: row.kind === 'red' ? 'red' : 'blue',
        code: row.invoice_code,
        number: row.invoice_no,
        issueDate: row.issue_date,
        amount: Number(row.amount) as Money,
        netAmount: Number(row.net_amount) as Money,
      });
      return xlsx(voucher, layout, locale, `${row.invoice_code}${row.invoice_no}`);
    },
  };
}

export type VoucherService = ReturnType<typeof voucherService>;
