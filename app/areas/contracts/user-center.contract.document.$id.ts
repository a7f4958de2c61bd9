import { asRecordId } from '../../../common/schemas/ids.ts';
import { notFoundPage } from '../../lib/not-found.server.ts';
import { requestFile } from '../../lib/request.server.ts';
import { getToken } from '../../session.server.ts';
import type { Route } from './+types/user-center.contract.document.$id';

/**
 * A contract's PDF (signed, once it is) for its company's main account; anyone else gets the 404
 * page. The backend's headers (private, no-store, nosniff) come along.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = asRecordId(params.id);
  if (id === undefined) throw notFoundPage();
  const file = await requestFile({ request, context }, `rest/contract/document/${id}`, await getToken(request), {
    kinds: ['application/pdf'],
  });
  if (!file) throw notFoundPage();
  return file;
}
