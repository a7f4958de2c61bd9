import { z } from 'zod';
import type { Locale } from '../../messages.ts';
import { DEFAULT_LOCALE } from '../../messages.ts';
import { USERNAME_MAX } from '../../constants.ts';
import * as rule from '../../rules.ts';
import { codedChoice } from '../../schemas/coded.ts';
import { fields } from '../../schemas/fields.ts';

/** Login by username and password (loginType 1) or by mobile and SMS code (loginType 2). */
export function loginSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  const chooseType = f.say('choose', { field: 'field.loginType' });
  return z.discriminatedUnion(
    'loginType',
    [
      z.object({
        loginType: codedChoice(['1'], chooseType),
        username: f.requiredText('field.username'),
        password: z.string({ error: f.say('required', { field: 'field.password' }) }),
      }),
      z.object({
        loginType: codedChoice(['2'], chooseType),
        mobile: f.mobile('mobileMissing'),
        code: f.smsCode(),
      }),
    ],
    { error: chooseType },
  );
}
export type LoginForm = z.infer<ReturnType<typeof loginSchema>>;

/** Requesting an SMS code (SPEC §5 send code). */
export function smsCodeSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({ mobile: f.mobile('mobileMissing') });
}

/** Registration (SPEC §5 Register, DESIGN.md decisions 5 and 6). */
export function registerSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z
    .object({
      username: f
        .requiredText('field.username')
        .refine(rule.hasNoSpecialChars, { error: f.say('noSpecial', { field: 'field.username' }) })
        .refine((text) => rule.hasMaxLength(text, USERNAME_MAX), {
          error: f.say('maxLength', { field: 'field.username', max: USERNAME_MAX }),
        }),
      password: f.newPassword('field.password'),
      confirmPassword: f.newPassword('field.confirmPassword'),
      companyName: f.companyName(),
      linkman: f.chineseName('field.linkman'),
      mobile: f.mobile(),
      code: f.smsCode(),
      email: f.email(),
      agree: f.ticked('agreePrivacy'),
    })
    .refine((form) => form.password === form.confirmPassword, {
      error: f.say('passwordsDiffer'),
      path: ['confirmPassword'],
    });
}
export type RegisterForm = z.infer<ReturnType<typeof registerSchema>>;

/** rest/customer/login answers the session's token. */
export interface LoginResult {
  token: string;
}

/** rest/customer/info: User info of SPEC §3. */
export interface UserInfo {
  username: string;
  customerAccountType: number;
  accountType: number;
  companyName: string;
  linkman: string;
  mobile: string;
  email: string;
  /** 可用额度: the credit still free, derived from the company's credit ledger, in yuan. */
  quota: number;
  /** 授信额度: the limit its current contract grants, in yuan. */
  creditLimit: number;
  /** 已用额度: credit charged by orders and not yet given back or repaid, in yuan. */
  usedQuota: number;
  carCount: number;
  /** The company holds a passed certification (已认证). */
  certified: boolean;
}

/** The user info's credit: the company's, as the credit area reads it from its ledger. */
export type UserCredit = Pick<UserInfo, 'quota' | 'creditLimit' | 'usedQuota'>;

/**
 * rest/customer/viewer: what every storefront page shows of its buyer (the greeting and the
 * cart's count), without the rest of the user info: the credit it also reads grows with the
 * company's ledger, and a shared page asks for this on every request (docs/decisions/0023).
 */
export type Viewer = Pick<UserInfo, 'username' | 'carCount'> & {
  /**
   * The buyer's company sees goods its own way now (prices of its own, 协议价, or only its
   * catalogue): a page rendered without a session, at list prices, is never this buyer's.
   */
  ownPrices?: boolean;
};

/**
 * Personal info (SPEC §2, §5): contact person, mobile and e-mail, all required. The
 * mobile is a login key, so a new one needs the code sent to it; `code` is required then, and
 * the backend, which knows the current mobile, says so.
 */
export function personalInfoSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    linkman: f.chineseName('field.linkman'),
    mobile: f.mobile(),
    email: f.email(),
    code: z.string().trim().optional(),
  });
}
export type PersonalInfoForm = z.infer<ReturnType<typeof personalInfoSchema>>;

/**
 * Changing one's own password (SPEC §2, §5; DESIGN.md decisions 5 and 8): the current one, the
 * new one twice, and the code sent to the account's own mobile.
 */
export function passwordChangeSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z
    .object({
      oldPassword: f.currentPassword('field.oldPassword'),
      newPassword: f.newPassword('field.newPassword'),
      confirmPassword: f.newPassword('field.confirmPassword'),
      mobile: f.mobile('mobileMissing'),
      code: f.smsCode(),
    })
    .refine((form) => form.newPassword === form.confirmPassword, {
      error: f.say('passwordsDiffer'),
      path: ['confirmPassword'],
    });
}
export type PasswordChangeForm = z.infer<ReturnType<typeof passwordChangeSchema>>;
