import { z } from 'zod';
import { FIELD_MAX, REMARK_MAX } from '../../constants.ts';
import { DEFAULT_LOCALE, message, type Locale } from '../../messages.ts';
import * as rule from '../../rules.ts';
import { fields } from '../../schemas/fields.ts';
import { codedChoice } from '../../schemas/coded.ts';
import { recordId } from '../../schemas/ids.ts';
import { FORM_ID, isAttachmentPath, type CertificationDoctype as Doctype } from '../files/index.ts';
import {
  CERTIFICATION_FIELDS,
  CERTIFICATION_KINDS,
  CERTIFICATION_STEPS,
  certificationFieldLabel,
  SIMPLE_FIELDS,
  EffectDateType,
  type CertificationField,
  type CertificationKind,
} from './certification-fields.ts';

/**
 * Company certification (SPEC §3, §4, §5). Two forms fill one record of the
 * company: the three-step wizard (contact info, company info, ID photos) and the simple
 * form. Every step is saved as it is left, so the wizard works as plain posts and can be
 * finished later; applying (`submitCustomerCheck`) checks the whole record again.
 */

const CAPITAL = /^\d{1,12}(\.\d{1,4})?$/;
const COMPANY_CODE = /^[A-Za-z0-9_-]{1,30}$/;

/** The field rules of the certification forms, for one language and one 'today' (Shanghai). */
function certificationRules(locale: Locale, today: string) {
  const f = fields(locale);
  const label = (field: string) => certificationFieldLabel(field);
  const text = (field: string, max = FIELD_MAX) =>
    f
      .requiredText(label(field))
      .refine((value) => rule.hasMaxLength(value, max), { error: f.say('maxLength', { field: label(field), max }) });
  const date = (field: string) =>
    f.requiredText(label(field)).refine(rule.isCalendarDate, { error: f.say('dateInvalid', { field: label(field) }) });
  const past = (field: string) =>
    date(field).refine((value) => value <= today, { error: f.say('dateNotFuture', { field: label(field) }) });
  const image = (field: Doctype) =>
    z
      .string({ error: f.say('imageRequired', { field: label(field) }) })
      .refine(isAttachmentPath, { error: f.say('imageRequired', { field: label(field) }) });
  const choice = <const T extends readonly [string, ...string[]]>(field: string, codes: T) =>
    codedChoice(codes, f.say('choose', { field: label(field) }));
  const regionId = recordId(f.say('regionIncomplete'));
  return {
    f,
    name: f.companyName(label('name')),
    code: text('code').refine((value) => COMPANY_CODE.test(value), {
      error: f.say('certificationCodeChars', { field: label('code') }),
    }),
    abbrname: text('abbrname'),
    linkman: text('linkman'),
    mobile: f.mobile(),
    phone: f.requiredText(label('phone')).refine(rule.isLandline, { error: f.say('landline') }),
    email: z
      .string()
      .trim()
      .optional()
      .refine((value) => value === undefined || rule.isEmail(value), { error: f.say('email') }),
    province: regionId,
    city: regionId,
    county: regionId,
    address: text('address', 100),
    socialCreditCode: f
      .requiredText(label('socialCreditCode'))
      .transform((value) => value.toUpperCase())
      .refine(rule.isCreditCode, { error: f.say('creditCodeInvalid') }),
    corporation: text('corporation'),
    idCardNumber: f
      .requiredText(label('idCardNumber'))
      .transform((value) => value.toUpperCase())
      .refine(rule.isIdCard, { error: f.say('idCard') }),
    idCardValidTimeStart: past('idCardValidTimeStart'),
    idCardValidTimeEnd: z.string().trim().optional(),
    // A checkbox posts 'on'; the web's JSON call to the backend carries the boolean it read.
    idCardLongTerm: z
      .union([z.string(), z.boolean()])
      .optional()
      .transform((value) => value === true || value === 'on' || value === 'true' || value === '1'),
    egisteredCapital: f
      .requiredText(label('egisteredCapital'))
      .refine((value) => CAPITAL.test(value) && Number(value) > 0, {
        error: f.say('capitalInvalid', { field: label('egisteredCapital') }),
      }),
    establishmentDate: past('establishmentDate'),
    effectDateType: choice('effectDateType', [EffectDateType.fixed, EffectDateType.longTerm]),
    businessTimeStart: past('businessTimeStart'),
    businessTimeEnd: z.string().trim().optional(),
    openName: text('openName', 50),
    openBank: text('openBank', 50),
    openAccount: f
      .requiredText(label('openAccount'))
      .transform((value) => value.replace(/\s+/g, ''))
      .refine((value) => rule.isBankAccount(value), { error: f.say('bankAccountInvalid') }),
    taxpayerZg: choice('taxpayerZg', ['1', '0']),
    organizationRegImg: image('organizationRegImg'),
    openLicense: image('openLicense'),
    taxpayerImg: image('taxpayerImg'),
    idCardCopy: image('idCardCopy'),
    idCardNational: image('idCardNational'),
    emailOrMobile: f
      .requiredText(label('emailOrMobile'))
      .refine((value) => rule.isEmail(value) || rule.isMobile(value), { error: f.say('emailOrMobileInvalid') }),
    organizationRegNo: f
      .requiredText(label('organizationRegNo'))
      .transform((value) => value.toUpperCase())
      .refine((value) => rule.isCreditCode(value) || /^\d{15}$/.test(value), { error: f.say('licenceNoInvalid') }),
    legalName: text('legalName'),
    legalIdentityCard: f
      .requiredText(label('legalIdentityCard'))
      .transform((value) => value.toUpperCase())
      .refine(rule.isIdCard, { error: f.say('idCard') }),
    today,
  };
}

