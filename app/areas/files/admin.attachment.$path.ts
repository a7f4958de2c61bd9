import { isAttachmentPath } from '../../../common/areas/files/files.ts';
import { notFoundPage } from '../../lib/not-found.server.ts';
import { requestFile } from '../../lib/request.server.ts';
import { getStaffToken } from '../console/index.server.ts';
import type { Route } from './+types/admin.attachment.$path';

/** A company's upload for the vetting staff, through the console's session (docs/decisions/0010). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const path = params.path;
  if (!isAttachmentPath(path)) throw notFoundPage();
  const file = await requestFile({ request, context }, `rest/staff/attachments/${path}`, await getStaffToken(request));
  if (!file) throw notFoundPage();
  return file;
}
