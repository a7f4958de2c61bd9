import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * Whether a company answers a clerk's search: its name, or the username or mobile of any of its
 * live accounts, holds `q` — a sub-account's username finds its company too. Companies often
 * share a name (a group's branches, or a name typed twice), so the account is how a clerk
 * tells them apart.
 */
export function companyMatches(eb: ExpressionBuilder<Database, 'company'>, q: string) {
  const like = `%${q}%`;
  return eb.or([
    eb('company.name', 'like', like),
    eb.exists(
      eb
        .selectFrom('account as any_account')
        .select('any_account.id')
        .whereRef('any_account.company_id', '=', 'company.id')
        .where('any_account.deleted_at', 'is', null)
        .where((inner) =>
          inner.or([inner('any_account.username', 'like', like), inner('any_account.mobile', 'like', like)]),
        ),
    ),
  ]);
}
