/**
 * Contracts (SPEC §4 contract status 0–6) in ONE table, read by the buyer's list and
 * signing screen, the console and the backend:
 *
 * - 0 not initiated: staff draft and edit it; a credit above the configured amount needs a second
 *   finance member's approval before it can be sent;
 * - send 0 → 1 (initiated): the PDF is drawn and its SHA-256 frozen, the company is texted;
 * - the main account asks for the signing code 1 → 2 (signing; again at 2 for a new code);
 * - sign 2 → 3 (signed): the code, 「我已阅读并同意」, a signature page; the contract's credit
 *   becomes the company's limit;
 * - refuse 1 or 2 → 5 (refused) with a reason; staff revise a refused one 5 → 0, or recall an
 *   unsigned one 1 or 2 → 0 to change it;
 * - preserve 3 → 6 (preserved): staff check the signed file against its hash and archive it;
 * - expire 3 or 6 → 4 (expired): the daily job, once the end date has passed; the limit goes.
 */
export const ContractStatus = {
  notInitiated: 0,
  initiated: 1,
  signing: 2,
  signed: 3,
  expired: 4,
  refused: 5,
  preserved: 6,
} as const;
export type ContractStatusValue = (typeof ContractStatus)[keyof typeof ContractStatus];

export const BUYER_CONTRACT_ACTIONS = ['startSigning', 'sign', 'refuse'] as const;
export const STAFF_CONTRACT_ACTIONS = ['edit', 'approve', 'send', 'recall', 'revise', 'preserve'] as const;
export type BuyerContractAction = (typeof BUYER_CONTRACT_ACTIONS)[number];
export type StaffContractAction = (typeof STAFF_CONTRACT_ACTIONS)[number];
export type ContractAction = BuyerContractAction | StaffContractAction | 'expire';

const { notInitiated, initiated, signing, signed, expired, refused, preserved } = ContractStatus;

export const contractTransitions: Readonly<
  Record<number, Readonly<Partial<Record<ContractAction, ContractStatusValue>>>>
> = {
  [notInitiated]: { edit: notInitiated, approve: notInitiated, send: initiated },
  [initiated]: { startSigning: signing, refuse: refused, recall: notInitiated },
  [signing]: { startSigning: signing, sign: signed, refuse: refused, recall: notInitiated },
  [signed]: { preserve: preserved, expire: expired },
  [preserved]: { expire: expired },
  [expired]: {},
  [refused]: { revise: notInitiated },
};

export function contractNextState(status: number, action: ContractAction): ContractStatusValue | undefined {
  return contractTransitions[status]?.[action];
}

export function contractAllows(status: number, action: ContractAction): boolean {
  return contractNextState(status, action) !== undefined;
}

/** The states an action may start from: what the jobs and the queues select by. */
export function contractStatesAllowing(action: ContractAction): ContractStatusValue[] {
  return Object.values(ContractStatus).filter((status) => contractAllows(status, action));
}

export function buyerContractActionsOf(status: number): BuyerContractAction[] {
  return BUYER_CONTRACT_ACTIONS.filter((action) => contractAllows(status, action));
}

export function staffContractActionsOf(status: number): StaffContractAction[] {
  return STAFF_CONTRACT_ACTIONS.filter((action) => contractAllows(status, action));
}

/** States in which a contract grants its credit (signed, and signed with its file preserved). */
export const CONTRACT_GRANTING: readonly number[] = [signed, preserved];
/** States whose credit is still to come: the contract may yet be sent (again) and signed. */
export const CONTRACT_TO_SIGN: readonly number[] = [notInitiated, initiated, signing, refused];
/** States the buyer sees: a draft is the staff's own until it is sent. */
export const CONTRACT_SENT: readonly number[] = [initiated, signing, signed, expired, refused, preserved];
/** Reminders before a granting contract ends, in days. */
export const CONTRACT_REMINDER_DAYS = [30, 7] as const;
