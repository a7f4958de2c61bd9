import { data } from 'react-router';
import type { z } from 'zod';
import { Code } from '../../../common/envelope.ts';
import { checkForm } from '../../lib/forms.server.ts';
import { ApiError, type Answer } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';

/**
 * Runs one console action: the shared schema checks the form (as the browser did), the
 * backend acts, and the page reloads with the backend's own words for what it did as a toast.
 * A refusal is shown on the form that was sent; 10060 (someone else acted first) reloads the
 * page, so the fresh state is what shows. A form that makes a record (a contract's draft) goes
 * on to its page instead.
 */
export async function runConsoleAction<S extends z.ZodType, R>(
  request: Request,
  formData: FormData,
  {
    schema,
    act,
    next,
  }: {
    schema: S;
    /** The step, through a console client's `consoleAct`: its data and the backend's message. */
    act: (value: z.infer<S>) => Promise<Answer<R>>;
    /** Where to go once done (a new record's page); this page by default. */
    next?: (result: R) => string;
  },
) {
  const formId = String(formData.get('formId') ?? '');
  // A typed password never comes back in the page.
  const hideFields = [...formData.keys()].filter((name) => /password/i.test(name));
  const submission = checkForm(formData, schema);
  if (submission.status !== 'success')
    return data({ formId, result: submission.reply({ hideFields }) }, { status: 400 });
  const here = new URL(request.url);
  let answer: Answer<R>;
  try {
    answer = await act(submission.value);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === Code.conflict) {
      return redirectWithToast(request, here.pathname + here.search, { type: 'error', message: error.message });
    }
    return data({ formId, result: submission.reply({ formErrors: [error.message], hideFields }) }, { status: 400 });
  }
  return redirectWithToast(request, next ? next(answer.data) : here.pathname + here.search, {
    type: 'success',
    message: answer.message,
  });
}
