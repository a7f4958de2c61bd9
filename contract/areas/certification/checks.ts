import { isCreditCode, isIdCard } from '../../rules.ts';
import type { CertRecord } from './certification.ts';

/** The automatic checks the console shows beside a record: each passed or failed. */
export const CERT_CHECKS = ['creditCode', 'idCard', 'idCardValid', 'nameMatches'] as const;
export type CertCheck = (typeof CERT_CHECKS)[number];

/**
 * What a reviewer should not have to work out by hand (issue 14): the credit code's check
 * character (GB 32100-2015), the ID card's check digit (GB 11643), whether the ID card is still
 * valid today, and whether the certified name is the registered one (a change needs the
 * reviewer's acceptance, which approving gives). The simple form has no ID validity.
 */
export function certChecks(
  record: Pick<
    CertRecord,
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
): { check: CertCheck; passed: boolean }[] {
  const simple = record.kind === 'simple';
  const creditCode = simple ? record.organizationRegNo : record.socialCreditCode;
  const checks: { check: CertCheck; passed: boolean }[] = [
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
