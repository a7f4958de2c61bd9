import { asRecordId } from '../../../common/schemas/ids.ts';
import { notFoundPage, pathId } from '../../lib/not-found.server.ts';
import { consoleStatementApi } from './console-api.server.ts';
import { isStatementFormat } from '../../../common/areas/statements/statement-files.ts';
import type { Route } from './+types/admin.statements.$id.download.$format';

/**
 * One version of a statement (`?version=N`, the current one without it) as PDF, XLSX or CSV for
 * the staff, through the console's session; an unknown format or version, or no session, is the
 * 404 page. The backend's headers (private, no-store, the file's name) come along.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = pathId(params);
  if (!isStatementFormat(params.format)) throw notFoundPage();
  const raw = new URL(request.url).searchParams.get('version');
  const version = raw === null || raw === '' ? undefined : asRecordId(raw);
  if (raw && version === undefined) throw notFoundPage();
  const file = await consoleStatementApi.statementFile({ request, context }, id, params.format, version);
  if (!file) throw notFoundPage();
  return file;
}
