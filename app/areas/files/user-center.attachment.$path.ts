import { isAttachmentPath } from '../../../common/areas/files/files.ts';
import { notFoundPage } from '../../lib/not-found.server.ts';
import { requestFile } from '../../lib/request.server.ts';
import { getToken } from '../../session.server.ts';
import type { Route } from './+types/user-center.attachment.$path';

/**
 * A private upload for the buyer's page (docs/decisions/0010): the backend answers it only to
 * the accounts of its company that may see the record it belongs to (a certification image only
 * to the main account); anyone else gets the 404 page. The backend's headers (no-store, nosniff,
 * a policy under which nothing runs) come along.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const path = params.path;
  if (!isAttachmentPath(path)) throw notFoundPage();
  const file = await requestFile({ request, context }, `rest/attachment/${path}`, await getToken(request));
  if (!file) throw notFoundPage();
  return file;
}
