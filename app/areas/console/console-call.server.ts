import { redirect } from 'react-router';
import { isSessionEnded } from '../../../common/envelope.ts';
import { ApiError, requestAnswer, type Answer, type Call, type CallContext } from '../../lib/request.server.ts';
import { endStaffSession, getStaffToken, staffLoginUrl } from './staff-session.server.ts';

/** A console form's fields as sent to the backend. */
export type ConsoleForm = Record<string, unknown>;
/** A console list's query as sent to the backend. */
export type ConsoleQueryParams = Record<string, string | undefined>;

/**
 * One call of the staff REST area (/rest/staff/*) with the console's token, for every area's
 * console client.
 */
export async function consoleCall<T>(ctx: CallContext, c: Call): Promise<T> {
  return (await consoleAct<T>(ctx, c)).data;
}

/**
 * A console step: its data and the backend's words for what was done, which the page shows as
 * its toast. An ended staff session clears the console's cookie and goes to the console's
 * login, never the buyers'.
 */
export async function consoleAct<T>(ctx: CallContext, c: Call): Promise<Answer<T>> {
  // Never the buyer's token: an empty one makes the backend answer 10020.
  const token = c.token ?? (await getStaffToken(ctx.request)) ?? '';
  try {
    return await requestAnswer<T>(ctx, { ...c, token, onSessionEnded: 'throw' });
  } catch (error) {
    if (error instanceof ApiError && isSessionEnded(error.code)) {
      throw redirect(staffLoginUrl(ctx.request), { headers: { 'Set-Cookie': await endStaffSession(ctx.request) } });
    }
    throw error;
  }
}
