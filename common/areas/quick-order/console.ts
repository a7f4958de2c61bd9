import { pagingSchema } from '../../schemas/paging.ts';

/** GET rest/staff/quickOrders/company/{id}: a company's use of the quick order. */
export interface QuickOrderUse {
  /** Quick orders (pasted or uploaded, not re-orders) its accounts put into their carts this Shanghai month. */
  thisMonth: number;
}

/** A row of GET rest/staff/quickOrders/misses: a code quick orders asked for that no goods has. */
export interface QuickOrderMiss {
  code: string;
  /** How many reviews asked for it. */
  count: number;
  /** When one last did, `YYYY-MM-DD HH:mm:ss`. */
  lastDate: string;
}

/** The missed codes' pages: the most asked first. */
export const QUICK_ORDER_MISS_SIZES = [50, 100] as const;
export const quickOrderMissQuery = pagingSchema(QUICK_ORDER_MISS_SIZES);
