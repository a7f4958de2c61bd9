/**
 * After-sales (SPEC §4 status 1–7, type 1–4) in ONE table, read by the buyer's
 * screens, the console and the backend. Each type has its own path:
 *
 * - return   1 → 2 (approved: the buyer ships back, or a pickup is booked) → 3 (staff receive and
 *            inspect) → 5 (refund recorded);
 * - exchange 1 → 2 → 4 (replacement shipped with tracking) → 5 (the buyer confirms);
 * - repair   1 → 2 → 4 (repaired goods shipped back) → 5 (the buyer confirms);
 * - cancel   1 → 3 (approved: an unshipped line's stock comes back) → 5 (refund recorded).
 *
 * Staff reject 1 → 6 with a reason; the buyer withdraws at 1 or 2 → 7. At 2 the buyer enters the
 * return's carrier and tracking number (the state stays 2). 6 and 7 give the quantity back to
 * the line; 1–5 hold it.
 */
export const AfterSaleStatus = {
  awaitingVetting: 1,
  returning: 2,
  refunding: 3,
  exchanging: 4,
  completed: 5,
  vetFailed: 6,
  cancelled: 7,
} as const;
export type AfterSaleStatusValue = (typeof AfterSaleStatus)[keyof typeof AfterSaleStatus];

export const AfterSaleType = { return: 1, exchange: 2, repair: 3, cancel: 4 } as const;
export type AfterSaleTypeValue = (typeof AfterSaleType)[keyof typeof AfterSaleType];
export const AFTER_SALE_TYPES = [1, 2, 3, 4] as const;

/** States that hold the line's quantity (6 and 7 give it back). */
export const HOLDING_STATES: readonly number[] = [1, 2, 3, 4, 5];

export const BUYER_AFTER_SALE_ACTIONS = ['withdraw', 'shipBack', 'confirm'] as const;
export const STAFF_AFTER_SALE_ACTIONS = ['approve', 'reject', 'receive', 'shipReplacement', 'refund'] as const;
export type BuyerAfterSaleAction = (typeof BUYER_AFTER_SALE_ACTIONS)[number];
export type StaffAfterSaleAction = (typeof STAFF_AFTER_SALE_ACTIONS)[number];
export type AfterSaleAction = BuyerAfterSaleAction | StaffAfterSaleAction;

type Table = Readonly<Record<number, Readonly<Partial<Record<AfterSaleAction, AfterSaleStatusValue>>>>>;

const { awaitingVetting, returning, refunding, exchanging, completed, vetFailed, cancelled } = AfterSaleStatus;

/** What the buyer and the staff may do at 1 whatever the type: reject, withdraw. */
const atVetting = { reject: vetFailed, withdraw: cancelled } as const;

const goodsBack: Table = {
  [awaitingVetting]: { approve: returning, ...atVetting },
  [returning]: { shipBack: returning, withdraw: cancelled },
};

export const afterSaleTransitions: Readonly<Record<AfterSaleTypeValue, Table>> = {
  [AfterSaleType.return]: {
    ...goodsBack,
    [returning]: { ...goodsBack[returning], receive: refunding },
    [refunding]: { refund: completed },
  },
  [AfterSaleType.exchange]: {
    ...goodsBack,
    [returning]: { ...goodsBack[returning], shipReplacement: exchanging },
    [exchanging]: { confirm: completed },
  },
  [AfterSaleType.repair]: {
    ...goodsBack,
    [returning]: { ...goodsBack[returning], shipReplacement: exchanging },
    [exchanging]: { confirm: completed },
  },
  [AfterSaleType.cancel]: {
    [awaitingVetting]: { approve: refunding, ...atVetting },
    [refunding]: { refund: completed },
  },
};

/** The state an action leads to for this type and state, or undefined when it is not allowed. */
export function afterSaleNextState(
  type: number,
  status: number,
  action: AfterSaleAction,
): AfterSaleStatusValue | undefined {
  return afterSaleTransitions[type as AfterSaleTypeValue]?.[status]?.[action];
}

/** The states in which some type allows one of these actions: what a queue waiting for them selects. */
export function afterSaleStatesAllowing(...actions: AfterSaleAction[]): AfterSaleStatusValue[] {
  return Object.values(AfterSaleStatus).filter((status) =>
    AFTER_SALE_TYPES.some((type) => actions.some((action) => afterSaleNextState(type, status, action) !== undefined)),
  );
}

/** States still being worked on (some step leads on from them): the user home's tile and the console's queues count these. */
export const OPEN_STATES: readonly number[] = afterSaleStatesAllowing(
  ...BUYER_AFTER_SALE_ACTIONS,
  ...STAFF_AFTER_SALE_ACTIONS,
);

export function buyerAfterSaleActionsOf(type: number, status: number): BuyerAfterSaleAction[] {
  return BUYER_AFTER_SALE_ACTIONS.filter((action) => afterSaleNextState(type, status, action) !== undefined);
}

export function staffAfterSaleActionsOf(type: number, status: number): StaffAfterSaleAction[] {
  return STAFF_AFTER_SALE_ACTIONS.filter((action) => afterSaleNextState(type, status, action) !== undefined);
}

/** Whether an after-sale brings money back (a return and a cancel end in a refund). */
export const refundsMoney = (type: number) => type === AfterSaleType.return || type === AfterSaleType.cancel;
/** Whether the goods travel back to the shop (every type but a cancel). */
export const goodsTravel = (type: number) => type !== AfterSaleType.cancel;
