import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';

/**
 * The demo company's procurement system link, on from the first start: its purchaser demo_buyer
 * shops in the sessions, and OrderRequests go to its default address, paid by transfer. The
 * identity is the main account's login name and the shared secret a fixed demo one, kept here
 * only as its hash: the secret itself is in the README's integrators' section, so an integrator can
 * try OCI and cXML against a fresh shop.
 */
const DEMO_SECRET_HASH = '3cfb5b328fbae855ed206a61020f3ca9621ddb37f114b18c284e585f3ac34b22';

export async function seedPunchout(db: Kysely<Database>, now: number): Promise<void> {
  const accounts = await db
    .selectFrom('account')
    .select(['id', 'company_id', 'username'])
    .where('username', 'in', ['demo', 'demo_buyer'])
    .execute();
  const buyer = accounts.find((account) => account.username === 'demo_buyer');
  if (!buyer || !accounts.some((account) => account.username === 'demo')) return;
  const address = await db
    .selectFrom('address')
    .select('id')
    .where('company_id', '=', buyer.company_id)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  await db
    .insertInto('punchout_setting')
    .values({
      company_id: buyer.company_id,
      enabled: 1,
      account_id: buyer.id,
      identity: 'demo',
      secret_hash: DEMO_SECRET_HASH,
      consignee_id: address?.id ?? null,
      pay_type_id: 1,
      updated_at: now,
    })
    .execute();
}
