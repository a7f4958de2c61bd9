import { describe, expect, it } from 'vitest';
import { ContractStatus, contractStatesAllowing } from '../../common/areas/contracts/transitions.ts';
import {
  remittanceTransitions,
  STATEMENT_INVOICEABLE,
  StatementState,
  statementNextState,
  statementStatesAllowing,
} from '../../common/areas/statements/transitions.ts';

/*
 * The tables say where each step of a statement, a remittance and a contract leads, and which
 * states a job or a queue takes up. moveStatement and moveContract follow them; their behaviour on
 * the database is tests/backend/statement-contract-executors.test.ts's.
 */
const { initiated, awaitingConfirmation, confirmed, rejected, invoiced, awaitingRemittance, remitted } = StatementState;
const { receiptConfirmed, complete, overdue } = StatementState;
const money = (amount: number, recorded = 0, paid = 0) => ({ amount, recorded, paid });

describe("a statement's next state", () => {
  it('is the money’s where remitting is allowed: part, all recorded, all confirmed; overdue until paid', () => {
    expect(statementNextState(invoiced, 'remit', money(100, 40))).toBe(awaitingRemittance);
    expect(statementNextState(awaitingRemittance, 'remit', money(100, 100))).toBe(remitted);
    expect(statementNextState(remitted, 'receive', money(100, 100, 100))).toBe(receiptConfirmed);
    expect(statementNextState(remitted, 'receive', money(100, 60, 40))).toBe(awaitingRemittance);
    expect(statementNextState(overdue, 'remit', money(100, 100))).toBe(overdue);
    expect(statementNextState(overdue, 'receive', money(100, 100, 100))).toBe(receiptConfirmed);
  });

  it('stays where a remittance recorded before a correction is received while the statement waits elsewhere', () => {
    for (const state of [awaitingConfirmation, confirmed, rejected, receiptConfirmed, complete])
      expect(statementNextState(state, 'receive', money(100, 50, 50))).toBe(state);
    expect(statementNextState(initiated, 'receive', money(100))).toBeUndefined();
  });

  it('is received at once when a confirmation or an accepted dispute leaves nothing to pay', () => {
    expect(statementNextState(awaitingConfirmation, 'confirm', money(100))).toBe(confirmed);
    expect(statementNextState(awaitingConfirmation, 'confirm', money(0))).toBe(receiptConfirmed);
    expect(statementNextState(awaitingConfirmation, 'confirm', money(-500))).toBe(receiptConfirmed);
    expect(statementNextState(rejected, 'acceptDispute', money(90, 0, 0))).toBe(confirmed);
    expect(statementNextState(overdue, 'acceptDispute', money(90, 50, 50))).toBe(overdue);
    expect(statementNextState(overdue, 'acceptDispute', money(90, 90, 90))).toBe(receiptConfirmed);
  });

  it('is the table’s for every other step, and undefined where the table does not allow it', () => {
    expect(statementNextState(initiated, 'send', money(100))).toBe(awaitingConfirmation);
    expect(statementNextState(confirmed, 'invoice', money(100))).toBe(invoiced);
    expect(statementNextState(overdue, 'invoice', money(100))).toBe(overdue);
    expect(statementNextState(receiptConfirmed, 'close', money(100, 100, 100))).toBe(complete);
    expect(statementNextState(initiated, 'confirm', money(100))).toBeUndefined();
    expect(statementNextState(complete, 'overdue', money(100))).toBeUndefined();
  });
});

describe('the states a job or a queue takes up', () => {
  it('are the states the step may start from', () => {
    expect(statementStatesAllowing('overdue')).toEqual([
      awaitingConfirmation,
      confirmed,
      rejected,
      invoiced,
      awaitingRemittance,
      remitted,
    ]);
    expect(statementStatesAllowing('remit')).toEqual([invoiced, awaitingRemittance, remitted, overdue]);
    expect(STATEMENT_INVOICEABLE).toEqual([confirmed, receiptConfirmed, overdue]);
    expect(contractStatesAllowing('expire')).toEqual([ContractStatus.signed, ContractStatus.preserved]);
  });
});

describe("a remittance's steps", () => {
  it('confirm or return a recorded one, once', () => {
    expect(remittanceTransitions.recorded).toEqual({ confirm: 'confirmed', reject: 'rejected' });
    expect(remittanceTransitions.confirmed).toEqual({});
    expect(remittanceTransitions.rejected).toEqual({});
  });
});
