/** The states of SPEC §4; their labels are messages (common/messages/status.ts), read by label() (common/status-label.ts). */

export const CustomerAccountType = { main: 0, reviewer: 1, purchaser: 2 } as const;
export type CustomerAccountTypeValue = (typeof CustomerAccountType)[keyof typeof CustomerAccountType];

export const CompanyStatus = {
  pending: 'pending',
  approved: 'approved',
  refused: 'refused',
  blocked: 'blocked',
} as const;
export type CompanyStatusValue = (typeof CompanyStatus)[keyof typeof CompanyStatus];

export const OrderStatus = {
  awaitingPayment: 0,
  awaitingShipment: 1,
  awaitingReceipt: 2,
  completed: 3,
  cancelled: 4,
} as const;
export const CheckStatus = { notApplied: 0, underReview: 1, approved: 2, rejected: 3 } as const;
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
