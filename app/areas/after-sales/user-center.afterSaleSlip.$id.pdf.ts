import { notFoundPage, pathId } from '../../lib/not-found.server.ts';
import { requestFile } from '../../lib/request.server.ts';
import { getToken } from '../../session.server.ts';
import type { Route } from './+types/user-center.afterSaleSlip.$id.pdf';

/**
 * The RMA slip as a PDF to download and print, drawn by the backend as its other documents are
 * (backend/documents/slip-pdf.ts); another company's after-sale is the 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const path = `rest/aftersale/slip/${pathId(params)}`;
  const file = await requestFile({ request, context }, path, await getToken(request), { kinds: ['application/pdf'] });
  if (!file) throw notFoundPage();
  return file;
}
