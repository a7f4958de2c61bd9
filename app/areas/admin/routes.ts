import { index, route } from '@react-router/dev/routes';

/**
 * The console's login, logout, CSV exports, the companies' uploads, contracts' PDFs, statements'
 * files and invoices' files stand outside its frame.
 */
export const bare = [
  route('admin/login', 'areas/admin/admin.login.tsx'),
  route('admin/logout', 'areas/admin/admin.logout.ts'),
  route('admin/export/:list', 'areas/admin/admin.export.$list.ts'),
  route('admin/attachment/:path', 'areas/admin/admin.attachment.$path.ts'),
  route('admin/contracts/:id/document', 'areas/admin/admin.contracts.$id.document.ts'),
  route('admin/statements/:id/download/:format', 'areas/admin/admin.statements.$id.download.$format.ts'),
  route('admin/invoices/file/:id', 'areas/admin/admin.invoices.file.$id.ts'),
];

/** The staff console's screens, in the console frame (app/frames/admin.tsx). */
export const admin = [
  index('areas/admin/admin.index.tsx'),
  route('search', 'areas/admin/admin.search.tsx'),
  route('companies', 'areas/admin/admin.companies.tsx'),
  route('companies/:id', 'areas/admin/admin.companies.$id.tsx'),
  route('certifications', 'areas/admin/admin.certifications.tsx'),
  route('certifications/:id', 'areas/admin/admin.certifications.$id.tsx'),
  route('orders', 'areas/admin/admin.orders.tsx'),
  route('orders/:id', 'areas/admin/admin.orders.$id.tsx'),
  route('afterSales', 'areas/admin/admin.afterSales.tsx'),
  route('afterSales/:id', 'areas/admin/admin.afterSales.$id.tsx'),
  route('contracts', 'areas/admin/admin.contracts.tsx'),
  route('contracts/new', 'areas/admin/admin.contracts.new.tsx'),
  route('contracts/:id', 'areas/admin/admin.contracts.$id.tsx'),
  route('statements', 'areas/admin/admin.statements.tsx'),
  route('statements/:id', 'areas/admin/admin.statements.$id.tsx'),
  route('remittances', 'areas/admin/admin.remittances.tsx'),
  route('invoices', 'areas/admin/admin.invoices.tsx'),
  route('invoices/issue', 'areas/admin/admin.invoices.issue.tsx'),
  route('invoices/reverse', 'areas/admin/admin.invoices.reverse.tsx'),
  route('goods', 'areas/admin/admin.goods.tsx'),
  route('messages', 'areas/admin/admin.messages.tsx'),
  route('sms', 'areas/admin/admin.sms.tsx'),
  route('audit', 'areas/admin/admin.audit.tsx'),
  route('staff', 'areas/admin/admin.staff.tsx'),
  route('profile', 'areas/admin/admin.profile.tsx'),
];
