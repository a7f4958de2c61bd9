import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { isSessionEnded } from '../../common/envelope.ts';
import { customerApi } from '../areas/account/customer-api.server.ts';
import { ApiError } from './request.server.ts';
import { endSession, getToken, loginUrl } from '../session.server.ts';

type User = Awaited<ReturnType<typeof customerApi.info>>;
/** Who the session belongs to; `ended` when the backend no longer knows the token (expired, revoked). */
type Lookup = { user: User | null; ended: boolean };

const userContext = createContext<(() => Promise<Lookup>) | null>(null);

/**
 * Root middleware: the session's user is asked of the backend at most once per
 * request, when a loader first wants it, and shared by the root and the frames
 * (it was fetched twice per user-centre page).
 */
export const currentUserMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  let lookup: Promise<Lookup> | undefined;
  context.set(userContext, () => (lookup ??= find(request, context)));
  return next();
};

async function find(request: Request, context: Readonly<RouterContextProvider>): Promise<Lookup> {
  if (!(await getToken(request))) return { user: null, ended: false };
  try {
    return { user: await customerApi.info({ request, context }, { onSessionEnded: 'throw' }), ended: false };
  } catch (error) {
    if (error instanceof ApiError && isSessionEnded(error.code)) return { user: null, ended: true };
    throw error;
  }
}

/** The session's user, or null for a visitor; `ended` says the cookie should be cleared. */
export function currentUser(context: Readonly<RouterContextProvider>): Promise<Lookup> {
  const lookup = context.get(userContext);
  if (!lookup) throw new Error('currentUserMiddleware is not installed on the root route');
  return lookup();
}

/** The guard of the user centre and the order frame (SPEC §2): the user, or login and back here afterwards. */
export async function requireUser(request: Request, context: Readonly<RouterContextProvider>): Promise<User> {
  const { user } = await currentUser(context);
  if (user) return user;
  throw redirect(loginUrl(request), { headers: { 'Set-Cookie': await endSession(request) } });
}
