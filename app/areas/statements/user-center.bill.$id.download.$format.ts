import { isStatementFormat, STATEMENT_FILE_TYPES } from '../../../common/areas/statements/statement-files.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { notFoundPage } from '../../lib/not-found.server.ts';
import { requestFile } from '../../lib/request.server.ts';
import { getToken } from '../../session.server.ts';
import type { Route } from './+types/user-center.bill.$id.download.$format';

/** One version of the company's statement as PDF, XLSX or CSV; anyone else gets the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = asRecordId(params.id);
  const format = params.format;
  if (id === undefined || !isStatementFormat(format)) throw notFoundPage();
  const version = asRecordId(new URL(request.url).searchParams.get('version') ?? '');
  const path = `rest/customer/bill/download/${id}/${format}${version ? `?version=${version}` : ''}`;
  const file = await requestFile({ request, context }, path, await getToken(request), {
    kinds: [STATEMENT_FILE_TYPES[format]],
  });
  if (!file) throw notFoundPage();
  return file;
}
