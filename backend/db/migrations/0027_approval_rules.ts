import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/** Approval rules, the purchase's approval level and the company's audit trail. */
export function approvalRules(dialect: Dialect) {
  void dialect;
  return {
    async up(db: Kysely<unknown>) {
      void db;
    },
  };
}
