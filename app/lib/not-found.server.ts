import { data } from 'react-router';
import { Code } from '../../common/envelope.ts';
import { asRecordId } from '../../common/schemas/ids.ts';
import { MAIN_ACCOUNT_ONLY, MAIN_ACCOUNT_ONLY_STATUS } from './main-account-only.ts';
import { ApiError } from './request.server.ts';

/**
 * 'Not found' in the web: the error page with status 404. Another company's record is
 * answered the same way as a missing one (DESIGN.md), so nothing reveals that it exists.
 */
export const notFoundPage = () => data(null, { status: 404 });

/** The id of a `/…/{id}` path: anything but a positive whole number the database can hold is a missing page. */
export function pathId(params: { id?: string }): number {
  const id = asRecordId(params.id);
  if (id === undefined) throw notFoundPage();
  return id;
}

/** A backend 'not found' (10040) becomes the 404 page; any other error goes on as it is. */
export function notFoundAs404(error: unknown): never {
  if (error instanceof ApiError && error.code === Code.notFound) throw notFoundPage();
  throw error;
}

/** A call whose 'not found' is the 404 page rather than a message. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    notFoundAs404(error);
  }
}

/** The user centre's 'only the main account may do this' page: its frame shows the notice (main-account-only.ts). */
const mainAccountOnlyPage = () => data(MAIN_ACCOUNT_ONLY, { status: MAIN_ACCOUNT_ONLY_STATUS });

/**
 * A user-centre page's refusals as pages: 'not found' (10040) is the 404 page and 'role not allowed'
 * (10030) the notice that only the main account may, in the frame; anything else goes on as it is.
 * In the buyer's user centre 10030 only ever means 'main account only' (the menu hides those
 * screens from sub-accounts, so they reach them only by a typed or bookmarked address); the staff
 * console's 10030 means a staff role, so its screens keep orNotFound.
 */
function refusalAsPage(error: unknown): never {
  if (error instanceof ApiError && error.code === Code.roleNotAllowed) throw mainAccountOnlyPage();
  notFoundAs404(error);
}

/** A user-centre loader's call whose refusals are pages (refusalAsPage) rather than the 500 page. */
export async function orRefusalPage<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    refusalAsPage(error);
  }
}
