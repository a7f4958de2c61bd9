import { data } from 'react-router';
import { DOCTYPES, FORM_ID, isAttachmentPath, type Doctype } from '../../../common/areas/files/files.ts';
import { message } from '../../../common/messages.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { filesApi } from './files-api.server.ts';
import type { Route } from './+types/user-center.upload';

/** What the image field hears back: the stored path, or the message to show. */
export type UploadReply = { path: string; error?: undefined } | { path?: undefined; error: string };

/**
 * Where an image field sends its file as soon as it is picked, and its delete (with
 * JavaScript; without it the form's own post carries the file). Both end in the backend's
 * file/uploadFile and /rest/attachment/delete, as the form's action does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = { request, context };
  const locale = getLocale(context);
  const form = await request.formData();
  try {
    if (form.get('intent') === 'delete') {
      const path = String(form.get('filePath') ?? '');
      if (!isAttachmentPath(path)) return data<UploadReply>({ error: message(locale, 'fileUnknown') }, { status: 400 });
      await filesApi.deleteFile(ctx, path);
      return data<UploadReply>({ path: '' });
    }
    const file = form.get('file');
    const formId = String(form.get('formId') ?? '');
    const doctype = String(form.get('doctype') ?? '') as Doctype;
    if (!(file instanceof File) || file.size === 0)
      return data<UploadReply>({ error: message(locale, 'fileMissing') }, { status: 400 });
    if (!FORM_ID.test(formId) || !DOCTYPES.includes(doctype))
      return data<UploadReply>({ error: message(locale, 'formIdInvalid') }, { status: 400 });
    return data<UploadReply>({ path: await filesApi.upload(ctx, file, { formId, doctype }) });
  } catch (error) {
    if (error instanceof ApiError) return data<UploadReply>({ error: error.message }, { status: 400 });
    throw error;
  }
}
