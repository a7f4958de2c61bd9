import { sql, type Kysely } from 'kysely';

/**
 * The glossary keeps "review" for the goods review alone: a purchaser's purchase waits for its
 * company's approval, and a registration is vetted by the shop's staff. The two columns that said
 * "review" for those take the names the code uses; their values do not change. A database seeded
 * before keeps its demo data, so its demo approver takes the name README gives it, unless that
 * name is taken.
 */
export function approvalAndVettingNames() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('purchase').renameColumn('needs_review', 'needs_approval').execute();
      await db.schema.alterTable('company').renameColumn('reviewed_at', 'vetted_at').execute();
      await sql`update account set username = 'demo_approver'
        where username = 'demo_reviewer'
          and not exists (select 1 from account taken where taken.username = 'demo_approver')`.execute(db);
    },
  };
}
