import { z } from 'zod';
import { EMAIL_MAX, FIELD_MAX } from '../../constants.ts';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from '../../messages.ts';
import * as rule from '../../rules.ts';
import { fields } from '../../schemas/fields.ts';
import { codedChoice } from '../../schemas/coded.ts';
import { recordId } from '../../schemas/ids.ts';

/** SPEC §4 Invoice type: 1 ordinary (普通发票), 2 VAT special (增值税专用发票). */
export const InvoiceType = { ordinary: 1, vatSpecial: 2 } as const;
export const INVOICE_TYPES = [InvoiceType.ordinary, InvoiceType.vatSpecial] as const;

/**
 * `headerType` of SPEC §3: who the title names. A B2B shop invoices companies
 * only, so every header is a company's (1); the field is answered, never taken.
 */
export const HeaderType = { company: 1 } as const;

/** Company names and registered addresses run longer than FIELD_MAX; the columns hold 100 and 200. */
export const UNIT_NAME_MAX = 50;
export const REGISTERED_ADDRESS_MAX = 100;
export const BANK_MAX = 50;

/** The company's invoice header as rest/invoiceHeader/my and info/{id} answer it (SPEC §3 Invoice header). */
export interface InvoiceHeader {
  id: number;
  invoiceType: number;
  unitName: string;
  taxcode: string;
  content: string;
  /** The four VAT-special fields; '' on an ordinary invoice's header. */
  address: string;
  phone: string;
  bank: string;
  account: string;
  receive: string;
  mobile: string;
  email: string;
  headerType: number;
}

/**
 * The taxpayer identification number. 18 characters are a unified social credit code, which
 * companies have had since 2015: its check character (GB 32100, the rule certification
 * checks) catches a mistyped character, not only a wrong length. Older tax registration
 * numbers have no check character of their own and keep their shapes: 15 characters (the
 * 6-digit region code and the 9-character organisation code), 17 digits (a 15-digit ID number
 * and 2 digits) and 20 (an 18-digit ID number and 2 digits). No other length was ever issued.
 */
const CREDIT_CODE_SHAPE = /^[0-9A-Z]{18}$/;
const OLD_TAXCODE = [/^\d{6}[0-9A-Z]{8}[0-9X]$/, /^\d{17}$/, /^\d{17}[0-9X]\d{2}$/];
const isOldTaxcode = (value: string) => OLD_TAXCODE.some((shape) => shape.test(value));
/** A bank account number as Chinese banks issue them, typed with or without spaces. */

/**
 * The invoice header form (SPEC §5 Invoice header), one branch per invoice type,
 * each with its fields in the order the form shows them, so the first failing
 * message is always the topmost field's. The VAT-special branch also requires
 * the registered address, phone, bank and account; the ordinary branch drops
 * them (the backend stores '' for them).
 */
function branches(locale: Locale) {
  const f = fields(locale);
  const text = (field: MessageKey, max: number) =>
    f
      .requiredText(field)
      .refine((value) => rule.hasMaxLength(value, max), { error: f.say('maxLength', { field, max }) });
  // Each branch takes its own code: the union tells them apart by it.
  const type = <T extends 1 | 2>(value: T) => codedChoice([value], f.say('choose', { field: 'field.invoiceType' }));
  const common = {
    unitName: text('field.unitName', UNIT_NAME_MAX),
    taxcode: f
      .requiredText('field.taxcode')
      .transform((value) => value.toUpperCase())
      .refine((value) => CREDIT_CODE_SHAPE.test(value) || isOldTaxcode(value), { error: f.say('taxcodeInvalid') })
      .refine((value) => !CREDIT_CODE_SHAPE.test(value) || rule.isCreditCode(value), {
        error: f.say('taxcodeCheckInvalid'),
      }),
    content: text('field.invoiceContent', FIELD_MAX),
  };
  const recipient = {
    receive: text('field.receive', FIELD_MAX),
    mobile: f.requiredText('field.receiveMobile').refine(rule.isMobile, { error: f.say('mobile') }),
    email: f
      .requiredText('field.receiveEmail')
      .refine(rule.isEmail, { error: f.say('email') })
      .refine((value) => rule.hasMaxLength(value, EMAIL_MAX), {
        error: f.say('maxLength', { field: 'field.receiveEmail', max: EMAIL_MAX }),
      }),
  };
  const vatOnly = {
    address: text('field.registeredAddress', REGISTERED_ADDRESS_MAX),
    phone: f
      .requiredText('field.registeredPhone')
      .refine((value) => rule.isLandline(value) || rule.isMobile(value), { error: f.say('phoneNumberInvalid') }),
    bank: text('field.bank', BANK_MAX),
    account: f
      .requiredText('field.bankAccount')
      .transform((value) => value.replace(/\s+/g, ''))
      .refine((value) => rule.isBankAccount(value), { error: f.say('bankAccountInvalid') }),
  };
  return {
    chooseType: f.say('choose', { field: 'field.invoiceType' }),
    ordinary: { invoiceType: type(InvoiceType.ordinary), ...common, ...recipient },
    vatSpecial: { invoiceType: type(InvoiceType.vatSpecial), ...common, ...vatOnly, ...recipient },
  };
}

/** rest/invoiceHeader/add and the add form. */
export function addInvoiceHeaderSchema(locale: Locale = DEFAULT_LOCALE) {
  const { chooseType, ordinary, vatSpecial } = branches(locale);
  return z.discriminatedUnion('invoiceType', [z.object(ordinary), z.object(vatSpecial)], { error: chooseType });
}
export type AddInvoiceHeaderForm = z.infer<ReturnType<typeof addInvoiceHeaderSchema>>;

/** rest/invoiceHeader/update and the edit form: the header's id plus the same fields. */
export function updateInvoiceHeaderSchema(locale: Locale = DEFAULT_LOCALE) {
  const { chooseType, ordinary, vatSpecial } = branches(locale);
  const choose = fields(locale).say('choose', { field: 'field.unitName' });
  const id = recordId(choose);
  return z.discriminatedUnion('invoiceType', [z.object({ id, ...ordinary }), z.object({ id, ...vatSpecial })], {
    error: chooseType,
  });
}
export type UpdateInvoiceHeaderForm = z.infer<ReturnType<typeof updateInvoiceHeaderSchema>>;
