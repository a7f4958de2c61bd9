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
 * Where each action may start. Remitting and confirming a receipt land on a state that depends on
 * the money (statementMoneyState); the table says where they are allowed.
 */
export const statementTransitions: Readonly<
  Record<number, Readonly<Partial<Record<StatementAction, StatementStateValue>>>>
> = {
  [initiated]: { adjust: initiated, send: awaitingConfirmation },
  [awaitingConfirmation]: { confirm: confirmed, dispute: rejected, overdue },
  [rejected]: { acceptDispute: confirmed, resend: awaitingConfirmation, overdue },
  [confirmed]: { invoice: invoiced, overdue },
  [invoiced]: { remit: remitted, receive: invoiced, overdue },
  [awaitingRemittance]: { remit: remitted, receive: awaitingRemittance, overdue },
  [remitted]: { remit: remitted, receive: receiptConfirmed, overdue },
  [receiptConfirmed]: { invoice: receiptConfirmed, close: complete },
  [complete]: {},
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

export function buyerStatementActionsOf(state: number): BuyerStatementAction[] {
  return BUYER_STATEMENT_ACTIONS.filter((action) => statementAllows(state, action));
}

export function staffStatementActionsOf(state: number): StaffStatementAction[] {
  return STAFF_STATEMENT_ACTIONS.filter((action) => statementAllows(state, action));
}

/** States in which a statement may be invoiced (the invoice console adds: confirmed, not yet invoiced, owing something). */
export const STATEMENT_INVOICEABLE: readonly number[] = Object.values(StatementState).filter((state) =>
  statementAllows(state, 'invoice'),
);

/**
 * Where money moves a statement that allows remitting: by what has been recorded and confirmed
 * against what it totals. Overdue stays overdue until the whole amount is confirmed.
 */
export function statementMoneyState(
  state: number,
  money: { amount: number; recorded: number; paid: number },
): StatementStateValue {
  if (money.paid >= money.amount) return receiptConfirmed;
  if (state === overdue) return overdue;
  if (money.recorded >= money.amount) return remitted;
  if (money.recorded > 0) return awaitingRemittance;
  return invoiced;
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
