import { route } from '@react-router/dev/routes';

/** Goods lists, category pages and the goods detail, in the shop frame. */
export const shop = [
  route('goods/:id', 'areas/catalogue/home.goods.$id.tsx'),
  route('cate/:id', 'areas/catalogue/home.cate.$id.tsx'),
  route('details/:id', 'areas/catalogue/home.details.$id.tsx'),
];

/** The goods in the staff console (/admin/goods): on sale, stock and price. */
export const admin = [route('goods', 'areas/catalogue/admin.goods.tsx')];
