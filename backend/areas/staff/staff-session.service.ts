import { Code } from '../../../common/envelope.ts';
import { isStaffRole } from '../../../common/areas/staff/permissions.ts';
import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from '../../../common/areas/staff/staff.ts';
import { newToken, tokenHash } from '../../tokens.ts';
import { AppError, refused } from '../../errors.ts';
import { DUMMY_HASH, verifyPassword } from '../../password.ts';
import type { Deps } from '../../services/deps.ts';
import type { StaffActor } from '../../services/staff-actor.ts';

const IDLE_MS = STAFF_IDLE_MINUTES * 60 * 1000;
const ABSOLUTE_MS = STAFF_SESSION_HOURS * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute, so reading pages does not write on every request. */
const TOUCH_AFTER_MS = 60 * 1000;

/**
 * Staff sessions, apart from the buyers' (docs/decisions/0011): their own table, a 30-minute
 * idle and a 12-hour absolute timeout, and the buyers' attempt limits on login. A buyer's
 * token is unknown here, and a staff token is unknown to the buyers' calls.
 */
export function staffSessionService({ db, clock, attempts }: Deps) {
  return {
    async login(form: { username: string; password: string }, address: string): Promise<{ token: string }> {
      return attempts.login('password', `staff:${form.username}`, address, async () => {
        const staff = await db
          .selectFrom('staff')
          .select(['id', 'password_hash', 'active'])
          .where('username', '=', form.username)
          .executeTakeFirst();
        // The same answer for an unknown username and a wrong password, at the same cost.
        const matches = await verifyPassword(form.password, staff?.password_hash ?? DUMMY_HASH);
        if (!staff || !matches) throw refused('staffLoginFailed');
        if (staff.active !== 1) throw refused('staffInactive');
        const token = newToken();
        const now = clock.now();
        await db
          .insertInto('staff_session')
          .values({ staff_id: staff.id, token_hash: tokenHash(token), created_at: now, last_seen_at: now })
          .execute();
        return { token };
      });
    },

    /** The staff member behind a token, or 10020 (unknown, revoked, deactivated) / 10021 (idle or too old). */
    async resolve(token: string | undefined): Promise<StaffActor> {
      if (!token) throw new AppError(Code.tokenInvalid, 'tokenMissing');
      const row = await db
        .selectFrom('staff_session')
        .innerJoin('staff', 'staff.id', 'staff_session.staff_id')
        .select([
          'staff_session.id as sessionId',
          'staff_session.created_at',
          'staff_session.last_seen_at',
          'staff_session.revoked_at',
          'staff.id as staffId',
          'staff.username',
          'staff.active',
        ])
        .where('staff_session.token_hash', '=', tokenHash(token))
        .executeTakeFirst();
      if (!row || row.revoked_at !== null || row.active !== 1) throw new AppError(Code.tokenInvalid, 'tokenInvalid');
      const now = clock.now();
      if (now - row.last_seen_at > IDLE_MS || now - row.created_at > ABSOLUTE_MS) {
        throw new AppError(Code.tokenExpired, 'tokenExpired');
      }
      if (now - row.last_seen_at > TOUCH_AFTER_MS) {
        await db.updateTable('staff_session').set({ last_seen_at: now }).where('id', '=', row.sessionId).execute();
      }
      const roles = await db.selectFrom('staff_role').select('role').where('staff_id', '=', row.staffId).execute();
      return {
        staffId: row.staffId,
        name: row.username,
        roles: roles.map((r) => r.role).filter(isStaffRole),
        sessionId: row.sessionId,
      };
    },

    async logout(actor: StaffActor): Promise<void> {
      if (actor.sessionId === null) return;
      await db
        .updateTable('staff_session')
        .set({ revoked_at: clock.now() })
        .where('id', '=', actor.sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
