/** An order's state (SPEC §4 orderStatus). */
export const OrderStatus = {
  awaitingPayment: 0,
  awaitingShipment: 1,
  awaitingReceipt: 2,
  completed: 3,
  cancelled: 4,
} as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];
/** Where a sub-account's purchase stands with its company's approver (SPEC §4 checkStatus). */
export const CheckStatus = { notApplied: 0, awaitingApproval: 1, approved: 2, rejected: 3 } as const;
export type CheckStatusValue = (typeof CheckStatus)[keyof typeof CheckStatus];

/**
 * What may be done with an order, by its state (SPEC §4 Order status), and where each step leads,
 * in ONE place: the order list, the order detail, the pay page and the backend all ask this table,
 * so a screen never offers what the backend would refuse (a cancelled order offered 确认收货), and
 * the backend's one executor (backend/areas/orders/order-transition.ts) moves an order only as it
 * says.
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
/** The actions anyone is offered, and `close`, which only after-sales take (below). */
export type OrderStep = OrderAction | 'close';

const { awaitingPayment, awaitingShipment, awaitingReceipt, completed, cancelled } = OrderStatus;

/**
 * The buyer's actions (pay, cancel, receive, evaluate, delete), the staff's (confirmPayment, ship,
 * staffCancel) and after-sales' close, each with the state it leads to. A step that leads to the
 * state it starts from writes no state: evaluating and deleting change other rows and columns.
 */
export const orderTransitions: Readonly<Record<number, Readonly<Partial<Record<OrderStep, OrderStatusValue>>>>> = {
  // Unpaid: a credit order is paid as it is placed; an offline one by transfer, which staff confirm.
  // The buyer or staff (only of unpaid orders) may cancel.
  [awaitingPayment]: {
    pay: awaitingShipment,
    cancel: cancelled,
    confirmPayment: awaitingShipment,
    staffCancel: cancelled,
  },
  // SPEC §4: cancel is offered unless completed or cancelled, so also once paid and once shipped
  // (DESIGN.md decision 18). A paid order's money must come back by a recorded refund, so its cancel
  // leaves it where it is and asks the staff as after-sales, which close it once they took back
  // every line.
  [awaitingShipment]: { cancel: awaitingShipment, ship: awaitingReceipt, close: cancelled },
  [awaitingReceipt]: { receive: completed, cancel: awaitingReceipt, close: cancelled },
  // Reviews (and after-sales, per goods line) once received.
  [completed]: { evaluate: completed },
  [cancelled]: { delete: cancelled },
};

/** The state a step leads to from this one, or undefined when the table does not allow it. */
export function orderNextState(orderStatus: number, step: OrderStep): OrderStatusValue | undefined {
  return orderTransitions[orderStatus]?.[step];
}

/** The actions an order in this state offers; an unknown state offers none. */
export function orderActionsOf(order: { orderStatus: number }): readonly OrderAction[] {
  return ORDER_ACTIONS.filter((action) => orderNextState(order.orderStatus, action) !== undefined);
}

export function orderAllows(order: { orderStatus: number }, action: OrderAction): boolean {
  return orderNextState(order.orderStatus, action) !== undefined;
}

/** The states that allow this step: what a list or a queue of orders waiting for it selects. */
export function orderStatesAllowing(step: OrderStep): OrderStatusValue[] {
  return Object.values(OrderStatus).filter((state) => orderNextState(state, step) !== undefined);
}

/**
 * Purchase approval (SPEC §4 checkStatus): what may be done with a purchase, by its state, and where
 * it leads. A settlement is submitted: a purchaser's goes for approval, anyone else's is approved at
 * once as it becomes its order. A rejected purchase goes back to its purchaser, who may change it
 * and submit it again: it then awaits approval once more.
 */
export const PURCHASE_ACTIONS = ['approve', 'reject', 'edit', 'resubmit'] as const;
export type PurchaseAction = (typeof PURCHASE_ACTIONS)[number];
/** The actions the purchase screens offer, and submitting a settlement (a purchaser's, or anyone else's order). */
export type PurchaseStep = PurchaseAction | 'submit' | 'order';

export const purchaseTransitions: Readonly<Record<number, Readonly<Partial<Record<PurchaseStep, CheckStatusValue>>>>> =
  {
    [CheckStatus.notApplied]: { submit: CheckStatus.awaitingApproval, order: CheckStatus.approved },
    [CheckStatus.awaitingApproval]: { approve: CheckStatus.approved, reject: CheckStatus.rejected },
    [CheckStatus.approved]: {},
    [CheckStatus.rejected]: { edit: CheckStatus.rejected, resubmit: CheckStatus.awaitingApproval },
  };

/** The state a step leads a purchase to, or undefined when the table does not allow it. */
export function purchaseNextState(checkStatus: number, step: PurchaseStep): CheckStatusValue | undefined {
  return purchaseTransitions[checkStatus]?.[step];
}

export function purchaseAllows(purchase: { checkStatus: number }, action: PurchaseAction): boolean {
  return purchaseNextState(purchase.checkStatus, action) !== undefined;
}
