import { data } from 'react-router';
import type { ImportResult } from '../../../common/areas/price-lists/console.ts';
import { quickOrderFileSchema } from '../../../common/areas/quick-order/quick-order.ts';
import type { Locale } from '../../../common/messages.ts';
import { checkForm } from '../../lib/forms.server.ts';
import { ApiError, type Answer } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';

/**
 * An import file posted to this page: checked by the quick order's file schema, then read and
 * checked row by row by the backend, which writes nothing when any row is wrong; those rows come
 * back to the page by line.
 */
export async function importFile(
  request: Request,
  formData: FormData,
  locale: Locale,
  upload: (file: File) => Promise<Answer<ImportResult>>,
) {
  const formId = 'import';
  const submission = checkForm(formData, quickOrderFileSchema(locale));
  if (submission.status !== 'success') return data({ formId, result: submission.reply() }, { status: 400 });
  let answer: Answer<ImportResult>;
  try {
    answer = await upload(submission.value.file);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ formId, result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
  }
  if (answer.data.problems.length > 0)
    return data(
      { formId, result: submission.reply({ formErrors: [answer.message] }), problems: answer.data.problems },
      { status: 400 },
    );
  const here = new URL(request.url);
  return redirectWithToast(request, here.pathname, { type: 'success', message: answer.message });
}
