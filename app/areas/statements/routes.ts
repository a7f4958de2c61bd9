import { route } from '@react-router/dev/routes';

/** A statement version's PDF, XLSX or CSV (a file of its own), and the statement to print without the shop's frame. */
export const bare = [
  route('userCenter/bill/:id/download/:format', 'areas/statements/user-center.bill.$id.download.$format.ts'),
  route('admin/statements/:id/download/:format', 'areas/statements/admin.statements.$id.download.$format.ts'),
  route('print/statement/:id', 'areas/statements/print.statement.$id.tsx'),
];

/** 对账单 (SPEC §2): the list, one statement with its confirmation, and recording a remittance. */
export const userCenter = [
  route('bill', 'areas/statements/user-center.bill.tsx'),
  route('bill/:id', 'areas/statements/user-center.bill.$id.tsx'),
  route('bill/:id/remit', 'areas/statements/user-center.bill.$id.remit.tsx'),
];

/** The statements and the remittances waiting for finance in the staff console (/admin/statements, /admin/remittances). */
export const admin = [
  route('statements', 'areas/statements/admin.statements.tsx'),
  route('statements/:id', 'areas/statements/admin.statements.$id.tsx'),
  route('remittances', 'areas/statements/admin.remittances.tsx'),
];
