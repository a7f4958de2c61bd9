import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { merchantMessageSchema } from '../../../common/areas/storefront/merchant.ts';
import { merchantApi } from './merchant-api.server.ts';
import { ApiError } from '../../lib/request.server.ts';
import { getLocale } from '../../i18n/middleware.server.ts';
import { checkForm } from '../../lib/forms.server.ts';

/** Where a plain form lands after sending: the home page with the widget open on its thank-you panel. */
export const MERCHANT_MESSAGE_SENT_URL = '/home/index?message=sent#merchant-message';

/** What the widget reads back: the form's result, and whether the message went out. */
export interface MerchantMessageReply {
  merchantMessage: SubmissionResult<string[]>;
  sent?: true;
}

/**
 * The merchant message widget's post (intent 'merchantMessage'), checked with the
 * same schema as the browser and the backend. A scripted widget (it sends
 * `inline`) stays on the page; a plain form is redirected, so a reload sends nothing twice.
 */
export async function sendMerchantMessage({ request, context }: ActionFunctionArgs, formData: FormData) {
  const submission = checkForm(formData, merchantMessageSchema(getLocale(context)));
  const refused = (result: SubmissionResult<string[]>) =>
    data({ merchantMessage: result } satisfies MerchantMessageReply, { status: 400 });
  if (submission.status !== 'success') return refused(submission.reply());
  try {
    await merchantApi.submit({ request, context }, submission.value);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refused(submission.reply({ formErrors: [error.message] }));
  }
  if (formData.get('inline')) {
    return data({ merchantMessage: submission.reply({ resetForm: true }), sent: true } satisfies MerchantMessageReply);
  }
  return redirect(MERCHANT_MESSAGE_SENT_URL);
}
