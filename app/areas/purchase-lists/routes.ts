import { route } from '@react-router/dev/routes';

/** The company's purchase lists, one list's screen, and the page goods from other screens are put into a list on. */
export const userCenter = [
  route('purchaseLists', 'areas/purchase-lists/user-center.purchaseLists.tsx'),
  route('purchaseLists/add', 'areas/purchase-lists/user-center.purchaseLists.add.tsx'),
  route('purchaseLists/:id', 'areas/purchase-lists/user-center.purchaseLists.$id.tsx'),
];
/** A list as a file: a download of its own. */
export const bare = [
  route(
    'userCenter/purchaseLists/:id/export/:format',
    'areas/purchase-lists/user-center.purchaseLists.$id.export.$format.ts',
  ),
];
