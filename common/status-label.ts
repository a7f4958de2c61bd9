import { isMessageKey, message, type Locale } from './messages.ts';

/**
 * Labels of the states (each in its area's transitions.ts), apart from the states themselves: the labels need
 * every area's messages, and a screen that only compares a state ships none of them.
 */

/** A state's label in the given language; a value without a label shows as itself. */
export function label(kind: StatusKind, value: number | string, locale: Locale): string {
  const key = `${kind}.${value}`;
  return isMessageKey(key) ? message(locale, key) : String(value);
}

/** The kinds of state that have labels. */
export type StatusKind =
  | 'companyStatus'
  | 'accountType'
  | 'orderStatus'
  | 'checkStatus'
  | 'certStatus'
  | 'contractStatus'
  | 'contractType'
  | 'creditKind'
  | 'afterSaleStatus'
  | 'afterSaleType'
  | 'afterSaleReason'
  | 'goodsStatus'
  | 'applyEvidence'
  | 'refundType'
  | 'returnType'
  | 'statementState'
  | 'statementLine'
  | 'remittanceState'
  | 'invoiceType'
  | 'openStatus'
  | 'invoiceOrderStatus'
  | 'invoiceStep'
  | 'invoiceKind';
