import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { manualClock } from '../../backend/adapters/clock.ts';
import { openBackend, type Backend } from '../../backend/app.ts';
import { readBackendConfig } from '../../backend/config.ts';
import { connect } from '../../backend/db/connect.ts';
import type { Envelope } from '../../common/envelope.ts';
import type { Database } from '../../backend/db/types.ts';
import { sessionTokens } from './session-tokens.ts';

/**
 * A real backend on a real, freshly seeded database for one test file: SQLite in
 * a temporary folder, or PostgreSQL when TEST_DATABASE_URL is set — in a schema of
 * its own, so test files and parallel runs never see each other's rows.
 */
export async function startBackend(options: { addressLimitPerHour?: number; env?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'caigou-test-'));
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const databaseUrl = process.env.TEST_DATABASE_URL ? withSearchPath(process.env.TEST_DATABASE_URL, schema) : undefined;
  const config = readBackendConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // Every test call comes from one address: files that register many companies would hit the
    // per-address limit meant for the open internet. The limit's own tests pass theirs.
    ADDRESS_LIMIT_PER_HOUR: String(options.addressLimitPerHour ?? 10_000),
    // What a file's own configuration adds (a signing provider's secret).
    ...options.env,
  });
  const connection = await connect({ databaseUrl, dataDir });
  if (connection.dialect === 'postgres') await sql`create schema ${sql.id(schema)}`.execute(connection.db);
  const clock = manualClock(Date.UTC(2026, 10, 22, 2, 0, 0));
  const backend = await openBackend(config, { clock, connection });
  const db = connection.db;

  async function call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options: {
      query?: Record<string, string>;
      body?: Record<string, unknown>;
      token?: string;
      json?: boolean;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Envelope<T>> {
    const url = new URL(path, 'http://backend.test');
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    if (options.token) url.searchParams.set('token', options.token);
    const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', ...options.headers });
    let body: string | undefined;
    if (method === 'POST') {
      const fields = { ...options.body, ...(options.token ? { token: options.token } : {}) };
      if (options.json) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(fields);
      } else {
        headers.set('content-type', 'application/x-www-form-urlencoded');
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(fields)) {
          for (const item of [value].flat()) if (item !== undefined) params.append(key, String(item));
        }
        body = params.toString();
      }
    }
    const response = await backend.app.fetch(new Request(url, { method, headers, body }));
    if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    return (await response.json()) as Envelope<T>;
  }

  async function login(username: string, password = 'Demo12345'): Promise<string> {
    const reply = await call<{ token: string }>('POST', '/rest/customer/login', {
      body: { loginType: '1', username, password },
    });
    if (reply.code !== 0) throw new Error(`login ${username} failed: ${reply.msg}`);
    return reply.data.token;
  }

  /** A staff member's token (the demo staff are `staff_<role>`, all with the same password). */
  async function staffLogin(username: string, password = 'Staff12345'): Promise<string> {
    const reply = await call<{ token: string }>('POST', '/rest/staff/login', { body: { username, password } });
    if (reply.code !== 0) throw new Error(`staff login ${username} failed: ${reply.msg}`);
    return reply.data.token;
  }

  const { buyerToken, staffToken } = sessionTokens(db, clock, login, staffLogin);

  /** A GET of the console's (`/rest/staff...`) as the member of the given role. */
  async function consoleGet<T = unknown>(path: string, role: string, query?: Record<string, string>) {
    return call<T>('GET', `/rest/staff${path}`, { token: await staffToken(role), query });
  }

  /** The newest SMS code sent to a mobile, read from the outbox as staff would. */
  async function latestCode(mobile: string): Promise<string> {
    const sent = await backend.services.sms.latestMessage(mobile);
    const code = sent?.content.match(/\d{6}/)?.[0];
    if (!code) throw new Error(`no code sent to ${mobile}`);
    return code;
  }

  /** How many rows a table holds. */
  async function count(table: keyof Database): Promise<number> {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Every SMS text sent to a mobile, oldest first; only those that mention `about` when given. */
  async function texts(mobile: string, about?: string): Promise<string[]> {
    let query = db.selectFrom('sms_outbox').select('content').where('mobile', '=', mobile);
    if (about !== undefined) query = query.where('content', 'like', `%${about}%`);
    const rows = await query.orderBy('id').execute();
    return rows.map((row) => row.content);
  }

  /** The audit trail of one record, oldest first; only one action's entries when given. */
  function audits(entity: string, id: number, action?: string) {
    let query = db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', id);
    if (action !== undefined) query = query.where('action', '=', action);
    return query.orderBy('id').execute();
  }

  async function close() {
    if (connection.dialect === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(connection.db);
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return {
    backend: backend as Backend,
    db,
    clock,
    call,
    login,
    staffLogin,
    buyerToken,
    staffToken,
    consoleGet,
    latestCode,
    count,
    texts,
    audits,
    close,
    dialect: connection.dialect,
  };
}

/** Every connection of the pool works in the given schema. */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

export type TestBackend = Awaited<ReturnType<typeof startBackend>>;
