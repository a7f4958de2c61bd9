import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/** Webhook endpoints, events, deliveries and their attempts. */
export function webhooks(dialect: Dialect) {
  void dialect;
  return {
    async up(db: Kysely<unknown>) {
      void db;
    },
  };
}
