import { route } from '@react-router/dev/routes';

/** The purchase list as a file, and a purchase with its approval to print without the shop's frame. */
export const bare = [
  route('userCenter/purchase/export/:format', 'areas/purchases/user-center.purchase.export.$format.ts'),
  route('print/purchase/:id', 'areas/purchases/print.purchase.$id.tsx'),
];

/** Purchase approval (审核): the list and one purchase. */
export const userCenter = [route('purchase', 'areas/purchases/user-center.purchase.tsx')];
export const container = [route('getPurchaseInfo/:id', 'areas/purchases/container.getPurchaseInfo.$id.tsx')];
