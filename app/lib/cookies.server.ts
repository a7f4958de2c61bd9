import {
  createCookie,
  createCookieSessionStorage,
  createSession,
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

/** How many buyers' Cookie headers stay verified: a busy shop's buyers of the last minutes. */
const VERIFIED_HEADERS = 10_000;

/**
 * A signed cookie session whose every write takes the request it answers, so no answer
 * can set the cookie without deciding its Secure flag from that request.
 */
export function requestSessionStorage<Data = SessionData, Flash = Data>(name: string, options: Options) {
  const storage = createCookieSessionStorage<Data, Flash>({ cookie: { name, ...options } });
  const cookie = createCookie(name, options);
  const verified = new Map<string, Readonly<Record<string, unknown>>>();
  /**
   * The session's data from a Cookie header, as the storage reads it (a bad signature reads as
   * empty). Checking the signature is a WebCrypto HMAC per request, a twentieth of a shared
   * page's CPU; a buyer sends the same header on every page, so the data of a header whose
   * signature held is kept (the least recently used of VERIFIED_HEADERS leaves first). A header
   * never verified is never kept, and each request gets a session of its own from the data.
   */
  const dataOf = async (header: string | null) => {
    if (!header) return {};
    const kept = verified.get(header);
    if (kept) {
      verified.delete(header);
      verified.set(header, kept);
      return kept;
    }
    const data = ((await cookie.parse(header)) as Record<string, unknown> | null) ?? {};
    if (Object.keys(data).length > 0) {
      verified.set(header, Object.freeze(data));
      if (verified.size > VERIFIED_HEADERS) verified.delete(verified.keys().next().value!);
    }
    return data;
  };
  return {
    read: async (request: Request) => createSession<Data, Flash>((await dataOf(request.headers.get('Cookie'))) as Data),
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
