import type { AuditEntry } from '../../console.ts';
import type { MessageKey } from '../../messages.ts';
import type { StaffAction } from '../staff/index.ts';
import type { CompanyAction } from './transitions.ts';

/** A company as the console lists it: its main account beside it. */
export interface ConsoleCompany {
  id: number;
  name: string;
  status: string;
  username: string;
  linkman: string;
  mobile: string;
  email: string;
  createDate: string;
  vettedDate: string | null;
  /** For a pending registration: the end of its 2 working days. */
  deadline: string | null;
  blockDate: string | null;
  /** A certification of the company passed (已认证). */
  certified: boolean;
}

export interface ConsoleCompanyDetail extends ConsoleCompany {
  accounts: { id: number; username: string; accountType: number; linkman: string; mobile: string }[];
  orderCount: number;
  actions: string[];
  timeline: AuditEntry[];
}

/**
 * The staff's actions on a company: the right each needs and the message that
 * says it was done. The console offers an action only to roles with its right; the backend
 * refuses the rest; both read this table.
 */
export const COMPANY_ACTION_RULES: Record<CompanyAction, { right: StaffAction; reason: boolean; done: MessageKey }> = {
  approve: { right: 'vetCompany', reason: false, done: 'companyApproved' },
  refuse: { right: 'vetCompany', reason: true, done: 'companyRefusedDone' },
  block: { right: 'blockCompany', reason: true, done: 'companyBlockedDone' },
  unblock: { right: 'blockCompany', reason: false, done: 'companyUnblocked' },
};
