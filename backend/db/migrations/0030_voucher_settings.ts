import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/** Each company's voucher settings (its account codes for ERP vouchers). */
export function voucherSettings(dialect: Dialect) {
  void dialect;
  return {
    async up(db: Kysely<unknown>) {
      void db;
    },
  };
}
