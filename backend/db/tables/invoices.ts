import type { Id, Millis } from './columns.ts';

// Invoices the shop issued (migration 0017).

export interface InvoiceTable {
  id: Id;
  company_id: number;
  /** An offline-paid order's own invoice, or null. */
  order_id: number | null;
  /** A confirmed statement's consolidated invoice, or null. */
  statement_id: number | null;
  /** blue (issued) | red (红字, reversing part of a blue one). */
  kind: string;
  reverses_id: number | null;
  /** The refund a red invoice reverses (unique: once per refund). */
  refund_id: number | null;
  /** SPEC §4 invoice type: 1 ordinary, 2 VAT special. */
  invoice_type: number;
  unit_name: string;
  taxcode: string;
  /** '' for a fully digital invoice (20-digit number); 10 or 12 digits for an older one. */
  invoice_code: string;
  invoice_no: string;
  issue_date: string;
  /** Tax included; negative on a red invoice. Ten-thousandths of a yuan, whole fen. */
  amount: number;
  net_amount: number;
  tax_amount: number;
  /** Percent: 13, 9, 6, 3, 1 or 0. */
  tax_rate: number;
  file_path: string;
  /** pdf | ofd | xml. */
  file_type: string;
  staff_id: number | null;
  created_at: Millis;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    invoice: InvoiceTable;
  }
}
