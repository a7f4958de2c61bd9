import { orderAllows } from '../../../common/areas/orders/transitions.ts';
import { OrderStatus } from '../../../common/areas/orders/transitions.ts';

/** The parts of an order that decide what may be done with it (SPEC §4 Order status). */
export interface OrderState {
  orderStatus: number;
  isPay: number;
  isSend: number;
  isRecevice: number;
}

export interface LineState {
  id: number;
  afterSaleFlag: number;
  overdueFlag: number;
  afterSaleAllowed: number;
  afterSaleId: number | null;
  reviewed: number;
}

// Every order-level action is read from the one transition table of the contract (SPEC §4).

/** Cancel is offered unless the order is completed or cancelled. */
export const canCancel = (order: OrderState) => orderAllows(order, 'cancel');

/** Delete is offered only for a cancelled order. */
export const canDelete = (order: OrderState) => orderAllows(order, 'delete');

/** Pay is offered while the order awaits payment (unpaid and not cancelled). */
export const canPay = (order: OrderState) => orderAllows(order, 'pay') && order.isPay === 0;

/** Confirm receipt is offered once shipped and not yet received — never for a cancelled order. */
export const canReceive = (order: OrderState) =>
  orderAllows(order, 'receive') && order.isSend === 1 && order.isRecevice === 0;

/** A completed order can be reviewed while one of its lines has no review yet. */
export const canEvaluate = (order: OrderState, lines: readonly LineState[]) =>
  orderAllows(order, 'evaluate') && lines.some((line) => line.reviewed === 0);

/**
 * The after-sale links of a goods line (SPEC §4): the application while the order is
 * completed or received, the line not overdue and some of its quantity still free; the newest
 * after-sale's detail once the line has one (afterSaleFlag 1), whatever its state.
 */
export function afterSaleLinks(order: OrderState, line: LineState): { apply: string | null; view: string | null } {
  const settled = order.orderStatus === OrderStatus.completed || order.isRecevice === 1;
  const apply =
    settled && line.overdueFlag === 0 && line.afterSaleAllowed > 0 ? `/userCenter/afterSaleApply/${line.id}` : null;
  const view =
    line.afterSaleFlag === 1 && line.afterSaleId !== null ? `/userCenter/afterSaleInfo/${line.afterSaleId}` : null;
  return { apply, view };
}

/**
 * The list's tabs (SPEC §2): all, awaiting payment (isPay=0), awaiting shipment
 * (isSend=0), awaiting receipt (isRecevice=0). The tab is the URL's `status`, so
 * SPEC's `?status=isPay` and `?status=isRecevice` open their tabs.
 */
export const ORDER_TABS = ['all', 'isPay', 'isSend', 'isRecevice'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export function orderTab(status: string | null): OrderTab {
  return (ORDER_TABS as readonly string[]).includes(status ?? '') ? (status as OrderTab) : 'all';
}

/** The myOrder flag a tab asks for: the step it waits for is not done yet. */
export function tabQuery(tab: OrderTab): { isPay?: 0; isSend?: 0; isRecevice?: 0 } {
  return tab === 'all' ? {} : { [tab]: 0 };
}
