import { route } from '@react-router/dev/routes';

/** Purchase approval (审核): the list and one purchase. */
export const userCenter = [route('purchase', 'areas/purchases/user-center.purchase.tsx')];
export const container = [route('getPurchaseInfo/:id', 'areas/purchases/container.getPurchaseInfo.$id.tsx')];
