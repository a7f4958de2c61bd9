import type { LoaderFunctionArgs } from 'react-router';
import { isVoucherLayout } from '../../../common/areas/vouchers/index.ts';
import { EXPORT_TYPES } from '../../../common/export-files.ts';
import { asRecordId } from '../../../common/schemas/ids.ts';
import { notFoundPage } from '../../lib/not-found.server.ts';
import { requestFile } from '../../lib/request.server.ts';
import { getToken } from '../../session.server.ts';
import { isVoucherSource } from './paths.ts';

/**
 * A statement's or an invoice's voucher as an XLSX file in the KIS or U8 layout; whoever may not
 * read it (another company, a role the backend refuses) gets the 404 page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = asRecordId(params.id);
  const { kind, layout } = params;
  if (id === undefined || !isVoucherSource(kind) || !isVoucherLayout(layout)) throw notFoundPage();
  const file = await requestFile(
    { request, context },
    `rest/voucher/${kind}/${id}/${layout}`,
    await getToken(request),
    {
      kinds: [EXPORT_TYPES.xlsx],
    },
  );
  if (!file) throw notFoundPage();
  return file;
}
