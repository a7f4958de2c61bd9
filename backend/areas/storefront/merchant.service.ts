import type { MerchantMessageForm } from '../../../contract/areas/storefront/merchant.ts';
import type { Deps } from '../../services/deps.ts';

/** Merchant messages: visitors leave them on the home page, staff read them from the command line. */
export function merchantService({ db, clock }: Deps) {
  return {
    async submit(form: MerchantMessageForm) {
      await db
        .insertInto('merchant_message')
        .values({ ...form, created_at: clock.now() })
        .execute();
    },

    /** The newest messages first. */
    latest(limit: number) {
      return db
        .selectFrom('merchant_message')
        .select(['id', 'content', 'company', 'linkman', 'phone', 'created_at'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
