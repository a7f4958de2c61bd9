import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteFileSchema, uploadSchema } from '../../../common/areas/files/file-schemas.ts';
import { isAttachmentPath, UPLOAD_BODY_MAX_BYTES } from '../../../common/areas/files/files.ts';
import { Code } from '../../../common/envelope.ts';
import { message } from '../../../common/messages.ts';
import { requireUser } from '../../auth.ts';
import type { BackendEnv } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { failure, ok, parse, readMultipart } from '../../http.ts';
import { limitBody } from '../../body-limit.ts';
import type { ServedFile } from './files.service.ts';
import { RECORD_AREAS } from './record-areas.ts';

/**
 * file/uploadFile (multipart: `file`, `formId`, `doctype`; its own body limit, counted while
 * the body is read), and busindess/formId (SPEC §7 Files and Certification).
 */
export const uploadRoutes = new Hono<BackendEnv>().post(
  '/uploadFile',
  limitBody<Context<BackendEnv>>(UPLOAD_BODY_MAX_BYTES, (c) =>
    failure(c, Code.invalid, message(c.get('locale'), 'fileTooLarge', { size: '2 MB' })),
  ),
  requireUser,
  async (c) => {
    const body = await readMultipart(c);
    const fields = uploadSchema(c.get('locale')).safeParse({ formId: body.formId, doctype: body.doctype });
    if (!fields.success) return failure(c, Code.invalid, fields.error.issues[0]!.message);
    const path = await c.get('services').uploads.upload(c.get('caller'), fields.data, body.file);
    return ok(c, path, 'fileUploaded');
  },
);

export const formIdRoutes = new Hono<BackendEnv>().get('/formId', requireUser, async (c) =>
  ok(c, await c.get('services').uploads.newForm(c.get('caller'))),
);

/**
 * /rest/attachment/*: delete or read a file the caller may read (visibility.ts), by the rules of
 * the areas whose records hold it.
 */
export const attachmentRoutes = new Hono<BackendEnv>()
  .post('/delete', requireUser, async (c) => {
    const { filePath } = parse(c, deleteFileSchema(c.get('locale')));
    await c.get('services').uploads.remove(c.get('caller'), filePath, RECORD_AREAS);
    return ok(c, null, 'fileDeleted');
  })
  .get('/:path', requireUser, async (c) => {
    const path = c.req.param('path');
    if (!isAttachmentPath(path)) throw notFound();
    const reader = { caller: c.get('caller'), records: RECORD_AREAS };
    return serveFile(c, await c.get('services').uploads.read(path, reader));
  });

/**
 * A private image's answer (docs/decisions/0010): never cached by anything shared, and shown
 * rather than downloaded; the backend's outermost layer adds that it is never sniffed and that
 * nothing in it may run (common/download.ts).
 */
export function serveFile(c: Context<BackendEnv>, file: ServedFile) {
  const ext = file.contentType === 'image/png' ? 'png' : 'jpg';
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.contentType,
    'Cache-Control': 'private, no-store',
    'Content-Disposition': `inline; filename="${file.doctype}.${ext}"`,
  });
}
