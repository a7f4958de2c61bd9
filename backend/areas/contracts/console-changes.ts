import type { StaffContractAction } from '../../../common/areas/contracts/transitions.ts';
import { moneyToText } from '../../../common/money.ts';
import { shanghaiDate, shanghaiMonth } from '../../../common/time.ts';
import { contractPdf, sha256 } from '../../documents/contract-pdf.ts';
import { refused } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';
import { needsApproval, shapedBy } from './console-approval.ts';
import type { ConsoleContractRow } from './console-detail.ts';
import type { ContractColumns } from './contract-transition.ts';
import { documentPath } from './contract-rows.ts';
import { assertNotEnded } from './signing.ts';

/**
 * What approve · send · recall · revise · preserve change besides the state, or why not. Sending
 * draws the PDF, stores it and freezes its hash; preserving checks the signed file against its own.
 */
export function contractActChanges({
  db,
  clock,
  files,
  creditApprovalAbove,
}: Pick<Deps, 'db' | 'clock' | 'files' | 'creditApprovalAbove'>) {
  return async (
    actor: StaffActor,
    current: ConsoleContractRow,
    action: Exclude<StaffContractAction, 'edit'>,
    now: number,
  ): Promise<ContractColumns> => {
    if (action === 'approve') {
      if (!needsApproval(current, creditApprovalAbove) || current.approved_by !== null)
        throw refused('contractApprovalNotNeeded');
      if (await shapedBy(db, current, actor)) throw refused('contractApproverSame');
      return { approved_by: actor.staffId, approved_at: now };
    }
    if (action === 'send') {
      if (needsApproval(current, creditApprovalAbove) && current.approved_by === null)
        throw refused('contractNeedsApproval', { amount: moneyToText(creditApprovalAbove, 2) });
      assertNotEnded(current, shanghaiDate(clock.now()));
      const bytes = await contractPdf(current, new Date(now));
      const hash = sha256(bytes);
      const path = documentPath(shanghaiMonth(now), current.id, 'sent', hash);
      await files.put(path, bytes);
      return { document_path: path, document_sha256: hash, sent_at: now, reminded_days: null };
    }
    if (action === 'recall' || action === 'revise')
      return { document_path: null, document_sha256: null, sent_at: null, signing_at: null };
    if (action === 'preserve') {
      const signed = current.signed_path ? await files.open(current.signed_path) : undefined;
      if (!signed || sha256(signed) !== current.signed_sha256) throw refused('contractHashMismatch');
      return { preserved_at: now };
    }
    return {};
  };
}
