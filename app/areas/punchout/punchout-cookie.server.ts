import { SESSION_TTL_HOURS } from './session-hours.ts';
import { requestCookie } from '../../lib/cookies.server.ts';
import { cameOverHttps } from '../../lib/https.ts';

/**
 * Marks a browser whose login a procurement system started: only then do the shop's frame and the
 * cart ask the backend for the punchout session (the banner, 转回采购系统), so no other buyer's page
 * pays for the question. Any cookie besides the session keeps the page out of the shared page cache
 * (app/lib/page-cache.ts), so a banner is never kept for others. It says nothing by itself: the
 * backend answers whether this login's session is open.
 */
export const punchoutCookie = requestCookie('caigou_punchout', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: SESSION_TTL_HOURS * 60 * 60,
});

/** The Set-Cookie that forgets the mark (the session was sent back, or is no longer open). */
export const forgetPunchout = (request: Request) =>
  punchoutCookie.cookie.serialize('', { maxAge: 0, secure: cameOverHttps(request) });
