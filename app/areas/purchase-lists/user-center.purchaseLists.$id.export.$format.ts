import { EXPORT_TYPES, isExportFormat } from '../../../common/export-files.ts';
import { notFoundPage, pathId } from '../../lib/not-found.server.ts';
import { requestFile } from '../../lib/request.server.ts';
import { getToken } from '../../session.server.ts';
import type { Route } from './+types/user-center.purchaseLists.$id.export.$format';

/** A list as XLSX or CSV, drawn by the backend; another company's list, or a format it does not draw, is the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = pathId(params);
  const format = params.format;
  if (!isExportFormat(format)) throw notFoundPage();
  const file = await requestFile(
    { request, context },
    `rest/purchaseList/${id}/export/${format}`,
    await getToken(request),
    {
      kinds: [EXPORT_TYPES[format]],
    },
  );
  if (!file) throw notFoundPage();
  return file;
}
