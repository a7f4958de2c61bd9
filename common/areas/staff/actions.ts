import type { MessageKey } from '../../messages.ts';
import type { CompanyAction } from '../account/transitions.ts';
import type { StaffAction } from './permissions.ts';

/**
 * The staff's actions on a company and on an order: the right each needs and the message that
 * says it was done. The console offers an action only to roles with its right; the backend
 * refuses the rest; both read this table.
 */
export const COMPANY_ACTION_RULES: Record<CompanyAction, { right: StaffAction; reason: boolean; done: MessageKey }> = {
  approve: { right: 'reviewCompany', reason: false, done: 'companyApproved' },
  refuse: { right: 'reviewCompany', reason: true, done: 'companyRefusedDone' },
  block: { right: 'blockCompany', reason: true, done: 'companyBlockedDone' },
  unblock: { right: 'blockCompany', reason: false, done: 'companyUnblocked' },
};

/** The order actions staff take (common/areas/orders/transitions.ts names them). */
export type StaffOrderAction = 'confirmPayment' | 'ship' | 'staffCancel';

export const ORDER_ACTION_RULES: Record<StaffOrderAction, { right: StaffAction; done: MessageKey }> = {
  confirmPayment: { right: 'confirmPayment', done: 'paymentConfirmed' },
  ship: { right: 'ship', done: 'orderShipped' },
  staffCancel: { right: 'cancelOrder', done: 'orderCancelledByStaff' },
};
