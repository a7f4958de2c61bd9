import { data } from 'react-router';
import { Code } from '../../contract/envelope.ts';
import { asRecordId } from '../../contract/schemas/ids.ts';
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
