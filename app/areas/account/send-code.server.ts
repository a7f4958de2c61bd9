import { smsCodeSchema } from '../../../common/areas/account/account.ts';
import { message, type Locale } from '../../../common/messages.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import type { CallContext } from '../../lib/request.server.ts';
import { customerApi } from './customer-api.server.ts';

/**
 * The 获取验证码 intent of every form with an SMS code (login, registration, personal info,
 * password): only the mobile is checked, the code is sent, and the form comes back with what
 * was typed and the time the code went, for the countdown.
 *
 * Passwords come back too, unlike after a submit: the buyer has not submitted the form yet, and
 * without JavaScript this answer replaces the page, so leaving them out emptied the password
 * fields of a form half filled in. The answer goes to the one POST that carried them and no
 * page response is cached.
 */
export async function sendCodeIntent(ctx: CallContext, formData: FormData, locale: Locale) {
  const submission = checkForm(formData, smsCodeSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    await customerApi.sendSmsCode(ctx, submission.value.mobile);
  } catch (error) {
    return refusedBy(error, submission);
  }
  return { result: submission.reply(), codeSentAt: Date.now(), notice: message(locale, 'smsSent') };
}
