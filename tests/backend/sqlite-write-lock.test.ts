import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Connection } from '../../backend/db/connect.ts';

/**
 * The embedded SQLite file is shared with other processes (the staff command line, the browser
 * tests' readers): a transaction that reads, then writes, must not fail because another process
 * wrote in between. It takes the write lock as it begins, so the other writer waits instead.
 */
describe('a SQLite transaction and another process writing', () => {
  let shop: Connection | undefined;
  let dataDir = '';
  afterEach(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds the write lock from its start, so it reads and writes whoever else writes', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'caigou-lock-'));
    shop = await connect({ dataDir });
    await sql`create table counter (n integer not null)`.execute(shop.db);
    await sql`insert into counter (n) values (0)`.execute(shop.db);
    // Another process: its own connection to the same file. Told not to wait, it says when it
    // would have had to (a real one waits up to its busy_timeout).
    const other = new BetterSqlite3(join(dataDir, 'caigou.sqlite'));
    other.pragma('busy_timeout = 0');
    const otherWrites = () => {
      try {
        other.prepare('update counter set n = n + 100').run();
        return 'written';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    try {
      let meanwhile: string | undefined;
      await shop.db.transaction().execute(async (trx) => {
        const { n } = await sql<{ n: number }>`select n from counter`.execute(trx).then((r) => r.rows[0]!);
        meanwhile = otherWrites();
        await sql`update counter set n = ${n + 1}`.execute(trx);
      });
      // Begun the default way, the other write went through and this transaction's own write
      // failed with SQLITE_BUSY (its read was of an older state).
      expect(meanwhile).toBe('SQLITE_BUSY');
      expect(otherWrites()).toBe('written');
      const { n } = await sql<{ n: number }>`select n from counter`.execute(shop.db).then((r) => r.rows[0]!);
      expect(n).toBe(101);
    } finally {
      other.close();
    }
  });
});
