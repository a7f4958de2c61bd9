import { randomUUID } from 'node:crypto';
import { CustomerAccountType } from '../../common/areas/account/account-type.ts';
import type { Clock } from '../adapters/clock.ts';
import type { Db } from '../db/types.ts';

/**
 * Where every text the shop sends is written: in the transaction of the change it tells of, so it
 * goes out if and only if that change commits (an outbox). With a provider the row waits as
 * `queued` for the dispatcher (backend/jobs/sms-dispatch.ts); without one it is `stored`, which
 * the console and the staff command `sms <mobile>` read, and is done.
 */
export interface SmsOutbox {
  queue(trx: Db, mobile: string, content: string): Promise<void>;
  /**
   * Texts a company: its main account's mobile is the one the shop writes to about the company's
   * certification, contracts and statements (a sub-account's is its own). A company without a main
   * account (none is seeded so) is not texted.
   */
  queueForCompany(trx: Db, companyId: number, content: string): Promise<void>;
}

export function smsOutbox({ clock, provider, log }: { clock: Clock; provider: boolean; log: boolean }): SmsOutbox {
  async function queue(trx: Db, mobile: string, content: string) {
    await trx
      .insertInto('sms_outbox')
      .values({
        mobile,
        content,
        created_at: clock.now(),
        state: provider ? 'queued' : 'stored',
        delivery_id: randomUUID(),
      })
      .execute();
    // Without a provider the log is how a developer reads a code (a rolled-back change may leave a line).
    if (log && !provider) console.info(`[sms] to ${mobile}: ${content}`);
  }
  return {
    queue,
    async queueForCompany(trx, companyId, content) {
      const main = await trx
        .selectFrom('account')
        .select('mobile')
        .where('company_id', '=', companyId)
        .where('account_type', '=', CustomerAccountType.main)
        .executeTakeFirst();
      if (main) await queue(trx, main.mobile, content);
    },
  };
}
