import { CheckStatus } from '../../../common/areas/orders/transitions.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { ApprovalLevel } from '../../../common/areas/approval-rules/index.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';

/**
 * The purchases a caller may see (DESIGN.md decision 2): a purchaser its own,
 * drafts included; the main account every submitted purchase of the company, never another
 * purchaser's unsubmitted draft; an approver the submitted ones an approver may decide (level 1):
 * those only the main account may decide (above the rule's approver limit) are not its business.
 * The list, the detail, the export and the print all read through here.
 */
export function visiblePurchases(db: Db, caller: Caller) {
  let query = db
    .selectFrom('purchase')
    .where('purchase.company_id', '=', caller.companyId)
    .where('purchase.needs_approval', '=', 1);
  if (caller.accountType === CustomerAccountType.purchaser) {
    query = query.where('purchase.account_id', '=', caller.accountId);
  } else {
    query = query.where('purchase.check_status', '!=', CheckStatus.notApplied);
    if (caller.accountType !== CustomerAccountType.main)
      query = query.where('purchase.approval_level', '=', ApprovalLevel.reviewer);
  }
  return query;
}

/** The highest level the caller may decide: the main account both, an approver level 1, a purchaser none. */
export function levelOf(caller: Caller): number {
  if (caller.accountType === CustomerAccountType.main) return ApprovalLevel.mainOnly;
  if (caller.accountType === CustomerAccountType.approver) return ApprovalLevel.reviewer;
  return ApprovalLevel.none;
}

/**
 * Whether the caller may approve or reject this purchase now: it awaits approval, its level is
 * within the caller's, and it is not the caller's own (nobody approves their own purchase). The
 * decision's lock query asks the same in SQL (purchase.service.ts).
 */
export function mayDecide(
  caller: Caller,
  purchase: { account_id: number; check_status: number; approval_level: number },
): boolean {
  return (
    purchase.check_status === CheckStatus.awaitingApproval &&
    purchase.account_id !== caller.accountId &&
    purchase.approval_level >= ApprovalLevel.reviewer &&
    purchase.approval_level <= levelOf(caller)
  );
}
