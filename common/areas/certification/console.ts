import { z } from 'zod';
import type { Locale, MessageKey } from '../../messages.ts';
import type { StaffAction } from '../staff/index.ts';
import type { AuditEntry } from '../../console.ts';
import { optionalReasonSchema, reasonSchema, seenField } from '../../console.ts';
import { certificationFailSchema } from './certification.ts';
import type { CertificationRecord } from './certification-fields.ts';
import type { CertificationCheckResult } from './checks.ts';
import type { StaffCertificationAction } from './transitions.ts';

/**
 * The console's steps on a certification: each action's right, whether it needs a
 * reason, and the message that says it was done. The console offers an action only to roles
 * with its right; the backend refuses the rest; both read this table.
 */
export const CERTIFICATION_ACTION_RULES: Record<
  StaffCertificationAction,
  { right: StaffAction; reason: 'none' | 'optional' | 'required' | 'perField'; done: MessageKey }
> = {
  claim: { right: 'vetCertification', reason: 'none', done: 'certificationClaimed' },
  release: { right: 'vetCertification', reason: 'none', done: 'certificationReleased' },
  approve: { right: 'vetCertification', reason: 'optional', done: 'certificationApproved' },
  fail: { right: 'vetCertification', reason: 'perField', done: 'certificationFailedDone' },
  reject: { right: 'vetCertification', reason: 'required', done: 'certificationRejectedDone' },
};

/** A certification as the console's queue lists it. */
export interface ConsoleCertification {
  id: number;
  companyId: number;
  /** The company's registered name. */
  company: string;
  /** The name being certified. */
  name: string;
  kind: string;
  certStatus: number;
  applyDate: string | null;
  /** For one waiting: the end of its 2 working days. */
  deadline: string | null;
  overdue: boolean;
  claimedBy: string | null;
}

export interface ConsoleCertificationDetail extends ConsoleCertification {
  record: CertificationRecord;
  /** The automatic checks: the record's own, then whether another certified company holds its code or ID. */
  checks: CertificationCheckResult[];
  /** The staff member's own claim: only the claimant (or an admin) decides. */
  claimedByMe: boolean;
  actions: StaffCertificationAction[];
  timeline: AuditEntry[];
}

/** Each vetting step's fields as the backend reads them (its reason, as the table above says), with `seen`. */
export const certificationStepSchemas = {
  claim: () => z.object({ seen: seenField }),
  release: () => z.object({ seen: seenField }),
  approve: (locale: Locale) => optionalReasonSchema(locale).extend({ seen: seenField }),
  fail: (locale: Locale) => certificationFailSchema(locale).extend({ seen: seenField }),
  reject: (locale: Locale) => reasonSchema(locale).extend({ seen: seenField }),
} satisfies Record<StaffCertificationAction, (locale: Locale) => z.ZodType>;
