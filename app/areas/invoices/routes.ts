import { route } from '@react-router/dev/routes';

/** An issued invoice's file (PDF, OFD or XML): a file of its own. */
export const bare = [route('userCenter/invoice/file/:id', 'areas/invoices/user-center.invoice.file.$id.ts')];

/** 发票详情 (SPEC §2 invoiceInfo/{id}): an order's invoice with its step bar. */
export const userCenter = [route('invoiceInfo/:id', 'areas/invoices/user-center.invoiceInfo.$id.tsx')];
