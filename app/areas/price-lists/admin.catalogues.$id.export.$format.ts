import { isExportFormat } from '../../../common/export-files.ts';
import { notFoundPage, pathId } from '../../lib/not-found.server.ts';
import { consolePriceListApi } from './console-api.server.ts';
import type { Route } from './+types/admin.catalogues.$id.export.$format';

/** A company's catalogue as XLSX or CSV, drawn by the backend; the file imports back. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const format = params.format;
  if (!isExportFormat(format)) throw notFoundPage();
  const file = await consolePriceListApi.exportCatalogue({ request, context }, pathId(params), format);
  if (!file) throw notFoundPage();
  return file;
}
