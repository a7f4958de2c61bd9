import { data } from 'react-router';
import type { Locale } from '../../../common/messages.ts';
import { checkForm } from '../../lib/forms.server.ts';
import { ApiError, type CallContext } from '../../lib/request.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { INVOICE_FORM_FIELDS, invoiceFormSchema } from './invoice-form.tsx';
import { consoleInvoiceApi } from './console-api.server.ts';

/**
 * Issuing an invoice from the console's form (blue: `target` and `targetId`; red: `refundId`,
 * given as `about`): the fields are checked with the schema the browser used, then go to the
 * backend as the staff member typed them — the schema turned the amount into ten-thousandths,
 * and the backend reads the same yuan with the same schema — with the file, as one multipart
 * body. A refusal (专票 not allowed, too much, a number used) is shown on the form; once done
 * the page named by `next` opens with the backend's words for it as a toast.
 */
export async function runInvoiceAction(
  ctx: CallContext,
  formData: FormData,
  {
    action,
    about,
    locale,
    next,
  }: {
    action: 'issue' | 'reverse';
    about: Record<string, string | number>;
    locale: Locale;
    next: string;
  },
) {
  const formId = String(formData.get('formId') ?? '');
  const submission = checkForm(formData, invoiceFormSchema(locale));
  if (submission.status !== 'success') return data({ formId, result: submission.reply() }, { status: 400 });
  const body = new FormData();
  for (const [name, value] of Object.entries(about)) body.set(name, String(value));
  for (const name of INVOICE_FORM_FIELDS) {
    const value = formData.get(name);
    if (typeof value === 'string') body.set(name, value);
  }
  body.set('file', submission.value.file);
  let said: string;
  try {
    said = (await consoleInvoiceApi.invoiceAct(ctx, action, body)).message;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ formId, result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
  }
  return redirectWithToast(ctx.request, next, { type: 'success', message: said });
}
