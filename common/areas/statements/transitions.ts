/**
 * Monthly statements (SPEC §4 state 0–9, payStatus 0/1) in ONE table, read by the
 * buyer's list and detail, the console and the backend:
 *
 * - 0 initiated: made by the monthly job (or staff) from the month's events; staff check it, may
 *   add an adjustment (a new version), and send it → 1 (the company is texted);
 * - 1 awaiting confirmation: the buyer confirms → 2, or confirms with a difference and a reason
 *   (diversity, diversityReson; disputed lines marked) → 3 (rejected, i.e. disputed);
 * - 3: staff accept the difference as an adjustment (a new version) → 2, or correct it and resend
 *   it as a new version → 1;
 * - 2 confirmed: the shop invoices it → 4 (invoice uploaded);
 * - 4: the buyer records remittances: partly covered → 5 (awaiting remittance), covered → 6
 *   (remitted, payStatus 1); finance confirms each receipt (credit repaid once per remittance) or
 *   rejects a wrong one; every remittance confirmed and the amount covered → 7 (receipt
 *   confirmed); finance closes it → 8 (reconciliation complete);
 * - past the due date with the amount not covered → 9 (overdue, the daily job): new credit orders
 *   are refused until it is paid; remitting still works from 9, and a dispute still open is still
 *   accepted or corrected;
 * - a statement is invoiced once, for what it totals: at 2 (→ 4), and where the money came first —
 *   at 9 if the buyer had confirmed it before it went overdue, at 7 once it is paid in full — it
 *   stays where it is. It is closed (7 → 8) only once invoiced, unless it totals nothing to pay;
 *   one that totals nothing (a month of refunds) is received (7) as soon as it is confirmed.
 */
export const StatementState = {
  initiated: 0,
  awaitingConfirmation: 1,
  confirmed: 2,
  rejected: 3,
  invoiced: 4,
  awaitingRemittance: 5,
  remitted: 6,
  receiptConfirmed: 7,
  complete: 8,
  overdue: 9,
} as const;
export type StatementStateValue = (typeof StatementState)[keyof typeof StatementState];

export const BUYER_STATEMENT_ACTIONS = ['confirm', 'remit'] as const;
export const STAFF_STATEMENT_ACTIONS = ['adjust', 'send', 'acceptDispute', 'resend', 'invoice', 'close'] as const;
export type BuyerStatementAction = (typeof BUYER_STATEMENT_ACTIONS)[number];
export type StaffStatementAction = (typeof STAFF_STATEMENT_ACTIONS)[number];
/** Moves the system makes: a remittance recorded, confirmed or rejected, and the due date passing. */
export type StatementAction = BuyerStatementAction | StaffStatementAction | 'dispute' | 'receive' | 'overdue';

const { initiated, awaitingConfirmation, confirmed, rejected, invoiced, awaitingRemittance, remitted } = StatementState;
const { receiptConfirmed, complete, overdue } = StatementState;

/**
 * Where each action may start, and where it leads. Remitting and a remittance received (or
 * returned) land where the money says (statementMoneyState) wherever remitting is allowed; a
 * confirmation or an accepted dispute that leaves nothing to pay lands on received (7):
 * statementNextState says both. A remittance recorded before its statement was corrected and sent
 * again can still be received while the statement waits elsewhere: it then stays where it is.
 */
export const statementTransitions: Readonly<
  Record<number, Readonly<Partial<Record<StatementAction, StatementStateValue>>>>
> = {
  [initiated]: { adjust: initiated, send: awaitingConfirmation },
  [awaitingConfirmation]: { confirm: confirmed, dispute: rejected, receive: awaitingConfirmation, overdue },
  [rejected]: { acceptDispute: confirmed, resend: awaitingConfirmation, receive: rejected, overdue },
  [confirmed]: { invoice: invoiced, receive: confirmed, overdue },
  [invoiced]: { remit: remitted, receive: invoiced, overdue },
  [awaitingRemittance]: { remit: remitted, receive: awaitingRemittance, overdue },
  [remitted]: { remit: remitted, receive: receiptConfirmed, overdue },
  [receiptConfirmed]: { invoice: receiptConfirmed, receive: receiptConfirmed, close: complete },
  [complete]: { receive: complete },
  // A dispute still open when the due date passed is still resolved: accepted (it stays overdue
  // until paid) or corrected and sent again.
  [overdue]: {
    remit: remitted,
    receive: receiptConfirmed,
    invoice: overdue,
    acceptDispute: overdue,
    resend: awaitingConfirmation,
  },
};

