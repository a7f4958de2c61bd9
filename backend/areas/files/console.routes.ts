import { attachmentPathParam } from '../../../common/areas/files/file-schemas.ts';
import { consoleRouter } from '../../auth.ts';
import { documented } from '../../openapi/documented.ts';
import { assertMay } from '../../services/staff-permission.ts';
import { serveFile } from './files.routes.ts';

/**
 * /rest/staff/attachments/{path}: any company's uploaded image, for staff vetting a
 * certification or an after-sale (docs/decisions/0010). Mounted at /rest/staff; needs a staff token.
 */
export const attachmentConsoleRoutes = consoleRouter('/attachments').get(
  '/attachments/:path',
  documented({
    summary: 'Any company’s uploaded image, for vetting a certification or an after-sale.',
    params: attachmentPathParam,
    answers: ['image/jpeg', 'image/png'],
  }),
  async (c) => {
    assertMay(c.get('staff'), 'view');
    return serveFile(c, await c.get('services').uploads.read(c.req.param('path'), undefined));
  },
);
