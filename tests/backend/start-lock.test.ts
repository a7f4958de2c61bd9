import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openBackend } from '../../backend/app.ts';
import { readBackendConfig } from '../../backend/config.ts';
import { connect } from '../../backend/db/connect.ts';

/**
 * Several processes starting at once on one empty PostgreSQL database (docs/decisions/0013):
 * one seeds, the others wait for it and find the data there. Only PostgreSQL shares a
 * database between processes; the embedded SQLite shop is one process.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('starting several processes at once', () => {
  it('seeds an empty database once', async () => {
    const schema = `start_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const dataDir = mkdtempSync(join(tmpdir(), 'caigou-start-'));
    const admin = await connect({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    try {
      const config = readBackendConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url.toString() });
      const backends = await Promise.all([openBackend(config), openBackend(config), openBackend(config)]);
      const db = backends[0]!.connection.db;
      const companies = await db.selectFrom('company').select('name').execute();
      // Each demo company once: the two buyers', the two that walk the month's chain, and the
      // registration waiting for the console.
      expect(companies.map((company) => company.name).sort()).toEqual(
        [
          '另一贸易有限公司',
          '华东精密制造有限公司',
          '华南五金贸易有限公司',
          '待审核演示有限公司',
          '示例科技有限公司',
        ].sort(),
      );
      const staff = await db.selectFrom('staff').select('username').execute();
      expect(staff).toHaveLength(5);
      const accounts = await db.selectFrom('account').select('username').where('username', '=', 'demo').execute();
      expect(accounts).toHaveLength(1);
      await Promise.all(backends.map((backend) => backend.close()));
    } finally {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
