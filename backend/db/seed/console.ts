import type { Kysely } from 'kysely';
import { hashPassword } from '../../password.ts';
import type { Database } from '../types.ts';
import { DAY_MS, SEED_EPOCH } from './random.ts';

/**
 * Work waiting for the staff console, so a fresh start shows its queues at once: a company
 * registration awaiting vetting (past its 2-working-day promise, so the to-do card shows it
 * late) and a visitor's merchant message to answer.
 */
export async function seedConsoleWork(db: Kysely<Database>): Promise<void> {
  const createdAt = SEED_EPOCH - 3 * DAY_MS;
  const { id } = await db
    .insertInto('company')
    .values({
      name: '待审核演示有限公司',
      linkman: '赵六',
      mobile: '18800000001',
      email: 'pending@example.com',
      status: 'pending',
      created_at: createdAt,
      vetted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('account')
    .values({
      company_id: id,
      username: 'pending_demo',
      password_hash: await hashPassword('Demo12345'),
      account_type: 0,
      linkman: '赵六',
      mobile: '18800000001',
      email: 'pending@example.com',
      created_at: createdAt,
    })
    .execute();
  await db
    .insertInto('merchant_message')
    .values({
      content: '你好，我们需要批量采购M8内六角螺栓约5000个，能否提供阶梯报价？',
      company: '华东精密制造有限公司',
      linkman: '钱经理',
      phone: '13912345678',
      created_at: SEED_EPOCH - DAY_MS,
    })
    .execute();
}
