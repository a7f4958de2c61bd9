import { notFoundPage, pathId } from '../../lib/not-found.server.ts';
import { consoleContractApi } from './console-api.server.ts';
import type { Route } from './+types/admin.contracts.$id.document';

/**
 * A contract's PDF (signed, once it is) for the staff, through the console's session; a contract
 * not sent yet, or no session, is the 404 page. The backend's headers (private, no-store) come along.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const file = await consoleContractApi.contractDocument({ request, context }, pathId(params));
  if (!file) throw notFoundPage();
  return file;
}
