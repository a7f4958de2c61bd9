import { z } from 'zod';
import { message, DEFAULT_LOCALE, type Locale } from '../../messages.ts';
import { ATTACHMENT_PATH, DOCTYPES, FORM_ID } from './files.ts';

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

/** `/rest/attachment/delete {filePath}`. */
export function deleteFileSchema(locale: Locale = DEFAULT_LOCALE) {
  const error = message(locale, 'fileUnknown');
  return z.object({ filePath: z.string({ error }).regex(ATTACHMENT_PATH, error) });
}
