import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from '../../messages.ts';
import * as rule from '../../rules.ts';
import { codedChoice } from '../../schemas/coded.ts';
import { fields } from '../../schemas/fields.ts';
import { recordId, wholeOr } from '../../schemas/ids.ts';
import { yuanField } from '../../schemas/yuan.ts';
import { MAX_PAGE_SIZE, TABLE_PAGE_SIZES } from '../../constants.ts';
import { CONTRACT_SENT } from './transitions.ts';
import type { BuyerContractAction } from './transitions.ts';

/** SPEC §3 contractType as this shop uses it; its labels are messages `contractType.N`. */
export const ContractType = { framework: 1, creditTerm: 2, single: 3 } as const;
export const CONTRACT_TYPES = [1, 2, 3] as const;

/** The SPEC §3 contract on the wire (amounts in yuan), with what the buyer's screens need besides. */
export interface ContractRecord {
  id: number;
  contractNo: string;
  contractName: string;
  signMain: string;
  mainCharge: string;
  signSub: string;
  subCharge: string;
  contractType: number;
  status: number;
  retentionAmount: number;
  contractAmount: number;
  /** Days of credit after a statement's month. */
  accountPeriod: number;
  /** Days from signDate to endDate, both counted. */
  contractLife: number;
  signDate: string;
  endDate: string;
  creditAmount: number;
  terms: string;
  /** SHA-256 (hex) of the document as sent, frozen; null before it is sent. */
  documentHash: string | null;
  sentDate: string | null;
  signedDate: string | null;
  signerName: string | null;
  refuseReason: string | null;
  actions: BuyerContractAction[];
}

/** A row of the credit ledger as the buyer reads it (amounts in yuan, signed). */
export interface CreditEntry {
  id: number;
  /** opening | grant | expire | use | cancel | refund | repay | settle; labels `creditKind.*`. */
  kind: string;
  /**
   * What caused it, as a person reads it: a contract, order or after-sale number, or for a
   * remittance (repay) and a settled difference (settle) the statement's number.
   */
  reference: string;
  /** The statement a repay or settle row belongs to, for the main account to open; else null. */
  statementId: number | null;
  limitChange: number;
  usedChange: number;
  /** Available credit after this row; null where the ledger is read without the company's other rows. */
  availableAfter: number | null;
  createDate: string;
}

/**
 * rest/customer/credit: the company's credit now and its ledger, newest first. An account that
 * sees only its own orders (a purchaser) reads only its own orders' rows (`ownOrdersOnly`),
 * without the running balance, which would tell what the others' orders took.
 */
export interface CreditSummary {
  creditLimit: number;
  usedQuota: number;
  quota: number;
  /** What is used beyond the limit (a new contract lowered it below what was in use), else 0: quota is then 0. */
  overLimit: number;
  ownOrdersOnly: boolean;
  entries: { list: CreditEntry[]; total: number };
}

/** The buyer's contract list (rest/contract/page): the search box searches number and name. */
export function contractListQuery() {
  return z.object({
    q: z.preprocess((value) => (typeof value === 'string' ? value.trim().slice(0, 40) : ''), z.string()).catch(''),
    status: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : Number(value)),
      z
        .number()
        .refine((value) => CONTRACT_SENT.includes(value))
        .optional()
        .catch(undefined),
    ),
    page: wholeOr(1, 1, 100_000),
    limit: wholeOr(TABLE_PAGE_SIZES[0], 1, MAX_PAGE_SIZE),
  });
}
export type ContractListQuery = z.infer<ReturnType<typeof contractListQuery>>;

/** Days from one calendar day to another, both counted (2026-01-01 to 2026-12-31 is 365). */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const MAX_TEXT = 100;
const MAX_TERMS = 2000;
const MAX_PERIOD_DAYS = 180;

/**
 * Staff draft a contract for a company: the persons in charge of both parties, type,
 * amounts, the credit it grants, the credit period and its dates. Party names are the company's
 * and the shop's own; the number is given by the backend.
 */
export function contractDraftSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  const text = (field: MessageKey) =>
    f.requiredText(field).refine((value) => rule.hasMaxLength(value, MAX_TEXT), {
      error: f.say('maxLength', { field, max: MAX_TEXT }),
    });
  const date = (field: MessageKey) =>
    f.requiredText(field).refine(rule.isCalendarDate, { error: f.say('dateInvalid', { field }) });
  return z
    .object({
      companyId: recordId(f.say('required', { field: 'contract.company' })),
      contractName: text('contract.contractName'),
      mainCharge: f.chineseName('contract.mainCharge'),
      subCharge: f.chineseName('contract.subCharge'),
      contractType: codedChoice(CONTRACT_TYPES, f.say('required', { field: 'contract.contractType' })),
      contractAmount: yuanField(locale, 'contract.contractAmount', { required: false }),
      retentionAmount: yuanField(locale, 'contract.retentionAmount', { required: false }),
      creditAmount: yuanField(locale, 'contract.creditAmount'),
      accountPeriod: z.coerce
        .number({ error: f.say('required', { field: 'contract.accountPeriod' }) })
        .int({ error: f.say('contractPeriodRange', { max: MAX_PERIOD_DAYS }) })
        .min(1, { error: f.say('contractPeriodRange', { max: MAX_PERIOD_DAYS }) })
        .max(MAX_PERIOD_DAYS, { error: f.say('contractPeriodRange', { max: MAX_PERIOD_DAYS }) }),
      signDate: date('contract.signDate'),
      endDate: date('contract.endDate'),
      terms: z
        .string()
        .trim()
        .max(MAX_TERMS, { error: f.say('maxLength', { field: 'contract.terms', max: MAX_TERMS }) })
        .optional()
        .transform((value) => value ?? ''),
    })
    .refine((form) => form.endDate > form.signDate, {
      error: f.say('contractEndBeforeSign'),
      path: ['endDate'],
    })
    .refine((form) => form.retentionAmount <= form.contractAmount || form.contractAmount === 0, {
      error: f.say('contractRetentionTooHigh'),
      path: ['retentionAmount'],
    });
}
export type ContractDraftForm = z.infer<ReturnType<typeof contractDraftSchema>>;

/** Signing: the buyer read the document and agrees, and types the code sent to the main mobile. */
export function contractSignSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({ agree: f.ticked('contractAgreeMissing'), code: f.smsCode() });
}
export type ContractSignForm = z.infer<ReturnType<typeof contractSignSchema>>;

/** Refusing needs a reason, which staff read before they revise the contract. */
export function contractRefuseSchema(locale: Locale = DEFAULT_LOCALE) {
  const f = fields(locale);
  return z.object({
    reason: f
      .requiredText('contract.refuseReason', 'required', 'multi')
      .refine((text) => rule.hasMaxLength(text, 200), {
        error: f.say('maxLength', { field: 'contract.refuseReason', max: 200 }),
      }),
  });
}
export type ContractRefuseForm = z.infer<ReturnType<typeof contractRefuseSchema>>;
