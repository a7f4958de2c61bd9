import { route } from '@react-router/dev/routes';

/** The RMA slip prints on its own, without the user centre around it; its PDF and the list's export are files. */
export const bare = [
  route('userCenter/afterSaleSlip/:id', 'areas/after-sales/user-center.afterSaleSlip.$id.tsx'),
  route('userCenter/afterSaleSlip/:id/pdf', 'areas/after-sales/user-center.afterSaleSlip.$id.pdf.ts'),
  route('userCenter/afterSale/export/:format', 'areas/after-sales/user-center.afterSale.export.$format.ts'),
];

/** The after-sales list, the application for one order line, and one after-sale (SPEC §2). */
export const userCenter = [
  route('afterSale', 'areas/after-sales/user-center.afterSale.tsx'),
  route('afterSaleApply/:id', 'areas/after-sales/user-center.afterSaleApply.$id.tsx'),
  route('afterSaleInfo/:id', 'areas/after-sales/user-center.afterSaleInfo.$id.tsx'),
];

/** The after-sales in the staff console (/admin/afterSales). */
export const admin = [
  route('afterSales', 'areas/after-sales/admin.afterSales.tsx'),
  route('afterSales/:id', 'areas/after-sales/admin.afterSales.$id.tsx'),
];
