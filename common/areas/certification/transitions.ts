/**
 * Company certification (SPEC §4 certStatus) in ONE table, read by the buyer's list and
 * screens, the console and the backend. A buyer edits and applies at 0 (not applied),
 * 3 (failed) and 4 (rejected); applying makes it 5 (applied, waiting in the staff's queue);
 * a staff member claims it (1, in certification), then approves (2), fails it with
 * per-field reasons (3) or rejects it with a reason (4), or releases it to the queue.
 */
export const CertificationStatus = {
  notApplied: 0,
  inCertification: 1,
  passed: 2,
  failed: 3,
  rejected: 4,
  applied: 5,
} as const;
export type CertificationStatusValue = (typeof CertificationStatus)[keyof typeof CertificationStatus];

export const BUYER_CERTIFICATION_ACTIONS = ['edit', 'apply'] as const;
export const STAFF_CERTIFICATION_ACTIONS = ['claim', 'release', 'approve', 'fail', 'reject'] as const;
export type BuyerCertificationAction = (typeof BUYER_CERTIFICATION_ACTIONS)[number];
export type StaffCertificationAction = (typeof STAFF_CERTIFICATION_ACTIONS)[number];
export type CertificationAction = BuyerCertificationAction | StaffCertificationAction;

const { notApplied, inCertification, passed, failed, rejected, applied } = CertificationStatus;

export const certificationTransitions: Readonly<
  Record<number, Readonly<Partial<Record<CertificationAction, CertificationStatusValue>>>>
> = {
  [notApplied]: { edit: notApplied, apply: applied },
  [applied]: { claim: inCertification },
  [inCertification]: { release: applied, approve: passed, fail: failed, reject: rejected },
  [passed]: {},
  [failed]: { edit: failed, apply: applied },
  [rejected]: { edit: rejected, apply: applied },
};

/** The state an action leads to, or undefined when the state does not allow it. */
export function certificationNextState(
  status: number,
  action: CertificationAction,
): CertificationStatusValue | undefined {
  return certificationTransitions[status]?.[action];
}

export function certificationAllows(status: number, action: CertificationAction): boolean {
  return certificationNextState(status, action) !== undefined;
}

/** What the buyer may do with a record in this state (the list offers edit and apply, else view). */
export function buyerCertificationActionsOf(status: number): BuyerCertificationAction[] {
  return BUYER_CERTIFICATION_ACTIONS.filter((action) => certificationAllows(status, action));
}

export function staffCertificationActionsOf(status: number): StaffCertificationAction[] {
  return STAFF_CERTIFICATION_ACTIONS.filter((action) => certificationAllows(status, action));
}

/** States that wait for the staff, as the table says (a staff action is open): the console's queue. */
export const CERTIFICATION_WAITING: readonly number[] = Object.values(CertificationStatus).filter(
  (status) => staffCertificationActionsOf(status).length > 0,
);

/**
 * Whether a record in this state keeps its files as they are: one its company may no longer edit
 * (waiting for the staff, or passed) holds them as its evidence, so they may not be deleted.
 */
export function certificationKeepsFiles(status: number): boolean {
  return !certificationAllows(status, 'edit');
}
