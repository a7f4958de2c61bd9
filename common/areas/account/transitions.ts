/** A company's state (SPEC §4); its labels are messages read by label() (common/status-label.ts). */
export const CompanyStatus = {
  pending: 'pending',
  approved: 'approved',
  refused: 'refused',
  blocked: 'blocked',
} as const;
export type CompanyStatusValue = (typeof CompanyStatus)[keyof typeof CompanyStatus];

/**
 * What staff may do with a company, by its state (DESIGN.md decision 7; Adobe Commerce B2B's
 * pending → approved / rejected / blocked), in ONE place: the console offers these actions and
 * the backend refuses the rest. A block ends every session of the company's accounts at once.
 */
export const COMPANY_ACTIONS = ['approve', 'refuse', 'block', 'unblock'] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

export const companyTransitions: Readonly<Record<string, Readonly<Partial<Record<CompanyAction, string>>>>> = {
  [CompanyStatus.pending]: { approve: CompanyStatus.approved, refuse: CompanyStatus.refused },
  [CompanyStatus.approved]: { block: CompanyStatus.blocked },
  [CompanyStatus.refused]: {},
  [CompanyStatus.blocked]: { unblock: CompanyStatus.approved },
};

/** The actions a company in this state allows, in the table's order. */
export function companyActionsOf(status: string): CompanyAction[] {
  return COMPANY_ACTIONS.filter((action) => companyTransitions[status]?.[action] !== undefined);
}

/** The state an action leads to, or undefined when the state does not allow it. */
export function companyNextState(status: string, action: CompanyAction): string | undefined {
  return companyTransitions[status]?.[action];
}

/** States whose companies wait for the staff's vetting, as the table says (approving is open): the to-do's queue. */
export const COMPANY_AWAITING_VETTING: readonly string[] = Object.values(CompanyStatus).filter(
  (status) => companyNextState(status, 'approve') !== undefined,
);
