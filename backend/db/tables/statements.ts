import type { Generated } from 'kysely';
import type { Id, Millis } from './columns.ts';

// Monthly statements, their lines per version, and remittances (migration 0016).

export interface StatementTable {
  id: Id;
  company_id: number;
  /** balanceNum of SPEC §3: DZ + month + company, unique. */
  balance_num: string;
  /** YYYY-MM, Asia/Shanghai. */
  month: string;
  start_date: string;
  end_date: string;
  /** end_date + account_period days: unpaid after it, the statement is overdue (9). */
  due_date: string;
  account_period: number;
  /** SPEC §4 state 0–9, moved only through common/areas/statements/transitions.ts. */
  state: Generated<number>;
  /** SPEC §4 payStatus: 1 once the remittances recorded cover the amount. */
  pay_status: Generated<number>;
  /** The version the buyer reads; each correction makes a new one. */
  version: Generated<number>;
  /** The first version sent to the company; earlier ones were drafts it never saw. */
  first_sent_version: number | null;
  /** What earlier statements still owed when this one was made (ten-thousandths). */
  opening_balance: Generated<number>;
  /** accountAmount: this version's lines, summed. */
  account_amount: Generated<number>;
  /** Remittances recorded and not rejected. */
  recorded_amount: Generated<number>;
  /** Remittances finance confirmed. */
  paid_amount: Generated<number>;
  diversity: number | null;
  diversity_reason: string | null;
  /** JSON array of the disputed lines' ids. */
  disputed_lines: string | null;
  sent_at: Millis | null;
  confirmed_at: Millis | null;
  overdue_at: Millis | null;
  /** Shanghai date of the last text asking the company to pay (migration 0018). */
  reminded_on: string | null;
  completed_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface StatementLineTable {
  id: Id;
  statement_id: number;
  version: number;
  kind: string;
  ref_id: number;
  order_id: number | null;
  order_no: Generated<string>;
  occurred_on: string;
  description: string;
  goods_json: string | null;
  amount: number;
}

export interface RemittanceTable {
  id: Id;
  statement_id: number;
  company_id: number;
  amount: number;
  remit_date: string;
  payer_name: string;
  payer_account: string;
  serial: string;
  form_id: string | null;
  voucher: string;
  state: Generated<string>;
  account_id: number;
  handled_by: number | null;
  handled_at: Millis | null;
  reject_reason: string | null;
  created_at: Millis;
}

/** This area's tables join the database's (types.ts). */
declare module '../types.ts' {
  interface Database {
    statement: StatementTable;
    statement_line: StatementLineTable;
    remittance: RemittanceTable;
  }
}
