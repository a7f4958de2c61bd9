import { CustomerAccountType } from '../../../common/areas/account/account-type.ts';
import { Code } from '../../../common/envelope.ts';
import type { Caller } from '../../caller.ts';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/types.ts';
import { AppError, notFound } from '../../errors.ts';

/** The main account and approvers change any list of the company; a purchaser only its own. */
export const editsAnyList = (caller: Caller) => caller.accountType !== CustomerAccountType.purchaser;

export const mayEdit = (caller: Caller, list: { account_id: number }) =>
  editsAnyList(caller) || list.account_id === caller.accountId;

/**
 * Why a change touched no list: another company's or a deleted list is not found (never
 * 'forbidden', which would say it exists); a colleague's list a purchaser may only read is refused.
 */
export async function whyUntouched(db: Db | Transaction<Database>, caller: Caller, listId: number): Promise<AppError> {
  // Every account of the company reads its lists.
  const list = await db
    .selectFrom('purchase_list')
    .select('id')
    .where('id', '=', listId)
    .where('company_id', '=', caller.companyId)
    .executeTakeFirst();
  return list ? new AppError(Code.roleNotAllowed, 'purchaseListNotYours') : notFound();
}
