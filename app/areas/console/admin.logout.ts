import { redirect } from 'react-router';
import { staffApi } from './staff-api.server.ts';
import { endStaffSession, getStaffToken } from './staff-session.server.ts';
import type { Route } from './+types/admin.logout';

/** The console's logout: the staff token is revoked and the console's cookie cleared. */
export async function action({ request, context }: Route.ActionArgs) {
  if (await getStaffToken(request)) await staffApi.logout({ request, context }).catch(() => undefined);
  return redirect('/admin/login', { headers: { 'Set-Cookie': await endStaffSession(request) } });
}

export const loader = () => redirect('/admin/login');
