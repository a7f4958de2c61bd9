import { sql } from 'kysely';
import type { Connection } from './connect.ts';

/**
 * Fresh planner statistics after a bulk load. PostgreSQL plans from them and,
 * where autovacuum is off or has not run yet, sees a just-filled goods table as
 * empty and loops over every goods for each search. SQLite gathers them for the
 * tables that lack them or changed a lot (`0x10000`: every table, not only those
 * this connection has read).
 */
export async function refreshStatistics({ db, dialect }: Connection): Promise<void> {
  if (dialect === 'postgres') await sql`analyze`.execute(db);
  else await sql`pragma optimize = 0x10002`.execute(db);
}
