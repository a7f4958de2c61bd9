import { route } from '@react-router/dev/routes';

/** A list's and a catalogue's files, apart from the console's frame. */
export const bare = [
  route('admin/priceLists/:id/export/:format', 'areas/price-lists/admin.priceLists.$id.export.$format.ts'),
  route('admin/catalogues/:id/export/:format', 'areas/price-lists/admin.catalogues.$id.export.$format.ts'),
];

/** Price lists (协议价) and catalogues (专属商品池) in the staff console (/admin/priceLists, /admin/catalogues). */
export const admin = [
  route('priceLists', 'areas/price-lists/admin.priceLists.tsx'),
  route('priceLists/company/:id', 'areas/price-lists/admin.priceLists.company.$id.tsx'),
  route('priceLists/:id', 'areas/price-lists/admin.priceLists.$id.tsx'),
  route('catalogues/:id', 'areas/price-lists/admin.catalogues.$id.tsx'),
];
