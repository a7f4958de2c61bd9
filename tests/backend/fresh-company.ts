import { hashPassword } from '../../backend/password.ts';
import type { TestBackend } from './harness.ts';

let serial = 0;

/**
 * An approved company with only a main account and nothing else (no address, no
 * invoice header), written straight to the database: what a newly approved
 * registration looks like. Answers its id and a logged-in token.
 */
export async function freshCompany(t: TestBackend): Promise<{ companyId: number; token: string }> {
  serial += 1;
  // Each test file has a database of its own, so a counter keeps usernames and mobiles unique.
  const tag = String(serial).padStart(7, '0');
  const now = t.clock.now();
  const { id: companyId } = await t.db
    .insertInto('company')
    .values({
      name: `新建测试有限公司${tag}`,
      linkman: '周五',
      mobile: `1370${tag}`,
      email: `fresh${tag}@example.com`,
      status: 'approved',
      created_at: now,
      vetted_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const username = `fresh_${tag}`;
  await t.db
    .insertInto('account')
    .values({
      company_id: companyId,
      username,
      password_hash: await hashPassword('Fresh12345'),
      account_type: 0,
      linkman: '周五',
      mobile: `1370${tag}`,
      email: `fresh${tag}@example.com`,
      created_at: now,
    })
    .execute();
  return { companyId, token: await t.login(username, 'Fresh12345') };
}
