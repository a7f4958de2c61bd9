import { z } from 'zod';
import { message, type Locale, type MessageKey, type MessageParams } from '../messages.ts';
import * as rule from '../rules.ts';
import { EMAIL_MAX, FIELD_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';

/**
 * Field builders for the forms of SPEC §5 in one language. Each field's first
 * failing check is the message a person sees, so checks are ordered: present,
 * then shape, then length.
 *
 * Empty form values arrive as undefined (Conform strips them in the browser and
 * `formValues` on the server does the same), so 'required' is the type error.
 */
export function fields(locale: Locale) {
  const say = (key: MessageKey, params?: MessageParams) => message(locale, key, params);
  /** Text a person types; single-line unless the field is a text area (a reason, a message). */
  const requiredText = (field: MessageKey, missing: MessageKey = 'required', lines: 'single' | 'multi' = 'single') =>
    z
      .string({ error: say(missing, { field }) })
      .trim()
      .min(1, say(missing, { field }))
      .refine((text) => lines === 'multi' || !rule.hasLineBreakOrTab(text), { error: say('singleLine', { field }) });
  const check = (test: (text: string) => boolean, key: MessageKey, params?: MessageParams) =>
    [test, { error: say(key, params) }] as const;

  return {
    say,
    requiredText,
    /** Every new or changed password: 8–20 characters (DESIGN.md decision 5). */
    newPassword: (field: MessageKey = 'field.password') =>
      z
        .string({ error: say('required', { field }) })
        .min(1, say('required', { field }))
        .refine(...check((text) => rule.hasLengthBetween(text, PASSWORD_MIN, PASSWORD_MAX), 'passwordLength')),
    /** A password typed to prove who one is (login, the current password): required, nothing more. */
    currentPassword: (field: MessageKey = 'field.password') =>
      z.string({ error: say('required', { field }) }).min(1, say('required', { field })),
    mobile: (missing: MessageKey = 'required') =>
      requiredText('field.mobile', missing).refine(...check(rule.isMobile, 'mobile')),
    email: () =>
      requiredText('field.email')
        .refine(...check(rule.isEmail, 'email'))
        .refine(
          ...check((text) => rule.hasMaxLength(text, EMAIL_MAX), 'maxLength', { field: 'field.email', max: EMAIL_MAX }),
        ),
    chineseName: (field: MessageKey) =>
      requiredText(field)
        .refine(...check(rule.isChineseName, 'chineseOnly', { field }))
        .refine(...check((text) => rule.hasMaxLength(text, FIELD_MAX), 'maxLength', { field, max: FIELD_MAX })),
    companyName: (field: MessageKey = 'field.companyName') =>
      requiredText(field)
        .refine(...check(rule.isCompanyName, 'companyNameChars', { field }))
        .refine(...check((text) => rule.hasMaxLength(text, FIELD_MAX), 'maxLength', { field, max: FIELD_MAX })),
    smsCode: () => requiredText('field.code', 'smsCodeMissing'),
    /** A checkbox: 'on' from a plain form, 'true' from a JSON or scripted call. */
    ticked: (missing: MessageKey) =>
      z
        .string({ error: say(missing) })
        .refine((value) => value === 'on' || value === 'true' || value === '1', { error: say(missing) }),
  };
}