/**
 * One wizard step's fields. Step 1's dates depend on each other: the ID card's end is
 * required unless it is long-term and may not be past, and a fixed business term needs an
 * end after its start (SPEC §4 effectDateType).
 */
export function certificationStepSchema(step: number, locale: Locale = DEFAULT_LOCALE, today: string) {
  const r = certificationRules(locale, today);
  if (step === 0) {
    return z.object({
      name: r.name,
      code: r.code,
      abbrname: r.abbrname,
      linkman: r.linkman,
      mobile: r.mobile,
      phone: r.phone,
      email: r.email,
      province: r.province,
      city: r.city,
      county: r.county,
      address: r.address,
    });
  }
  if (step === 1) {
    const say = r.f.say;
    return z
      .object({
        socialCreditCode: r.socialCreditCode,
        corporation: r.corporation,
        idCardNumber: r.idCardNumber,
        idCardValidTimeStart: r.idCardValidTimeStart,
        idCardValidTimeEnd: r.idCardValidTimeEnd,
        idCardLongTerm: r.idCardLongTerm,
        egisteredCapital: r.egisteredCapital,
        establishmentDate: r.establishmentDate,
        effectDateType: r.effectDateType,
        businessTimeStart: r.businessTimeStart,
        businessTimeEnd: r.businessTimeEnd,
        openName: r.openName,
        openBank: r.openBank,
        openAccount: r.openAccount,
        taxpayerZg: r.taxpayerZg,
        organizationRegImg: r.organizationRegImg,
        openLicense: r.openLicense,
        taxpayerImg: r.taxpayerImg,
      })
      .superRefine((form, ctx) => {
        const end = form.idCardValidTimeEnd;
        const endLabel = certificationFieldLabel('idCardValidTimeEnd');
        if (!form.idCardLongTerm) {
          if (!end)
            ctx.addIssue({
              code: 'custom',
              path: ['idCardValidTimeEnd'],
              message: say('required', { field: endLabel }),
            });
          else if (!rule.isCalendarDate(end))
            ctx.addIssue({
              code: 'custom',
              path: ['idCardValidTimeEnd'],
              message: say('dateInvalid', { field: endLabel }),
            });
          else if (end < r.today)
            ctx.addIssue({ code: 'custom', path: ['idCardValidTimeEnd'], message: say('idCardExpired') });
          else if (end < form.idCardValidTimeStart)
            ctx.addIssue({
              code: 'custom',
              path: ['idCardValidTimeEnd'],
              message: say('dateBeforeStart', { field: endLabel }),
            });
        }
        if (form.effectDateType === EffectDateType.fixed) {
          const businessEnd = form.businessTimeEnd;
          const label = certificationFieldLabel('businessTimeEnd');
          if (!businessEnd)
            ctx.addIssue({ code: 'custom', path: ['businessTimeEnd'], message: say('required', { field: label }) });
          else if (!rule.isCalendarDate(businessEnd))
            ctx.addIssue({ code: 'custom', path: ['businessTimeEnd'], message: say('dateInvalid', { field: label }) });
          else if (businessEnd < form.businessTimeStart)
            ctx.addIssue({
              code: 'custom',
              path: ['businessTimeEnd'],
              message: say('dateBeforeStart', { field: label }),
            });
        }
      })
      .transform((form) => ({
        ...form,
        idCardValidTimeEnd: form.idCardLongTerm ? '' : (form.idCardValidTimeEnd ?? ''),
        businessTimeEnd: form.effectDateType === EffectDateType.longTerm ? '' : (form.businessTimeEnd ?? ''),
      }));
  }
  return z.object({ idCardCopy: r.idCardCopy, idCardNational: r.idCardNational });
}

