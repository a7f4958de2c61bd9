import type { MerchantMessageForm } from '../../../common/areas/storefront/merchant.ts';
import type { Deps } from '../../services/deps.ts';

/** Merchant messages: visitors leave them on the home page, staff handle them in the console (backend/areas/storefront/console.service.ts). */
export function merchantService({ db, clock }: Deps) {
  return {
    async submit(form: MerchantMessageForm) {
      await db
        .insertInto('merchant_message')
        .values({ ...form, created_at: clock.now() })
        .execute();
    },
  };
}
