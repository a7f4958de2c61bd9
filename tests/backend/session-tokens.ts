import type { Kysely } from 'kysely';
import type { Clock } from '../../backend/adapters/clock.ts';
import type { Database } from '../../backend/db/types.ts';
import { tokenHash } from '../../backend/tokens.ts';
import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from '../../common/areas/staff/staff.ts';
import { CompanyStatus } from '../../common/areas/account/transitions.ts';

/** The seeded buyers' passwords where they are not the demo one. */
const BUYER_PASSWORDS: Record<string, string> = { other: 'Other12345' };
const DEMO_PASSWORD = 'Demo12345';
const STAFF_PASSWORD = 'Staff12345';

/**
 * Buyers' and staff members' tokens for one test backend, each logged in once and reused while
 * its session lasts: a file's tests need a caller, not a login each, and a token a test ended
 * (a block, a password change, the clock moved past the session's end) is replaced by a fresh
 * login instead of failing the next test. Whether a session still counts is read from its row,
 * not by calling the backend, so asking for a token never touches a session. Tests about
 * logging in or sessions log in themselves (t.login, t.staffLogin).
 */
export function sessionTokens(
  db: Kysely<Database>,
  clock: Clock,
  login: (username: string, password: string) => Promise<string>,
  staffLogin: (username: string, password: string) => Promise<string>,
) {
  // Each holds the login under way or done, so callers asking at once (a test's parallel requests)
  // share one login instead of tripping the attempt limits with many.
  const buyers = new Map<string, Promise<string>>();
  const staff = new Map<string, Promise<string>>();
  /** A password a test gave once (an account it opened), for logging that account in again. */
  const passwords = new Map<string, string>();

  async function buyerAlive(token: string): Promise<boolean> {
    const row = await db
      .selectFrom('session')
      .innerJoin('account', 'account.id', 'session.account_id')
      .innerJoin('company', 'company.id', 'account.company_id')
      .select(['session.expires_at', 'session.revoked_at', 'account.deleted_at', 'company.status'])
      .where('session.token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    return (
      row !== undefined &&
      row.revoked_at === null &&
      row.deleted_at === null &&
      row.status === CompanyStatus.approved &&
      row.expires_at > clock.now()
    );
  }

  async function staffAlive(token: string): Promise<boolean> {
    const row = await db
      .selectFrom('staff_session')
      .innerJoin('staff', 'staff.id', 'staff_session.staff_id')
      .select(['staff_session.created_at', 'staff_session.last_seen_at', 'staff_session.revoked_at', 'staff.active'])
      .where('staff_session.token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    const now = clock.now();
    return (
      row !== undefined &&
      row.revoked_at === null &&
      row.active === 1 &&
      now - row.last_seen_at <= STAFF_IDLE_MINUTES * 60_000 &&
      now - row.created_at <= STAFF_SESSION_HOURS * 3_600_000
    );
  }

  /** The cached token while its session lasts, else a new login shared by everyone asking meanwhile. */
  async function reuse(
    cache: Map<string, Promise<string>>,
    key: string,
    alive: (token: string) => Promise<boolean>,
    logIn: () => Promise<string>,
  ): Promise<string> {
    const cached = cache.get(key);
    if (cached !== undefined) {
      const token = await cached.catch(() => undefined);
      if (token !== undefined && (await alive(token))) return token;
      // Someone else may have started a new login while this one was checking.
      if (cache.get(key) !== cached) return reuse(cache, key, alive, logIn);
    }
    const login = logIn();
    cache.set(key, login);
    return login;
  }

  return {
    /** A buyer's token by username (the seeded password unless given once). */
    async buyerToken(username: string, password?: string): Promise<string> {
      if (password !== undefined) passwords.set(username, password);
      return reuse(buyers, username, buyerAlive, () =>
        login(username, passwords.get(username) ?? BUYER_PASSWORDS[username] ?? DEMO_PASSWORD),
      );
    },

    /**
     * A staff member's token by role: the member `staff_<role>` (one a test opened, such as
     * 'finance2', with its password given once).
     */
    async staffToken(role: string, password?: string): Promise<string> {
      const username = `staff_${role}`;
      if (password !== undefined) passwords.set(username, password);
      return reuse(staff, role, staffAlive, () => staffLogin(username, passwords.get(username) ?? STAFF_PASSWORD));
    },
  };
}