/** The simple form (SPEC §3, §5): contact, company name, licence number and scan, legal representative. */
export function simpleCertificationSchema(locale: Locale = DEFAULT_LOCALE, today: string) {
  const r = certificationRules(locale, today);
  return z.object({
    emailOrMobile: r.emailOrMobile,
    name: r.name,
    organizationRegNo: r.organizationRegNo,
    organizationRegImg: r.organizationRegImg,
    legalName: r.legalName,
    legalIdentityCard: r.legalIdentityCard,
  });
}

/** The fields one post of a form checks: a wizard step's, or the simple form's. */
export function certificationFormSchema(kind: CertificationKind, step: number, locale: Locale, today: string) {
  return kind === 'simple' ? simpleCertificationSchema(locale, today) : certificationStepSchema(step, locale, today);
}

/** A day far ahead: the rules' 'not in the future' then refuse no day, for describing them (not for checking). */
const ANY_TODAY = '9999-12-31';

/**
 * rest/customer/save's fields as posted: the form's id, the record (none: a new one), which form
 * (`kind` simple; anything else the wizard), which wizard step (0–2; none: all three at once), and
 * every field either form has. Which of those a save requires, and their rules, depend on the form,
 * the step and today's date in Shanghai, so `readCertificationSave` checks them when the call is
 * made; here each is described by its rule's input (its type and shape) and passed on as posted.
 * A record id or a step that names nothing is not found, as before any field is read.
 */
export function certificationSaveSchema(locale: Locale = DEFAULT_LOCALE) {
  const formIdInvalid = message(locale, 'formIdInvalid');
  const rules = certificationRules(locale, ANY_TODAY) as unknown as Record<string, z.ZodType>;
  // A number or its digits; anything else is kept as what names nothing (not found), as it always was.
  const numberOrText = (description: string) =>
    z.preprocess(
      (value) => (value === undefined || typeof value === 'number' || typeof value === 'string' ? value : Number.NaN),
      z.union([z.number(), z.string()]).optional().describe(description),
    );
  const fieldNames = [...new Set<string>([...CERTIFICATION_STEPS.flat(), ...SIMPLE_FIELDS])];
  const described = Object.fromEntries(
    fieldNames.map((name) => {
      const { $schema: _, ...rule } = z.toJSONSchema(rules[name]!, { io: 'input', unrepresentable: 'any' });
      const form = (SIMPLE_FIELDS as readonly string[]).includes(name)
        ? (CERTIFICATION_STEPS as readonly (readonly string[])[]).some((step) => step.includes(name))
          ? 'both forms'
          : 'the simple form'
        : `wizard step ${CERTIFICATION_STEPS.findIndex((step) => (step as readonly string[]).includes(name))}`;
      // The region is one label for its three ids.
      const label = ['province', 'city', 'county'].includes(name)
        ? `${message('en', 'certification.region')}: the ${name}’s id`
        : message('en', certificationFieldLabel(name));
      return [
        name,
        z
          .unknown()
          .optional()
          .meta({ ...rule, description: `${label} (${form}).` }),
      ];
    }),
  );
  return z.object({
    formId: z.string({ error: formIdInvalid }).regex(FORM_ID, formIdInvalid),
    id: numberOrText('The record to save into; none: the company’s first record.'),
    kind: z
      .enum(CERTIFICATION_KINDS)
      .optional()
      .catch(undefined)
      .describe('`simple`: the simple form; anything else, or none: the wizard.'),
    step: numberOrText('The wizard step saved: 0, 1 or 2; none: all three at once.'),
    ...described,
  });
}
export type CertificationSavePost = z.output<ReturnType<typeof certificationSaveSchema>>;

/** A staff member's failure: at least one field with what is wrong with it. */
export function certificationFailSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  const problem = z.object({
    field: z.enum(CERTIFICATION_FIELDS as [CertificationField, ...CertificationField[]]).optional(),
    reason: z
      .string()
      .trim()
      .max(REMARK_MAX, f.say('maxLength', { field: 'field.reason', max: REMARK_MAX }))
      .optional(),
  });
  return z.object({
    problems: z
      .array(problem)
      .optional()
      .transform((rows) => (rows ?? []).filter((row) => row.field && row.reason))
      .refine((rows) => rows.length > 0, { error: f.say('certificationProblemsMissing') })
      .transform((rows) => Object.fromEntries(rows.map((row) => [row.field!, row.reason!])) as Record<string, string>),
  });
}
