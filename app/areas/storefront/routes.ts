import { route } from '@react-router/dev/routes';

/** The home page, the navigation-themed pages and help, in the shop frame. */
export const shop = [
  route('index', 'areas/storefront/home.index.tsx'),
  route('cgoods/:id', 'areas/storefront/home.cgoods.$id.tsx'),
  route('hyyx/:id', 'areas/storefront/home.hyyx.$id.tsx'),
  route('qctm/:id', 'areas/storefront/home.qctm.$id.tsx'),
  route('info/:id', 'areas/storefront/home.info.$id.tsx'),
  route('jtcg/:id', 'areas/storefront/home.jtcg.$id.tsx'),
  route('helper/:id', 'areas/storefront/home.helper.$id.tsx'),
];

/** The merchant messages in the staff console (/admin/messages). */
export const admin = [route('messages', 'areas/storefront/admin.messages.tsx')];
