import { isCreditCode, isIdCard } from '../../rules.ts';
import type { CertificationRecord } from './certification-fields.ts';

/** The automatic checks the console shows beside a record: each passed or failed. */
export const CERTIFICATION_CHECKS = [
  'creditCode',
  'idCard',
  'idCardValid',
  'nameMatches',
  'creditCodeUnique',
  'idCardUnique',
] as const;
export type CertificationCheck = (typeof CERTIFICATION_CHECKS)[number];

/** Another company, named so the vetting staff can open it. */
export interface CheckedCompany {
  id: number;
  name: string;
}

/** One check's outcome; a failed uniqueness check names the company that holds the value. */
export interface CertificationCheckResult {
  check: CertificationCheck;
  passed: boolean;
  company?: CheckedCompany;
}

/** The credit code and the legal representative's ID number a record states, by its form. */
export function certificationIdentity(
  record: Pick<
    CertificationRecord,
    'kind' | 'socialCreditCode' | 'organizationRegNo' | 'idCardNumber' | 'legalIdentityCard'
  >,
): { creditCode: string; idCard: string } {
  const simple = record.kind === 'simple';
  return {
    creditCode: (simple ? record.organizationRegNo : record.socialCreditCode).trim().toUpperCase(),
    idCard: (simple ? record.legalIdentityCard : record.idCardNumber).trim().toUpperCase(),
  };
}

/**
 * One company is certified once: a credit code, or a legal representative's ID number, that
 * another company's passed certification already states fails, naming that company (two
 * companies must not be certified on one licence or one person's ID without the vetting staff seeing
 * it). Which companies those are is the backend's to find.
 */
export function uniquenessChecks(found: {
  creditCode: CheckedCompany | null;
  idCard: CheckedCompany | null;
}): CertificationCheckResult[] {
  const check = (name: CertificationCheck, company: CheckedCompany | null): CertificationCheckResult =>
    company ? { check: name, passed: false, company } : { check: name, passed: true };
  return [check('creditCodeUnique', found.creditCode), check('idCardUnique', found.idCard)];
}

/**
 * What the vetting staff should not have to work out by hand: the credit code's check
 * character (GB 32100-2015), the ID card's check digit (GB 11643), whether the ID card is still
 * valid today, and whether the certified name is the registered one (a change needs the
 * vetting staff's acceptance, which approving gives). The simple form has no ID validity.
 */
export function certificationChecks(
  record: Pick<
    CertificationRecord,
    | 'kind'
    | 'name'
    | 'registeredName'
    | 'socialCreditCode'
    | 'organizationRegNo'
    | 'idCardNumber'
    | 'legalIdentityCard'
    | 'idCardValidTimeEnd'
    | 'idCardLongTerm'
  >,
  today: string,
): { check: CertificationCheck; passed: boolean }[] {
  const simple = record.kind === 'simple';
  const creditCode = simple ? record.organizationRegNo : record.socialCreditCode;
  const checks: { check: CertificationCheck; passed: boolean }[] = [
    // The simple form also takes the old 15-digit registration number, which has no check character.
    { check: 'creditCode', passed: isCreditCode(creditCode) || (simple && /^\d{15}$/.test(creditCode)) },
    { check: 'idCard', passed: isIdCard(simple ? record.legalIdentityCard : record.idCardNumber) },
  ];
  if (!simple) {
    checks.push({
      check: 'idCardValid',
      passed: record.idCardLongTerm || (record.idCardValidTimeEnd !== '' && record.idCardValidTimeEnd >= today),
    });
  }
  checks.push({ check: 'nameMatches', passed: record.name.trim() === record.registeredName.trim() });
  return checks;
}
