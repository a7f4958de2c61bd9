import type { TestBackend } from './harness.ts';

/** The id of the company a seeded account belongs to, read straight from the database. */
export async function companyOf(t: Pick<TestBackend, 'db'>, username: string): Promise<number> {
  const row = await t.db
    .selectFrom('account')
    .select('company_id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.company_id;
}
