import { redirect } from 'react-router';
import { SESSION_DAYS } from '../common/constants.ts';
import { env } from './env.server.ts';
import { requestSessionStorage } from './lib/cookies.server.ts';

/**
 * The web's session (DESIGN.md decision 9): the backend token and the account
 * type in an httpOnly, SameSite=Lax, signed cookie that page scripts never read,
 * Secure whenever the request came over HTTPS (lib/https.ts).
 * 7-day sliding expiry: every response that commits it pushes it forward.
 */
interface SessionData {
  token: string;
  accountType: number;
}

const storage = requestSessionStorage<SessionData>('caigou_session', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secrets: [env.SESSION_SECRET],
  maxAge: SESSION_DAYS * 24 * 60 * 60,
});

export async function getSession(request: Request) {
  return storage.read(request);
}

export async function getToken(request: Request): Promise<string | undefined> {
  return (await getSession(request)).get('token');
}

/** Stores a new login and answers the Set-Cookie header. */
export async function startSession(request: Request, token: string, accountType: number): Promise<string> {
  const session = await getSession(request);
  session.set('token', token);
  session.set('accountType', accountType);
  return storage.commit(request, session);
}

export async function endSession(request: Request): Promise<string> {
  return storage.destroy(request, await getSession(request));
}

/** Where the guard sends a visitor (SPEC §2): to login, and back here afterwards. */
export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  return `/home/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The guard of SPEC §2 for one loader or action: the token, or a redirect to login. */
export async function requireToken(request: Request): Promise<string> {
  const token = await getToken(request);
  if (!token) throw redirect(loginUrl(request));
  return token;
}

/** Only paths of this shop, never another site (app/lib/safe-redirect.ts). */
export { safeRedirect } from './lib/safe-redirect.ts';
