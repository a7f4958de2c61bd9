import type { Transaction, Updateable } from 'kysely';
import { certificationNextState, type CertificationAction } from '../../../common/areas/certification/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import type { Caller } from '../../caller.ts';
import type { CertificationTable } from '../../db/tables/certification.ts';
import type { Database } from '../../db/types.ts';
import { AppError, refused } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { certifyCompany } from '../account/index.ts';
import type { CertificationRow } from './record.ts';

/** A certification as its mover read it: what the step is conditional on, and how it is named. */
export type CertificationRead = Pick<
  CertificationRow,
  'id' | 'company_id' | 'name' | 'cert_status' | 'fields_json' | 'claimed_by'
> & {
  /** The company's name as registered: the audit trail names the record by it. */
  registered_name: string;
  /** Who claimed it, by name, for a staff member refused because it is another's. */
  claimant?: string | null;
};

/**
 * Who moves it: the company (its main account saves, applies, or deletes one of the record's
 * files) or a staff member (the console or the command line), whose steps are audited.
 */
export type CertificationActor = { company: Caller } | { staff: StaffActor };

/** The record's own fields a step writes beside its state (a save's). */
export type CertificationFieldChanges = Pick<
  Updateable<CertificationTable>,
  'kind' | 'saved_step' | 'name' | 'fields_json'
>;

export interface CertificationStep {
  /** A save's fields, or a deleted file's field blanked. */
  set?: CertificationFieldChanges;
  /** A staff outcome's reason: the reject's, or the fail's per-field reasons in one text. */
  reason?: string | null;
  /** A fail's reason per field. */
  fieldReasons?: Record<string, string>;
  now: number;
}

/** What each step writes beside the state: the application, the claim, the outcome. */
const STAMPS: Record<
  CertificationAction,
  (step: CertificationStep, staffId: number | null) => Updateable<CertificationTable>
> = {
  edit: () => ({}),
  // A new application starts a new vetting: no claim, no reasons of the last one.
  apply: ({ now }) => ({ applied_at: now, claimed_by: null, claimed_at: null, reason: null, field_reasons_json: null }),
  claim: ({ now }, staffId) => ({ claimed_by: staffId, claimed_at: now }),
  release: () => ({ claimed_by: null, claimed_at: null }),
  approve: ({ now, reason }) => ({ checked_at: now, reason: reason || null, field_reasons_json: null }),
  fail: ({ now, reason, fieldReasons }) => ({
    checked_at: now,
    reason: reason || null,
    field_reasons_json: JSON.stringify(fieldReasons ?? {}),
  }),
  reject: ({ now, reason }) => ({ checked_at: now, reason: reason || null, field_reasons_json: null }),
};

/** A staff step other than claiming is for whoever claimed the record; an admin may act on any claim. */
function assertClaimant(read: CertificationRead, action: CertificationAction, actor: StaffActor): void {
  if (action !== 'claim' && read.claimed_by !== actor.staffId && !actor.roles.includes('admin'))
    throw new AppError(Code.conflict, 'certificationClaimedByOther', { staff: read.claimant ?? '' });
}

/**
 * The one writer of a certification's state (common/areas/certification/transitions.ts), whoever
 * acts. Refuses what the state read does not allow: the company 10000 (not editable), a staff
 * member 10060 (the console answers it with the record). Then ONE update conditional on the state,
 * the fields and the claim as read, so a save, an application, a file deleted or a staff step that
 * came between makes it miss: false, and the caller reads again or answers 10060. Approving marks
 * the company certified under the certified name; a staff step writes its audit row; all in the
 * caller's transaction.
 */
export async function moveCertification(
  trx: Transaction<Database>,
  read: CertificationRead,
  action: CertificationAction,
  by: CertificationActor,
  step: CertificationStep,
): Promise<boolean> {
  const next = certificationNextState(read.cert_status, action);
  const staff = 'staff' in by ? by.staff : null;
  if (next === undefined)
    throw staff ? new AppError(Code.conflict, 'actionNotAllowed') : refused('certificationNotEditable');
  if (staff) assertClaimant(read, action, staff);
  const moved = await trx
    .updateTable('certification')
    .set({ ...step.set, ...STAMPS[action](step, staff?.staffId ?? null), cert_status: next, updated_at: step.now })
    .where('id', '=', read.id)
    // The company moves only its own record.
    .where('company_id', '=', 'company' in by ? by.company.companyId : read.company_id)
    .where('cert_status', '=', read.cert_status)
    .where('fields_json', '=', read.fields_json)
    .where((eb) => (read.claimed_by === null ? eb('claimed_by', 'is', null) : eb('claimed_by', '=', read.claimed_by)))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  // Approving accepts the certified name: the company's becomes it.
  const renamed = action === 'approve' && read.name !== read.registered_name;
  if (action === 'approve') await certifyCompany(trx, read.company_id, { name: read.name, now: step.now });
  if (staff)
    await audit(
      trx,
      staff,
      {
        action: `certification.${action}`,
        entity: 'certification',
        entityId: read.id,
        label: read.registered_name,
        before: { certStatus: read.cert_status, ...(renamed ? { company: read.registered_name } : {}) },
        after: { certStatus: next, ...(renamed ? { company: read.name } : {}) },
        reason: step.reason ?? null,
      },
      step.now,
    );
  return true;
}
