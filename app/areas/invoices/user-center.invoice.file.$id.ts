import { asRecordId } from '../../../common/schemas/ids.ts';
import { notFoundPage } from '../../lib/not-found.server.ts';
import { requestFile } from '../../lib/request.server.ts';
import { getToken } from '../../session.server.ts';
import type { Route } from './+types/user-center.invoice.file.$id';

/** An invoice's file for the company (and, for an order's own invoice, whoever may see the order). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = asRecordId(params.id);
  if (id === undefined) throw notFoundPage();
  const file = await requestFile({ request, context }, `rest/invoiceOrder/file/${id}`, await getToken(request), {
    kinds: ['application/pdf', 'application/ofd', 'application/xml'],
  });
  if (!file) throw notFoundPage();
  return file;
}
