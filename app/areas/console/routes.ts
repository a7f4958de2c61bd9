import { index, route } from '@react-router/dev/routes';

/**
 * The console's login, logout, CSV exports, the companies' uploads, contracts' PDFs, statements'
 * files and invoices' files stand outside its frame.
 */
export const bare = [
  route('admin/login', 'areas/console/admin.login.tsx'),
  route('admin/logout', 'areas/console/admin.logout.ts'),
  route('admin/export/:list', 'areas/console/admin.export.$list.ts'),
  route('admin/attachment/:path', 'areas/console/admin.attachment.$path.ts'),
  route('admin/contracts/:id/document', 'areas/console/admin.contracts.$id.document.ts'),
  route('admin/statements/:id/download/:format', 'areas/console/admin.statements.$id.download.$format.ts'),
  route('admin/invoices/file/:id', 'areas/console/admin.invoices.file.$id.ts'),
];

/** The staff console's screens, in the console frame (app/frames/console.tsx). */
export const admin = [
  index('areas/console/admin.index.tsx'),
  route('search', 'areas/console/admin.search.tsx'),
  route('companies', 'areas/console/admin.companies.tsx'),
  route('companies/:id', 'areas/console/admin.companies.$id.tsx'),
  route('certifications', 'areas/console/admin.certifications.tsx'),
  route('certifications/:id', 'areas/console/admin.certifications.$id.tsx'),
  route('orders', 'areas/console/admin.orders.tsx'),
  route('orders/:id', 'areas/console/admin.orders.$id.tsx'),
  route('afterSales', 'areas/console/admin.afterSales.tsx'),
  route('afterSales/:id', 'areas/console/admin.afterSales.$id.tsx'),
  route('contracts', 'areas/console/admin.contracts.tsx'),
  route('contracts/new', 'areas/console/admin.contracts.new.tsx'),
  route('contracts/:id', 'areas/console/admin.contracts.$id.tsx'),
  route('statements', 'areas/console/admin.statements.tsx'),
  route('statements/:id', 'areas/console/admin.statements.$id.tsx'),
  route('remittances', 'areas/console/admin.remittances.tsx'),
  route('invoices', 'areas/console/admin.invoices.tsx'),
  route('invoices/issue', 'areas/console/admin.invoices.issue.tsx'),
  route('invoices/reverse', 'areas/console/admin.invoices.reverse.tsx'),
  route('goods', 'areas/console/admin.goods.tsx'),
  route('messages', 'areas/console/admin.messages.tsx'),
  route('sms', 'areas/console/admin.sms.tsx'),
  route('audit', 'areas/console/admin.audit.tsx'),
  route('staff', 'areas/console/admin.staff.tsx'),
  route('profile', 'areas/console/admin.profile.tsx'),
];
