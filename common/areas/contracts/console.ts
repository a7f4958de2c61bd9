import { z } from 'zod';
import type { Locale, MessageKey } from '../../messages.ts';
import { seenField, type AuditEntry } from '../../console.ts';
import type { StaffAction } from '../staff/index.ts';
import { contractDraftSchema, type ContractRecord } from './contract.ts';
import type { StaffContractAction } from './transitions.ts';

/**
 * The staff's side of contracts: each action's right and the message that says it was
 * done. Editing and sending are the drafter's console (service or finance); approving a credit above
 * the configured amount is finance's, by someone who neither drafted nor edited it.
 */
export const CONTRACT_ACTION_RULES: Record<StaffContractAction, { right: StaffAction; done: MessageKey }> = {
  edit: { right: 'manageContracts', done: 'contractDrafted' },
  approve: { right: 'approveCredit', done: 'contractApproved' },
  send: { right: 'manageContracts', done: 'contractSent' },
  recall: { right: 'manageContracts', done: 'contractRecalled' },
  revise: { right: 'manageContracts', done: 'contractRevised' },
  preserve: { right: 'manageContracts', done: 'contractPreserved' },
};

/** A contract as the console lists it. */
export interface ConsoleContract {
  id: number;
  companyId: number;
  company: string;
  contractNo: string;
  contractName: string;
  status: number;
  creditAmount: number;
  signDate: string;
  endDate: string;
  /** Days until the end date (negative once past), for signed contracts; null otherwise. */
  daysLeft: number | null;
  /** The credit is above the configured amount and nobody has approved it yet. */
  awaitingApproval: boolean;
  createDate: string;
  /**
   * The record's version (its last change, in milliseconds): every step's form sends it back as
   * `seen`, so a change another hand made meanwhile is answered 10060.
   */
  version: number;
}

export interface ConsoleContractDetail extends ConsoleContract {
  record: ContractRecord;
  draftedBy: string | null;
  approvedBy: string | null;
  /** Credits above this many yuan need a second finance member's approval. */
  approvalAbove: number;
  signerMobile: string | null;
  signerAddress: string | null;
  signedHash: string | null;
  actions: StaffContractAction[];
  timeline: AuditEntry[];
  /** What signing it would do to the company's credit; null once it is signed, refused for good or ended. */
  creditEffect: ContractCreditEffect | null;
}

/**
 * A contract's credit against what its company uses now, in yuan: signing makes its credit the
 * company's limit, and what is used stays used. `leaves` is that limit less what is used,
 * negative when the company would be over its new limit by that much.
 */
export interface ContractCreditEffect {
  used: number;
  currentLimit: number;
  newLimit: number;
  leaves: number;
}

/** GET /rest/staff/contracts/approval: the large-credit rule a draft is held to before it is sent. */
export interface ContractApprovalRule {
  /** Credits above this many yuan need a finance member's approval, one who neither drafted nor edited it. */
  approvalAbove: number;
}

/** Companies a contract may be drafted for (approved ones), for the draft form's choice. */
export interface ContractParty {
  id: number;
  name: string;
  linkman: string;
  /** The credit its orders use now and its limit now (yuan), for the draft to say what its credit leaves. */
  usedCredit: number;
  creditLimit: number;
}

/** A step's form carries the hidden `seen` field (common/console.ts). */
const seenShape = { seen: seenField };

/** A step with nothing to fill in (approve, send, recall, revise, preserve): the version seen. */
export const contractStepSchema = z.object(seenShape);

/** Editing a draft: the draft's fields and the version seen. */
export const contractEditCall = (locale: Locale) => contractDraftSchema(locale).safeExtend(seenShape);

/** GET rest/staff/contracts/parties: the companies a contract may be drafted for, searched by name. */
export const contractPartiesQuery = z.object({
  q: z.preprocess((value) => String([value].flat()[0] ?? '').slice(0, 40), z.string()),
});
