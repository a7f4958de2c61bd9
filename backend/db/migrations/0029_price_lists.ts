import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/** Price lists, company prices and company catalogues. */
export function priceLists(dialect: Dialect) {
  void dialect;
  return {
    async up(db: Kysely<unknown>) {
      void db;
    },
  };
}
