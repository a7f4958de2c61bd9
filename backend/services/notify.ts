import { CustomerAccountType } from '../../common/areas/account/account-type.ts';
import type { SmsSender } from '../adapters/sms.ts';
import type { Db } from '../db/types.ts';

/**
 * Tells the buyer by SMS after a staff change has committed. The change stands whatever the
 * provider answers: a failure is logged and kept in the outbox with its state (failed), never
 * turned into an error for a change that was saved.
 */
export async function notify(sms: SmsSender, mobile: string, text: string): Promise<void> {
  try {
    await sms.send(mobile, text);
  } catch (error) {
    console.error(`SMS to ${mobile} failed after a staff change:`, error);
  }
}

/**
 * Texts a company: its main account's mobile is the one the shop writes to about the company's
 * certification, contracts and statements (a sub-account's is its own). A company without a main
 * account (none is seeded so) is not texted.
 */
export async function textCompany(db: Db, sms: SmsSender, companyId: number, text: string): Promise<void> {
  const main = await db
    .selectFrom('account')
    .select('mobile')
    .where('company_id', '=', companyId)
    .where('account_type', '=', CustomerAccountType.main)
    .executeTakeFirst();
  if (main) await notify(sms, main.mobile, text);
}
