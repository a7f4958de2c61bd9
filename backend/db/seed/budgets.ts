import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';

export async function seedBudgets(db: Kysely<Database>, now: number): Promise<void> {
  void db;
  void now;
}
