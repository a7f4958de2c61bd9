import type { Caller } from '../../caller.ts';
import type { Db } from '../../db/types.ts';

/** A setting as the protocols need it, with its account. */
export interface PunchoutSetting {
  companyId: number;
  enabled: boolean;
  identity: string;
  accountId: number;
  consigneeId: number | null;
  payTypeId: number;
}

/** Who an OrderRequest's order is for: the configured account, as a caller of its own. */
export async function accountCaller(db: Db, accountId: number): Promise<Caller> {
  const account = await db
    .selectFrom('account')
    .select(['id', 'company_id', 'account_type', 'username'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    accountId: account.id,
    companyId: account.company_id,
    accountType: account.account_type,
    username: account.username,
    sessionId: 0,
  };
}
