import { smsCodeSchema } from '../../../contract/areas/account/account.ts';
import { message, type Locale } from '../../../contract/messages.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { customerApi } from './customer-api.server.ts';

/**
 * The 获取验证码 intent of every form with an SMS code (login, registration, personal info,
 * password): only the mobile is checked, the code is sent, and the form comes back with what
 * was typed (passwords left out) and the time the code went, for the countdown.
 */
export async function sendCodeIntent(ctx: CallContext, formData: FormData, locale: Locale, hideFields: string[] = []) {
  const submission = checkForm(formData, smsCodeSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields }));
  try {
    await customerApi.sendSmsCode(ctx, submission.value.mobile);
  } catch (error) {
    return refusedBy(error, submission, hideFields);
  }
  return { result: submission.reply({ hideFields }), codeSentAt: Date.now(), notice: message(locale, 'smsSent') };
}
