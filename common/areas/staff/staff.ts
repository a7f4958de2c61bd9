import { z } from 'zod';
import { FIELD_MAX } from '../../constants.ts';
import { DEFAULT_LOCALE, type Locale } from '../../messages.ts';
import * as rule from '../../rules.ts';
import { fields } from '../../schemas/fields.ts';
import { isStaffRole, type StaffRole } from './permissions.ts';

/** The staff member behind a staff session (GET /rest/staff/info). */
export interface StaffInfo {
  id: number;
  username: string;
  name: string;
  mobile: string;
  roles: StaffRole[];
}

/** A row of the staff list (admin). */
export interface StaffMember extends StaffInfo {
  active: boolean;
  createDate: string;
  /** Moves on with every change: the access form carries it, so a second admin's stale form is refused. */
  version: number;
}

/** POST /rest/staff/login {username, password}: data.token, as the buyers' login. */
export function staffLoginSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    username: f.requiredText('field.username'),
    password: f.currentPassword(),
  });
}

/** Every staff member edits their own name and mobile, whatever their roles. */
export function staffProfileSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    name: f.requiredText('field.staffName').refine((text) => rule.hasMaxLength(text, FIELD_MAX), {
      error: f.say('maxLength', { field: 'field.staffName', max: FIELD_MAX }),
    }),
    // Optional: the first admin, made on the command line, may have none yet.
    // Optional in the form's marks too (no asterisk, no aria-required): left empty, it is ''.
    mobile: z
      .string()
      .trim()
      .optional()
      .refine((text) => !text || rule.isMobile(text), { error: f.say('mobile') })
      .transform((text) => text ?? ''),
  });
}
export type StaffProfileForm = z.infer<ReturnType<typeof staffProfileSchema>>;

/** A staff member's own password: the current one, then the new one twice. */
export function staffPasswordSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z
    .object({
      oldPassword: f.currentPassword('field.oldPassword'),
      newPassword: f.newPassword('field.newPassword'),
      confirmPassword: f.currentPassword('field.confirmPassword'),
    })
    .refine((form) => form.newPassword === form.confirmPassword, {
      path: ['confirmPassword'],
      error: f.say('passwordsDiffer'),
    });
}
export type StaffPasswordForm = z.infer<ReturnType<typeof staffPasswordSchema>>;

/** Roles as a form posts them (repeated `roles` checkboxes) or a JSON call sends them. */
function rolesField(locale: Locale) {
  const f = fields(locale);
  return z.preprocess(
    (value) => (value === undefined ? [] : [value].flat()),
    z
      .array(z.string())
      .refine((roles) => roles.every(isStaffRole), { error: f.say('choose', { field: 'field.roles' }) })
      .refine((roles) => roles.length > 0, { error: f.say('choose', { field: 'field.roles' }) })
      .transform((roles) => [...new Set(roles)] as StaffRole[]),
  );
}

/** An admin creates a staff account. */
export function staffCreateSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return staffProfileSchema(locale).extend({
    username: f
      .requiredText('field.username')
      .refine(rule.isAccount, { error: f.say('account', { field: 'field.username' }) }),
    password: f.newPassword(),
    roles: rolesField(locale),
  });
}
export type StaffCreateForm = z.infer<ReturnType<typeof staffCreateSchema>>;

/** An admin changes a staff member's roles or deactivates them. */
export function staffAccessSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    roles: rolesField(locale),
    active: z.preprocess(
      (value) => value === 'on' || value === 'true' || value === '1' || value === true || value === 1,
      z.boolean(),
    ),
    // Reason is kept in the audit trail.
    reason: f.requiredText('field.reason', 'required', 'multi').optional(),
  });
}
export type StaffAccessForm = z.infer<ReturnType<typeof staffAccessSchema>>;

/** A staff session ends after this long without a request… */
export const STAFF_IDLE_MINUTES = 30;
/** …and this long after login, however busy (docs/decisions/0011). */
export const STAFF_SESSION_HOURS = 12;
