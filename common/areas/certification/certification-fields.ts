import type { MessageKey } from '../../messages.ts';
import type { CertificationDoctype as Doctype } from '../files/index.ts';

/**
 * Company certification's terms (SPEC §3, §4, §5): the two forms' fields, steps and records,
 * without their rules, so a screen that only lays the form out ships no schema library
 * (the rules are in certification.ts).
 */

export const CERTIFICATION_KINDS = ['full', 'simple'] as const;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];

/** SPEC §4: validity type 1 fixed term (start and end), 2 long term (start only). */
export const EffectDateType = { fixed: '1', longTerm: '2' } as const;

/** The three steps' fields, in the order each step shows them (the first failing one is reported). */
export const CERTIFICATION_STEPS = [
  ['name', 'code', 'abbrname', 'linkman', 'mobile', 'phone', 'email', 'province', 'city', 'county', 'address'],
  [
    'socialCreditCode',
    'corporation',
    'idCardNumber',
    'idCardValidTimeStart',
    'idCardValidTimeEnd',
    'idCardLongTerm',
    'egisteredCapital',
    'establishmentDate',
    'effectDateType',
    'businessTimeStart',
    'businessTimeEnd',
    'openName',
    'openBank',
    'openAccount',
    'taxpayerZg',
    'organizationRegImg',
    'openLicense',
    'taxpayerImg',
  ],
  ['idCardCopy', 'idCardNational'],
] as const;
export const CERTIFICATION_STEP_COUNT = CERTIFICATION_STEPS.length;

export const SIMPLE_FIELDS = [
  'emailOrMobile',
  'name',
  'organizationRegNo',
  'organizationRegImg',
  'legalName',
  'legalIdentityCard',
] as const;

/** Every field a staff member may point at when failing a record. */
export const CERTIFICATION_FIELDS = [...new Set([...CERTIFICATION_STEPS.flat(), ...SIMPLE_FIELDS])].filter(
  (field) => field !== 'city' && field !== 'county' && field !== 'idCardLongTerm',
) as CertificationField[];
export type CertificationField =
  (typeof CERTIFICATION_STEPS)[number][number] | (typeof SIMPLE_FIELDS)[number] | 'region';

/** The image fields of each form, which are also the uploads' doctypes. */
export const CERTIFICATION_IMAGES = {
  full: ['organizationRegImg', 'openLicense', 'taxpayerImg', 'idCardCopy', 'idCardNational'],
  simple: ['organizationRegImg'],
} as const satisfies Record<CertificationKind, readonly Doctype[]>;

/** A field's label as a message key (`certification.<field>`). */
export const certificationFieldLabel = (field: string) =>
  `certification.${field === 'province' ? 'region' : field}` as MessageKey;

/** A record as its company reads it, with SPEC §3's names. */
export interface CertificationRecord {
  id: number;
  kind: CertificationKind;
  certStatus: number;
  formId: string;
  /** The highest wizard step saved so far (-1 before the first). */
  savedStep: number;
  applyDate: string | null;
  certCheckDate: string | null;
  name: string;
  code: string;
  abbrname: string;
  linkman: string;
  mobile: string;
  phone: string;
  email: string;
  province: number | null;
  city: number | null;
  county: number | null;
  areaName: string;
  address: string;
  socialCreditCode: string;
  corporation: string;
  idCardNumber: string;
  idCardValidTimeStart: string;
  idCardValidTimeEnd: string;
  idCardLongTerm: boolean;
  egisteredCapital: string;
  establishmentDate: string;
  effectDateType: string;
  businessTimeStart: string;
  businessTimeEnd: string;
  openName: string;
  openBank: string;
  openAccount: string;
  taxpayerZg: string;
  organizationRegImg: string;
  openLicense: string;
  taxpayerImg: string;
  idCardCopy: string;
  idCardNational: string;
  emailOrMobile: string;
  organizationRegNo: string;
  legalName: string;
  legalIdentityCard: string;
  /** Why staff rejected it, or their note on a failure. */
  reason: string | null;
  /** What staff found wrong with each field, when they failed it. */
  fieldReasons: Record<string, string>;
  /** The company's name as registered: a certified name that differs needs the staff's acceptance. */
  registeredName: string;
  actions: string[];
}

/** A row of the certification list (SPEC §3: id, name, email, certStatus, applyDate, certCheckDate). */
export interface CertificationListItem {
  id: number;
  kind: CertificationKind;
  name: string;
  email: string;
  certStatus: number;
  applyDate: string | null;
  certCheckDate: string | null;
  actions: string[];
}
