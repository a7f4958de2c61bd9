import {
  createCookie,
  createCookieSessionStorage,
  type CookieOptions,
  type Session,
  type SessionData,
} from 'react-router';
import { cameOverHttps } from './https.ts';

/**
 * A cookie's options without `secure`: the Secure flag is not a setting but a fact of
 * each request (https.ts), so a shop opened at http://<its address>:3000 keeps its
 * buyers logged in while one behind TLS marks every cookie Secure.
 */
type Options = Omit<CookieOptions, 'secure'>;

const securityOf = (request: Request) => ({ secure: cameOverHttps(request) });

/**
 * A signed cookie session whose every write takes the request it answers, so no answer
 * can set the cookie without deciding its Secure flag from that request.
 */
export function requestSessionStorage<Data = SessionData, Flash = Data>(name: string, options: Options) {
  const storage = createCookieSessionStorage<Data, Flash>({ cookie: { name, ...options } });
  return {
    read: (request: Request) => storage.getSession(request.headers.get('Cookie')),
    commit: (request: Request, session: Session<Data, Flash>) => storage.commitSession(session, securityOf(request)),
    destroy: (request: Request, session: Session<Data, Flash>) => storage.destroySession(session, securityOf(request)),
  };
}

/** A plain cookie, read as React Router's (`cookie`) and written only for a request. */
export function requestCookie(name: string, options: Options) {
  const cookie = createCookie(name, options);
  return {
    cookie,
    serialize: (request: Request, value: unknown) => cookie.serialize(value, securityOf(request)),
  };
}
