import { redirect } from 'react-router';
import { getToken, loginUrl } from '../../session.server.ts';
import type { Route } from './+types/unknown';

/** Paths a visitor may only see logged in (SPEC §2 guard), whether or not their screen exists yet. */
const GUARDED = /^\/(userCenter|container)(\/|$)|^\/home\/cart(\/|$)/;

/** Any unknown path goes to the error page (SPEC §2 route table); a guarded one asks a visitor to log in first. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  if (GUARDED.test(pathname) && !(await getToken(request))) throw redirect(loginUrl(request));
  return redirect('/error?code=404');
}

export const action = loader;