export function statementAllows(state: number, action: StatementAction): boolean {
  return statementTransitions[state]?.[action] !== undefined;
}

/** The states an action may start from: what the jobs and the queues select by. */
export function statementStatesAllowing(action: StatementAction): StatementStateValue[] {
  return Object.values(StatementState).filter((state) => statementAllows(state, action));
}

export function buyerStatementActionsOf(state: number): BuyerStatementAction[] {
  return BUYER_STATEMENT_ACTIONS.filter((action) => statementAllows(state, action));
}

/** States in which a statement may be invoiced (the invoice console adds: confirmed, not yet invoiced, owing something). */
export const STATEMENT_INVOICEABLE: readonly number[] = statementStatesAllowing('invoice');

/** What a statement totals, what remittances recorded against it and what finance confirmed of them. */
export interface StatementMoney {
  amount: number;
  recorded: number;
  paid: number;
}

/**
 * Where money moves a statement that allows remitting: by what has been recorded and confirmed
 * against what it totals. Overdue stays overdue until the whole amount is confirmed.
 */
export function statementMoneyState(state: number, money: StatementMoney): StatementStateValue {
  if (money.paid >= money.amount) return receiptConfirmed;
  if (state === overdue) return overdue;
  if (money.recorded >= money.amount) return remitted;
  if (money.recorded > 0) return awaitingRemittance;
  return invoiced;
}

/**
 * Where an action leads from a state, with the money as the step leaves it; undefined when the
 * table does not allow it there.
 */
export function statementNextState(
  state: number,
  action: StatementAction,
  money: StatementMoney,
): StatementStateValue | undefined {
  const next = statementTransitions[state]?.[action];
  if (next === undefined) return undefined;
  if ((action === 'remit' || action === 'receive') && statementAllows(state, 'remit'))
    return statementMoneyState(state, money);
  // A month that owes nothing, or a dispute accepted down to what was paid: nothing is left to
  // invoice first or to remit, so it is received at once.
  if ((action === 'confirm' || action === 'acceptDispute') && money.paid >= money.amount) return receiptConfirmed;
  return next;
}

/** States in which the statement is still owed (the next statement's opening balance counts them). */
export const STATEMENT_OWED: readonly number[] = [
  awaitingConfirmation,
  confirmed,
  rejected,
  invoiced,
  awaitingRemittance,
  remitted,
  overdue,
];
/** States the buyer sees: a statement staff have not sent yet is theirs. */
export const STATEMENT_SENT: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** How many days before its due date an unpaid statement's company is reminded to pay. */
export const STATEMENT_DUE_REMINDER_DAYS = 3;
/** How many days apart the reminders fall while a statement stays overdue. */
export const STATEMENT_OVERDUE_REMINDER_DAYS = 7;

/** The states a remittance passes through: recorded by the buyer, then confirmed or returned by finance. */
export const REMITTANCE_STATES = ['recorded', 'confirmed', 'rejected'] as const;
export type RemittanceState = (typeof REMITTANCE_STATES)[number];
export type RemittanceAction = 'confirm' | 'reject';

/** A recorded remittance is confirmed (it arrived) or returned, once; either is final. */
export const remittanceTransitions: Readonly<
  Record<RemittanceState, Readonly<Partial<Record<RemittanceAction, RemittanceState>>>>
> = {
  recorded: { confirm: 'confirmed', reject: 'rejected' },
  confirmed: {},
  rejected: {},
};

/** The states in which a remittance may take a step: the console's queue of remittances to handle. */
export function remittanceStatesAllowing(action: RemittanceAction): RemittanceState[] {
  return REMITTANCE_STATES.filter((state) => remittanceTransitions[state][action] !== undefined);
}
