import { CheckStatus } from '../../../common/areas/orders/transitions.ts';
import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';

/**
 * The purchases a caller may see (DESIGN.md decision 2): a purchaser its own,
 * drafts included; approvers and the main account every submitted purchase of
 * the company, never another purchaser's unsubmitted draft.
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
  }
  return query;
}
