import { route } from '@react-router/dev/routes';

/** An issued invoice's file (PDF, OFD or XML): a file of its own. */
export const bare = [
  route('userCenter/invoice/file/:id', 'areas/invoices/user-center.invoice.file.$id.ts'),
  route('admin/invoices/file/:id', 'areas/invoices/admin.invoices.file.$id.ts'),
];

/** 发票详情 (SPEC §2 invoiceInfo/{id}): an order's invoice with its step bar. */
export const userCenter = [route('invoiceInfo/:id', 'areas/invoices/user-center.invoiceInfo.$id.tsx')];

/** The invoices in the staff console (/admin/invoices): the queues, issuing and reversing. */
export const admin = [
  route('invoices', 'areas/invoices/admin.invoices.tsx'),
  route('invoices/issue', 'areas/invoices/admin.invoices.issue.tsx'),
  route('invoices/reverse', 'areas/invoices/admin.invoices.reverse.tsx'),
];
