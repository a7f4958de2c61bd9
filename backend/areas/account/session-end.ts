import type { Db } from '../../db/types.ts';

/** Whose sessions end: one session (a logout), one account's, or every account's of a company. */
export type SessionsOf = { sessionId: number } | { accountId: number } | { companyId: number };

/**
 * Ends the live sessions of `whose` (the one writer of `revoked_at`): a logout, a new password, a
 * deleted sub-account, a blocked company. Inside the caller's transaction, so the change that ends
 * them and their end commit together; a session already ended keeps the moment it ended.
 */
export async function endSessions(trx: Db, whose: SessionsOf, now: number): Promise<void> {
  let sessions = trx.updateTable('session').set({ revoked_at: now }).where('revoked_at', 'is', null);
  if ('sessionId' in whose) sessions = sessions.where('id', '=', whose.sessionId);
  else if ('accountId' in whose) sessions = sessions.where('account_id', '=', whose.accountId);
  else
    sessions = sessions.where('account_id', 'in', (eb) =>
      eb.selectFrom('account').select('id').where('company_id', '=', whose.companyId),
    );
  await sessions.execute();
}
