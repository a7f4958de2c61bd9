/**
 * A company's credit as finance reads it in the console's credit list (/admin/credit): what its
 * contracts grant, what its orders use, what is left (or owed past the limit), and when the ledger
 * last moved. Amounts are
 * yuan on the wire, as the buyer's own 授信额度, 已用额度 and 可用额度 are.
 */
export interface ConsoleCredit {
  companyId: number;
  company: string;
  creditLimit: number;
  usedQuota: number;
  /** What may still be charged, never below zero (the buyer's 可用额度). */
  quota: number;
  /** What is used beyond the limit, after a contract ended or shrank below what is in use; else 0. */
  overLimit: number;
  changeDate: string;
}
