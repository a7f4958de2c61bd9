/** An order's state (SPEC §4 orderStatus). */
export const OrderStatus = {
  awaitingPayment: 0,
  awaitingShipment: 1,
  awaitingReceipt: 2,
  completed: 3,
  cancelled: 4,
} as const;
/** Where a sub-account's purchase stands with its company's reviewer (SPEC §4 checkStatus). */
export const CheckStatus = { notApplied: 0, underReview: 1, approved: 2, rejected: 3 } as const;

/**
 * What may be done with an order, by its state (SPEC §4 Order status), in ONE place: the order
 * list, the order detail, the pay page and the backend all ask this table, so a screen never
 * offers what the backend would refuse (a cancelled order offered 确认收货).
 *
 * SPEC §4 words its rules on the flags (isPay, isSend, isRecevice) as well as orderStatus; the
 * flags only follow the status, except after a cancel, which keeps them as they were (a shipped
 * order cancelled still has isSend 1). So the status decides, and a cancelled order allows only
 * delete.
 */
export const ORDER_ACTIONS = [
  'pay',
  'cancel',
  'receive',
  'evaluate',
  'delete',
  'confirmPayment',
  'ship',
  'staffCancel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The buyer's actions (pay, cancel, receive, evaluate, delete) and the staff's (confirmPayment, ship, staffCancel). */
export const orderTransitions: Readonly<Record<number, readonly OrderAction[]>> = {
  // Unpaid: pay by transfer (staff confirm it), or cancel; staff cancel only unpaid orders.
  [OrderStatus.awaitingPayment]: ['pay', 'cancel', 'confirmPayment', 'staffCancel'],
  [OrderStatus.awaitingShipment]: ['cancel', 'ship'],
  // SPEC §4: cancel is offered unless completed or cancelled, so also once shipped (DESIGN.md decision 18).
  [OrderStatus.awaitingReceipt]: ['receive', 'cancel'],
  // Reviews (and after-sales, per goods line) once received.
  [OrderStatus.completed]: ['evaluate'],
  [OrderStatus.cancelled]: ['delete'],
};

/** The actions an order in this state allows; an unknown state allows none. */
export function orderActionsOf(order: { orderStatus: number }): readonly OrderAction[] {
  return orderTransitions[order.orderStatus] ?? [];
}

export function orderAllows(order: { orderStatus: number }, action: OrderAction): boolean {
  return orderActionsOf(order).includes(action);
}

/**
 * Purchase review (SPEC §4 checkStatus): what may be done with a purchase, by its state.
 * A rejected purchase goes back to its purchaser, who may change it and submit it again
 *: it is then under review once more.
 */
export const PURCHASE_ACTIONS = ['approve', 'reject', 'edit', 'resubmit'] as const;
export type PurchaseAction = (typeof PURCHASE_ACTIONS)[number];

export const purchaseTransitions: Readonly<Record<number, readonly PurchaseAction[]>> = {
  [CheckStatus.notApplied]: [],
  [CheckStatus.underReview]: ['approve', 'reject'],
  [CheckStatus.approved]: [],
  [CheckStatus.rejected]: ['edit', 'resubmit'],
};

export function purchaseAllows(purchase: { checkStatus: number }, action: PurchaseAction): boolean {
  return (purchaseTransitions[purchase.checkStatus] ?? []).includes(action);
}
