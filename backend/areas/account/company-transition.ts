import type { Transaction, Updateable } from 'kysely';
import { companyNextState, type CompanyAction } from '../../../common/areas/account/transitions.ts';
import { Code } from '../../../common/envelope.ts';
import type { CompanyTable } from '../../db/tables/account.ts';
import type { Database } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../services/audit.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { endSessions } from './session-end.ts';

/** A company as its mover read it: what the step is conditional on, and how the audit trail names it. */
export interface CompanyRead {
  id: number;
  status: string;
  name: string;
}

/** What each step writes beside the state: when the company was vetted, blocked or unblocked. */
const STAMPS: Record<CompanyAction, (now: number) => Updateable<CompanyTable>> = {
  approve: (now) => ({ vetted_at: now }),
  refuse: (now) => ({ vetted_at: now }),
  block: (now) => ({ blocked_at: now }),
  unblock: () => ({ blocked_at: null }),
};

/**
 * The one writer of a company's state (common/areas/account/transitions.ts), whoever acts: a staff
 * member in the console or the command line. Refuses (10060, with `read` as its data) an action the
 * state read does not allow; else moves the state by one update conditional on that state, so of two
 * hands at once the second finds nothing to move and gets false. A block ends every session of the
 * company's accounts; the audit row is written in the same transaction.
 */
export async function moveCompany(
  trx: Transaction<Database>,
  read: CompanyRead,
  action: CompanyAction,
  actor: StaffActor,
  { reason = null, now }: { reason?: string | null; now: number },
): Promise<boolean> {
  const next = companyNextState(read.status, action);
  if (next === undefined) throw new AppError(Code.conflict, 'actionNotAllowed', {}, read);
  const moved = await trx
    .updateTable('company')
    .set({ status: next, ...STAMPS[action](now) })
    .where('id', '=', read.id)
    .where('status', '=', read.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  if (action === 'block') await endSessions(trx, { companyId: read.id }, now);
  await audit(
    trx,
    actor,
    {
      action: `company.${action}`,
      entity: 'company',
      entityId: read.id,
      label: read.name,
      before: { status: read.status },
      after: { status: next },
      reason,
    },
    now,
  );
  return true;
}
