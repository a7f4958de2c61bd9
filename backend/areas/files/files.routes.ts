import type { Context } from 'hono';
import { Hono } from 'hono';
import { attachmentPathParam, deleteFileSchema, uploadFormSchema } from '../../../common/areas/files/file-schemas.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../../common/areas/files/files.ts';
import { Code } from '../../../common/envelope.ts';
import { message } from '../../../common/messages.ts';
import { requireUser } from '../../auth.ts';
import type { BackendContext, BackendEnv } from '../../context.ts';
import { failure, ok } from '../../http.ts';
import { limitBody } from '../../body-limit.ts';
import { documented } from '../../openapi/documented.ts';
import type { ServedFile } from './files.service.ts';
import { RECORD_AREAS } from './record-areas.ts';

/** What a private image is answered as (the stored type's). */
const IMAGE_ANSWERS = ['image/jpeg', 'image/png'];

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
  documented({
    summary: 'Uploads an image for a form (a certification’s licence, an after-sale’s evidence); answers its path.',
    description:
      'The form is one the caller’s company opened (busindess/formId); `doctype` says what the image is, and only ' +
      'accounts that may handle that kind of document may upload it. The image is re-encoded as PNG or JPEG.',
    input: uploadFormSchema,
    multipart: true,
  }),
  async (c) => {
    const { file, ...fields } = c.get('fields');
    const path = await c.get('services').uploads.upload(c.get('caller'), fields, file);
    return ok(c, path, 'fileUploaded');
  },
);

export const formIdRoutes = new Hono<BackendEnv>().get(
  '/formId',
  requireUser,
  documented({ summary: 'Opens a new form for the caller’s company: its id, which uploads are attached to.' }),
  async (c) => ok(c, await c.get('services').uploads.newForm(c.get('caller'))),
);

/**
 * /rest/attachment/*: delete or read a file the caller may read (visibility.ts), by the rules of
 * the areas whose records hold it.
 */
export const attachmentRoutes = new Hono<BackendEnv>()
  .post(
    '/delete',
    requireUser,
    documented({
      summary: 'Deletes an uploaded file the caller’s company may still change (one no submitted record holds).',
      input: deleteFileSchema,
    }),
    async (c) => {
      await c.get('services').uploads.remove(c.get('caller'), c.get('fields').filePath, RECORD_AREAS);
      return ok(c, null, 'fileDeleted');
    },
  )
  .get(
    '/:path',
    requireUser,
    documented({
      summary: 'An uploaded image the caller may see, shown inline and never cached by anything shared.',
      params: attachmentPathParam,
      answers: IMAGE_ANSWERS,
    }),
    async (c) => {
      const reader = { caller: c.get('caller'), records: RECORD_AREAS };
      return serveFile(c, await c.get('services').uploads.read(c.req.param('path'), reader));
    },
  );

/**
 * A private image's answer (docs/decisions/0010): never cached by anything shared, and shown
 * rather than downloaded; the backend's outermost layer adds that it is never sniffed and that
 * nothing in it may run (common/download.ts).
 */
export function serveFile(c: BackendContext, file: ServedFile) {
  const ext = file.contentType === 'image/png' ? 'png' : 'jpg';
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.contentType,
    'Cache-Control': 'private, no-store',
    'Content-Disposition': `inline; filename="${file.doctype}.${ext}"`,
  });
}
