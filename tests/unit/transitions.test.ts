import { describe, expect, it } from 'vitest';
import {
  orderActionsOf,
  orderAllows,
  purchaseAllows,
  type OrderAction,
} from '../../common/areas/orders/transitions.ts';

/** The one table of what each order state allows (SPEC §4), as screens and backend read it. */
describe('order transitions', () => {
  const table: [number, OrderAction[]][] = [
    [0, ['pay', 'cancel', 'confirmPayment', 'staffCancel']],
    [1, ['cancel', 'ship']],
    [2, ['receive', 'cancel']],
    [3, ['evaluate']],
    [4, ['delete']],
  ];

  it.each(table)('state %i allows exactly %j', (orderStatus, actions) => {
    expect([...orderActionsOf({ orderStatus })].sort()).toEqual([...actions].sort());
  });

  it('never lets a cancelled order be received, paid or cancelled again', () => {
    for (const action of ['receive', 'pay', 'cancel', 'evaluate', 'ship', 'confirmPayment', 'staffCancel'] as const) {
      expect(orderAllows({ orderStatus: 4 }, action)).toBe(false);
    }
  });

  it('allows nothing in a state it does not know', () => {
    expect(orderActionsOf({ orderStatus: 9 })).toEqual([]);
  });
});

describe('purchase transitions', () => {
  it('approves or rejects a purchase awaiting approval, and lets a rejected one be edited and resubmitted', () => {
    expect(purchaseAllows({ checkStatus: 1 }, 'approve')).toBe(true);
    expect(purchaseAllows({ checkStatus: 1 }, 'reject')).toBe(true);
    expect(purchaseAllows({ checkStatus: 3 }, 'resubmit')).toBe(true);
    expect(purchaseAllows({ checkStatus: 3 }, 'edit')).toBe(true);
    expect(purchaseAllows({ checkStatus: 3 }, 'approve')).toBe(false);
    expect(purchaseAllows({ checkStatus: 2 }, 'resubmit')).toBe(false);
    expect(purchaseAllows({ checkStatus: 1 }, 'resubmit')).toBe(false);
  });
});
