import { index, route } from '@react-router/dev/routes';

/**
 * The console's login, logout and CSV exports stand outside its frame. Each area's own console
 * screens (and files) are listed in that area's routes.ts.
 */
export const bare = [
  route('admin/login', 'areas/console/admin.login.tsx'),
  route('admin/logout', 'areas/console/admin.logout.ts'),
  route('admin/export/:list', 'areas/console/admin.export.$list.ts'),
];

/** The console frame's own screens (app/frames/console.tsx): to-do, search, the SMS log, audit, staff, profile. */
export const admin = [
  index('areas/console/admin.index.tsx'),
  route('search', 'areas/console/admin.search.tsx'),
  route('sms', 'areas/console/admin.sms.tsx'),
  route('audit', 'areas/console/admin.audit.tsx'),
  route('staff', 'areas/console/admin.staff.tsx'),
  route('profile', 'areas/console/admin.profile.tsx'),
];
