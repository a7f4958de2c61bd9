import { route } from '@react-router/dev/routes';

/** The order list as a file, and an order to print on a page without the shop's frame. */
export const bare = [
  route('userCenter/order/export/:format', 'areas/orders/user-center.order.export.$format.ts'),
  route('print/order/:id', 'areas/orders/print.order.$id.tsx'),
];

export const userCenter = [route('order', 'areas/orders/user-center.order.tsx')];

export const container = [
  route('orderInfo/:id', 'areas/orders/container.orderInfo.$id.tsx'),
  route('logistics/:id', 'areas/orders/container.logistics.$id.tsx'),
  route('evaluate/:id', 'areas/orders/container.evaluate.$id.tsx'),
  route('pay/:id', 'areas/orders/container.pay.$id.tsx'),
];

/** Every company's orders in the staff console (/admin/orders). */
export const admin = [
  route('orders', 'areas/orders/admin.orders.tsx'),
  route('orders/:id', 'areas/orders/admin.orders.$id.tsx'),
];
