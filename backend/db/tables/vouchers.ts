import type { Id, Millis } from './columns.ts';

// Each company's voucher settings for ERP voucher files (migration 0030).

export interface VoucherSettingsTable {
  id: Id;
  /** One row per company (unique): saving again replaces it. */
  company_id: number;
  /** 凭证字 (KIS) / 凭证类别 (U8), e.g. 记. */
  voucher_word: string;
  /** Debited with the goods' amount before tax (or the whole amount when there is no tax split). */
  goods_account: string;
  /** Debited with the input VAT. */
  vat_account: string;
  /** Credited with the amount owed to the shop. */
  payable_account: string;
  /** The shop as the company's books know it (its supplier code and name), in the payable's 摘要. */
  supplier_code: string;
  supplier_name: string;
  /** 制单人. */
  maker: string;
  saved_by: number;
  saved_at: Millis;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    voucher_settings: VoucherSettingsTable;
  }
}
