import { Code } from '../../../common/envelope.ts';
import { CompanyStatus } from '../../../common/areas/account/transitions.ts';
import { SESSION_DAYS } from '../../../common/constants.ts';
import type { Caller } from '../../caller.ts';
import { newToken, tokenHash } from '../../tokens.ts';
import { AppError } from '../../errors.ts';
import type { Deps } from '../../services/deps.ts';
import { endSessions } from './session-end.ts';

const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** Sliding expiry is pushed forward at most once an hour, so reads do not write on every request. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

/** Backend tokens: 32 random bytes, stored only as their SHA-256 (DESIGN.md). */
export function sessionService({ db, clock }: Deps) {
  return {
    /** A new token for every login (DESIGN.md decision 9). */
    async start(accountId: number): Promise<string> {
      const token = newToken();
      const now = clock.now();
      await db
        .insertInto('session')
        .values({ account_id: accountId, token_hash: tokenHash(token), created_at: now, expires_at: now + SESSION_MS })
        .execute();
      return token;
    },

    /** The caller behind a token, or 10020 (missing, unknown, revoked) / 10021 (expired). */
    async resolve(token: string | undefined): Promise<Caller> {
      if (!token) throw new AppError(Code.tokenInvalid, 'tokenMissing');
      const row = await db
        .selectFrom('session')
        .innerJoin('account', 'account.id', 'session.account_id')
        .innerJoin('company', 'company.id', 'account.company_id')
        .select([
          'session.id as sessionId',
          'session.expires_at',
          'session.revoked_at',
          'account.id as accountId',
          'account.company_id as companyId',
          'account.account_type as accountType',
          'account.username',
        ])
        .where('session.token_hash', '=', tokenHash(token))
        // Deleting a sub-account revokes its sessions; this makes sure no token of it ever counts again.
        .where('account.deleted_at', 'is', null)
        // A block revokes the company's sessions; a login racing the block must not outlive it either.
        .where('company.status', '=', CompanyStatus.approved)
        .executeTakeFirst();
      if (!row || row.revoked_at !== null) throw new AppError(Code.tokenInvalid, 'tokenInvalid');
      const now = clock.now();
      if (row.expires_at <= now) throw new AppError(Code.tokenExpired, 'tokenExpired');
      if (row.expires_at - now < SESSION_MS - SLIDE_AFTER_MS) {
        await db
          .updateTable('session')
          .set({ expires_at: now + SESSION_MS })
          .where('id', '=', row.sessionId)
          .execute();
      }
      return {
        sessionId: row.sessionId,
        accountId: row.accountId,
        companyId: row.companyId,
        accountType: row.accountType,
        username: row.username,
      };
    },

    revoke: (sessionId: number): Promise<void> => endSessions(db, { sessionId }, clock.now()),
  };
}

export type SessionService = ReturnType<typeof sessionService>;
