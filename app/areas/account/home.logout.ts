import { redirect } from 'react-router';
import { customerApi } from './customer-api.server.ts';
import { endSession, getToken } from '../../session.server.ts';
import type { Route } from './+types/home.logout';

/** Logout (SPEC §2): revoke the backend token, clear the session, go to login. */
export async function action({ request, context }: Route.ActionArgs) {
  if (await getToken(request)) {
    // The session ends here whatever the backend says: an expired token is already as good as revoked.
    await customerApi.logout({ request, context }).catch(() => undefined);
  }
  return redirect('/home/login', { headers: { 'Set-Cookie': await endSession(request) } });
}

/** A GET changes nothing: it just shows the login page. */
export const loader = () => redirect('/home/login');
