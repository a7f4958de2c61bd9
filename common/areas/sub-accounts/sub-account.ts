import { z } from 'zod';
import {
  FIELD_MAX,
  MAX_PAGE_SIZE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TABLE_PAGE_SIZES,
  USERNAME_MAX,
} from '../../constants.ts';
import { DEFAULT_LOCALE, type Locale } from '../../messages.ts';
import * as rule from '../../rules.ts';
import { CustomerAccountType } from '../account/index.ts';
import { fields } from '../../schemas/fields.ts';
import { codedChoice } from '../../schemas/coded.ts';
import { recordId, wholeOr } from '../../schemas/ids.ts';

/** The types a sub-account may have (DESIGN.md decision 1); the main account is never one. */
export const SUB_ACCOUNT_TYPES = [CustomerAccountType.approver, CustomerAccountType.purchaser] as const;

/** A row of rest/customer/accountList (SPEC §3 Sub-account, without the passwords). */
export interface SubAccount {
  id: number;
  username: string;
  accountType: number;
  linkman: string;
  mobile: string;
  email: string;
  createDate: string;
}

/** rest/customer/accountList paging (SPEC §9: other tables 10, 20, 30, 40). */
export const accountListQuery = z.object({
  page: wholeOr(1, 1, 100_000),
  limit: wholeOr(TABLE_PAGE_SIZES[0], 1, MAX_PAGE_SIZE),
});
export type AccountListQuery = z.infer<typeof accountListQuery>;

/**
 * The fields both forms share, in the order the form shows them, so the first
 * failing message is the topmost field's (SPEC §5 Sub-account, DESIGN.md decision 6).
 */
function shared(locale: Locale) {
  const f = fields(locale);
  const chooseType = f.say('choose', { field: 'field.accountType' });
  return {
    f,
    username: f
      .requiredText('field.username')
      .refine(rule.hasNoSpecialChars, { error: f.say('noSpecial', { field: 'field.username' }) })
      .refine((text) => rule.hasMaxLength(text, USERNAME_MAX), {
        error: f.say('maxLength', { field: 'field.username', max: USERNAME_MAX }),
      }),
    accountType: codedChoice(SUB_ACCOUNT_TYPES, chooseType),
    linkman: f.requiredText('field.linkman').refine((text) => rule.hasMaxLength(text, FIELD_MAX), {
      error: f.say('maxLength', { field: 'field.linkman', max: FIELD_MAX }),
    }),
    mobile: f.mobile(),
    email: f.email(),
  };
}

/** rest/customer/addAccount and the add form: a new sub-account needs its password twice. */
export function addAccountSchema(locale: Locale = DEFAULT_LOCALE) {
  const { f, username, accountType, linkman, mobile, email } = shared(locale);
  return z
    .object({
      username,
      password: f.newPassword('field.password'),
      confirmPassword: f.newPassword('field.confirmPassword'),
      accountType,
      linkman,
      mobile,
      email,
    })
    .refine((form) => form.password === form.confirmPassword, {
      error: f.say('passwordsDiffer'),
      path: ['confirmPassword'],
    });
}
export type AddAccountForm = z.infer<ReturnType<typeof addAccountSchema>>;

/**
 * rest/customer/updateAccount and the edit form: the id plus the fields. Passwords
 * are not required (SPEC §5); leaving both empty keeps the current one, and a new
 * one is given twice and obeys the 8–20 rule like any new password.
 */
export function updateAccountSchema(locale: Locale = DEFAULT_LOCALE) {
  const { f, username, accountType, linkman, mobile, email } = shared(locale);
  const chooseAccount = f.say('choose', { field: 'field.subAccount' });
  const optionalPassword = z
    .string()
    .optional()
    .refine((text) => text === undefined || rule.hasLengthBetween(text, PASSWORD_MIN, PASSWORD_MAX), {
      error: f.say('passwordLength'),
    });
  return z
    .object({
      id: recordId(chooseAccount),
      username,
      password: optionalPassword,
      confirmPassword: optionalPassword,
      accountType,
      linkman,
      mobile,
      email,
    })
    .superRefine((form, ctx) => {
      if (form.password === undefined && form.confirmPassword === undefined) return;
      if (form.password === undefined) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: f.say('required', { field: 'field.password' }) });
      } else if (form.confirmPassword === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: f.say('required', { field: 'field.confirmPassword' }),
        });
      } else if (form.password !== form.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: f.say('passwordsDiffer') });
      }
    });
}
export type UpdateAccountForm = z.infer<ReturnType<typeof updateAccountSchema>>;
