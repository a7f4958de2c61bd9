import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/** Budgets and their ledger. */
export function budgets(dialect: Dialect) {
  void dialect;
  return {
    async up(db: Kysely<unknown>) {
      void db;
    },
  };
}
