import { route } from '@react-router/dev/routes';

/**
 * The quick-order screen, the check it asks as one types (outside the frame: it answers JSON)
 * and the re-order an order's screens post to.
 */
export const userCenter = [
  route('quickOrder', 'areas/quick-order/user-center.quickOrder.tsx'),
  route('reorder', 'areas/quick-order/user-center.reorder.ts'),
];
export const bare = [route('userCenter/quickOrder/check', 'areas/quick-order/user-center.quickOrder.check.ts')];

/** The staff's list of codes quick orders asked for that no goods has, and its CSV. */
export const admin = [
  route('quickOrderMisses', 'areas/quick-order/admin.quickOrderMisses.tsx'),
  route('quickOrderMisses/csv', 'areas/quick-order/admin.quickOrderMisses.csv.ts'),
];
