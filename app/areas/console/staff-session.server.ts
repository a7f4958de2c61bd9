import { redirect } from 'react-router';
import { STAFF_SESSION_HOURS } from '../../../common/areas/staff/staff.ts';
import { env } from '../../env.server.ts';
import { requestSessionStorage } from '../../lib/cookies.server.ts';

/**
 * The console's own session (docs/decisions/0011): the staff token in a signed, httpOnly,
 * SameSite=Strict cookie (Secure over HTTPS, lib/https.ts), never the buyers' `caigou_session`. The backend ends the session
 * after 30 idle minutes or 12 hours; the cookie lives no longer than that.
 */
const storage = requestSessionStorage<{ token: string }>('caigou_staff', {
  httpOnly: true,
  sameSite: 'strict',
  path: '/',
  secrets: [env.SESSION_SECRET],
  maxAge: STAFF_SESSION_HOURS * 60 * 60,
});

export async function getStaffToken(request: Request): Promise<string | undefined> {
  return (await storage.read(request)).get('token');
}

export async function startStaffSession(request: Request, token: string): Promise<string> {
  const session = await storage.read(request);
  session.set('token', token);
  return storage.commit(request, session);
}

export async function endStaffSession(request: Request): Promise<string> {
  return storage.destroy(request, await storage.read(request));
}

/** The console's login, and back to this page afterwards. */
export function staffLoginUrl(request: Request): string {
  const url = new URL(request.url);
  return `/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The guard of every console page: no staff session, no console. */
export async function requireStaffToken(request: Request): Promise<string> {
  const token = await getStaffToken(request);
  if (!token) throw redirect(staffLoginUrl(request));
  return token;
}
