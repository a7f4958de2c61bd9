import { z } from 'zod';
import { message, DEFAULT_LOCALE, type Locale } from '../../messages.ts';
import { ATTACHMENT_PATH, DOCTYPES, FORM_ID, UPLOAD_MAX_BYTES } from './files.ts';

/** The rules of the files' calls, apart from the upload's terms in files.ts, which forms read. */

/** The fields that go with the file of `file/uploadFile`. */
export function uploadSchema(locale: Locale = DEFAULT_LOCALE) {
  const formIdMissing = message(locale, 'formIdInvalid');
  return z.object({
    formId: z.string({ error: formIdMissing }).regex(FORM_ID, formIdMissing),
    doctype: z.enum(DOCTYPES, { error: message(locale, 'doctypeInvalid') }),
  });
}
export type UploadFields = z.infer<ReturnType<typeof uploadSchema>>;

/**
 * `file/uploadFile` as a whole: the fields, then the image. Its size (at most 2 MB) and type (JPEG,
 * PNG or GIF, by content) are the service's checks, after who may upload and whose the form is
 * (docs/decisions/0010), so they are said here and not checked.
 */
export function uploadFormSchema(locale: Locale = DEFAULT_LOCALE) {
  const missing = message(locale, 'fileMissing');
  return uploadSchema(locale).extend({
    file: z
      .file({ error: missing })
      .min(1, missing)
      .describe(`A JPEG, PNG or GIF image of at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`),
  });
}

/** `/rest/attachment/{path}`: an uploaded file's name as the upload answered it. */
export const attachmentPathParam = { path: z.string().regex(ATTACHMENT_PATH) };

/** `/rest/attachment/delete {filePath}`. */
export function deleteFileSchema(locale: Locale = DEFAULT_LOCALE) {
  const error = message(locale, 'fileUnknown');
  return z.object({ filePath: z.string({ error }).regex(ATTACHMENT_PATH, error) });
}
