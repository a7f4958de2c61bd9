import type { Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// The invoice header.

export interface InvoiceHeaderTable {
  id: Id;
  company_id: number;
  /** 1 ordinary, 2 VAT special (address, phone, bank and account then required). */
  invoice_type: number;
  header_type: Generated<number>;
  unit_name: string;
  taxcode: string;
  content: string;
  address: Generated<string>;
  phone: Generated<string>;
  bank: Generated<string>;
  account: Generated<string>;
  receive: string;
  mobile: string;
  email: string;
  created_at: Millis;
  updated_at: Millis;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    invoice_header: InvoiceHeaderTable;
  }
}
