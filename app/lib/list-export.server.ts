import { EXPORT_TYPES, isExportFormat } from '../../common/export-files.ts';
import { getToken } from '../session.server.ts';
import { notFoundPage } from './not-found.server.ts';
import { requestFile, type CallContext } from './request.server.ts';

/**
 * A list's export (`…/export/{xlsx|csv}`) as the backend draws it: the list's query — as the buyer's
 * link carries it (its tab, its search), or as the list's screen turns it into its call's — goes on
 * to `rest/export/{list}/{format}`, and the file comes back with its download headers. A format the
 * shop does not draw, or a refusal (an ended session), is the 404 page.
 */
export async function listExport(
  ctx: CallContext,
  list: string,
  format: string | undefined,
  query = new URL(ctx.request.url).searchParams,
): Promise<Response> {
  if (!isExportFormat(format)) throw notFoundPage();
  const search = query.toString();
  const path = `rest/export/${list}/${format}${search ? `?${search}` : ''}`;
  const file = await requestFile(ctx, path, await getToken(ctx.request), { kinds: [EXPORT_TYPES[format]] });
  if (!file) throw notFoundPage();
  return file;
}
