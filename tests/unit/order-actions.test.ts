import { describe, expect, it } from 'vitest';
import {
  afterSaleLinks,
  canCancel,
  canDelete,
  canEvaluate,
  canPay,
  canReceive,
  orderTab,
  tabQuery,
  type LineState,
} from '../../app/areas/orders/order-actions.ts';

/** The order states of SPEC §4, each as the backend answers it. */
const awaitingPayment = { orderStatus: 0, isPay: 0, isSend: 0, isRecevice: 0 };
const awaitingShipment = { orderStatus: 1, isPay: 1, isSend: 0, isRecevice: 0 };
const awaitingReceipt = { orderStatus: 2, isPay: 1, isSend: 1, isRecevice: 0 };
const completed = { orderStatus: 3, isPay: 1, isSend: 1, isRecevice: 1 };
const cancelled = { orderStatus: 4, isPay: 0, isSend: 0, isRecevice: 0 };
const cancelledAfterPaying = { orderStatus: 4, isPay: 1, isSend: 0, isRecevice: 0 };
/** Cancelled once shipped (SPEC §4 allows it): the flags stay as they were. */
const cancelledAfterShipping = { orderStatus: 4, isPay: 1, isSend: 1, isRecevice: 0 };

const line = (changes: Partial<LineState> = {}): LineState => ({
  id: 7,
  afterSaleFlag: 0,
  overdueFlag: 0,
  afterSaleAllowed: 3,
  afterSaleId: null,
  reviewed: 0,
  ...changes,
});

describe('order actions by state (SPEC §4)', () => {
  it('offers cancel unless completed or cancelled', () => {
    expect([awaitingPayment, awaitingShipment, awaitingReceipt, completed, cancelled].map(canCancel)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('offers delete only when cancelled', () => {
    expect([awaitingPayment, awaitingReceipt, completed, cancelled, cancelledAfterPaying].map(canDelete)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('offers pay while unpaid and not cancelled', () => {
    expect([awaitingPayment, awaitingShipment, cancelled].map(canPay)).toEqual([true, false, false]);
  });

  it('offers confirm receipt once shipped and not yet received', () => {
    expect([awaitingShipment, awaitingReceipt, completed].map(canReceive)).toEqual([false, true, false]);
  });

  it('offers nothing but delete for an order cancelled after shipping', () => {
    expect(canReceive(cancelledAfterShipping)).toBe(false);
    expect(canPay(cancelledAfterShipping)).toBe(false);
    expect(canCancel(cancelledAfterShipping)).toBe(false);
    expect(canEvaluate(cancelledAfterShipping, [line()])).toBe(false);
    expect(canDelete(cancelledAfterShipping)).toBe(true);
  });

  it('offers a review of a completed order until every line is reviewed', () => {
    expect(canEvaluate(completed, [line({ reviewed: 1 }), line()])).toBe(true);
    expect(canEvaluate(completed, [line({ reviewed: 1 }), line({ reviewed: 1 })])).toBe(false);
    expect(canEvaluate(awaitingReceipt, [line()])).toBe(false);
  });

  it('links a line of a received order to an application while quantity is free, and to its newest after-sale', () => {
    expect(afterSaleLinks(completed, line())).toEqual({ apply: '/userCenter/afterSaleApply/7', view: null });
    expect(afterSaleLinks(completed, line({ afterSaleFlag: 1, afterSaleId: 31, afterSaleAllowed: 2 }))).toEqual({
      apply: '/userCenter/afterSaleApply/7',
      view: '/userCenter/afterSaleInfo/31',
    });
    // The whole quantity is in after-sales: only the detail.
    expect(afterSaleLinks(completed, line({ afterSaleFlag: 1, afterSaleId: 31, afterSaleAllowed: 0 }))).toEqual({
      apply: null,
      view: '/userCenter/afterSaleInfo/31',
    });
    expect(afterSaleLinks(completed, line({ overdueFlag: 1 })).apply).toBeNull();
    expect(afterSaleLinks(awaitingReceipt, line()).apply).toBeNull();
  });
});

describe('order list tabs', () => {
  it("opens SPEC's ?status=isPay and ?status=isRecevice, and 'all' for anything else", () => {
    expect(orderTab('isPay')).toBe('isPay');
    expect(orderTab('isRecevice')).toBe('isRecevice');
    expect(orderTab('isSend')).toBe('isSend');
    expect(orderTab('bogus')).toBe('all');
    expect(orderTab(null)).toBe('all');
  });

  it('asks myOrder for the step each tab waits for', () => {
    expect(tabQuery('all')).toEqual({});
    expect(tabQuery('isPay')).toEqual({ isPay: 0 });
    expect(tabQuery('isRecevice')).toEqual({ isRecevice: 0 });
  });
});
