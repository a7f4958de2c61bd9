import { isAttachmentPath } from '../../../common/areas/files/files.ts';
import { consoleRouter } from '../../auth.ts';
import { notFound } from '../../errors.ts';
import { assertMay } from '../../services/staff-permission.ts';
import { serveFile } from './files.routes.ts';

/**
 * /rest/staff/attachments/{path}: any company's uploaded image, for staff vetting a
 * certification or an after-sale (docs/decisions/0010). Mounted at /rest/staff; needs a staff token.
 */
export const attachmentConsoleRoutes = consoleRouter('/attachments').get('/attachments/:path', async (c) => {
  const path = c.req.param('path');
  if (!isAttachmentPath(path)) throw notFound();
  assertMay(c.get('staff'), 'view');
  return serveFile(c, await c.get('services').uploads.read(path, undefined));
});
