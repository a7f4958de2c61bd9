import type { Kysely } from 'kysely';
import { hashPassword } from '../../password.ts';
import type { Database } from '../types.ts';
import { SEED_EPOCH } from './random.ts';

/** One demo staff account per role (DESIGN.md decision 15), all with the password Staff12345. */
const DEMO_STAFF = [
  { username: 'staff_admin', name: '管理员', mobile: '13900000001', role: 'admin' },
  { username: 'staff_service', name: '客服小王', mobile: '13900000002', role: 'service' },
  { username: 'staff_finance', name: '财务小李', mobile: '13900000003', role: 'finance' },
  { username: 'staff_warehouse', name: '仓库小张', mobile: '13900000004', role: 'warehouse' },
  { username: 'staff_viewer', name: '观察员小赵', mobile: '13900000005', role: 'viewer' },
] as const;

export const DEMO_STAFF_PASSWORD = 'Staff12345';

export async function seedStaff(db: Kysely<Database>): Promise<void> {
  const hash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const member of DEMO_STAFF) {
    const { id } = await db
      .insertInto('staff')
      .values({
        username: member.username,
        name: member.name,
        mobile: member.mobile,
        password_hash: hash,
        created_at: SEED_EPOCH,
        updated_at: SEED_EPOCH,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('staff_role').values({ staff_id: id, role: member.role }).execute();
  }
}

/**
 * A demo database seeded before the staff console existed gets the demo staff too, so
 * `npm start` on an old data folder opens the console. A real shop's database (no demo
 * company) is left alone: its first admin comes from `npm run staff -- create-staff`.
 */
export async function seedStaffIntoOldDemo(db: Kysely<Database>): Promise<void> {
  const anyStaff = await db.selectFrom('staff').select('id').limit(1).executeTakeFirst();
  if (anyStaff) return;
  const demo = await db.selectFrom('account').select('id').where('username', '=', 'demo').executeTakeFirst();
  if (!demo) return;
  await db.transaction().execute((trx) => seedStaff(trx));
}
