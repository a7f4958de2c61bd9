import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table of SPEC §2 with three frames: the shop (/home/*), the user
 * centre (/userCenter/*) and the order frame (/container/*).
 */
export default [
  index('routes/redirects/root.tsx', { id: 'root-redirect' }),
  route('home', 'routes/redirects/home.tsx'),
  route('userCenter', 'routes/redirects/user-center.tsx'),
  route('container', 'routes/redirects/container.tsx'),
  route('error', 'routes/error.tsx'),

  ...prefix('home', [
    route('logout', 'routes/home.logout.ts'),
    layout('routes/layouts/shop.tsx', [
      route('index', 'routes/home.index.tsx'),
      route('login', 'routes/home.login.tsx'),
      route('register', 'routes/home.register.tsx'),
      route('goods/:id', 'routes/home.goods.$id.tsx'),
      route('cate/:id', 'routes/home.cate.$id.tsx'),
      route('cgoods/:id', 'routes/home.cgoods.$id.tsx'),
      route('hyyx/:id', 'routes/home.hyyx.$id.tsx'),
      route('qctm/:id', 'routes/home.qctm.$id.tsx'),
      route('info/:id', 'routes/home.info.$id.tsx'),
      route('jtcg/:id', 'routes/home.jtcg.$id.tsx'),
      route('helper/:id', 'routes/home.helper.$id.tsx'),
      route('details/:id', 'routes/home.details.$id.tsx'),
      route('cart', 'routes/home.cart.tsx'),
    ]),
  ]),

  ...prefix('userCenter', [
    // Data only (no frame): the cities or counties a region picker lists with JavaScript.
    route('regions', 'routes/user-center.regions.ts'),
    layout('routes/layouts/user-center.tsx', [
      route('index', 'routes/user-center.index.tsx'),
      route('order', 'routes/user-center.order.tsx'),
      route('collection', 'routes/user-center.collection.tsx'),
      route('address', 'routes/user-center.address.tsx'),
      route('invoiceHeader', 'routes/user-center.invoiceHeader.tsx'),
      route('purchase', 'routes/user-center.purchase.tsx'),
      route('account', 'routes/user-center.account.tsx'),
    ]),
  ]),

  ...prefix('container', [
    layout('routes/layouts/container.tsx', [
      route('index', 'routes/container.index.tsx'),
      route('getOrderInfo/:id', 'routes/container.getOrderInfo.$id.tsx'),
      route('orderInfo/:id', 'routes/container.orderInfo.$id.tsx'),
      route('logistics/:id', 'routes/container.logistics.$id.tsx'),
      route('evaluate/:id', 'routes/container.evaluate.$id.tsx'),
      route('pay/:id', 'routes/container.pay.$id.tsx'),
      route('getPurchaseInfo/:id', 'routes/container.getPurchaseInfo.$id.tsx'),
    ]),
  ]),

  route('*', 'routes/redirects/unknown.tsx'),
] satisfies RouteConfig;
