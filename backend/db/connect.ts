import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import type { Pool } from 'pg';
import type { Database } from './types.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
  /** The PostgreSQL pool, for the stores that speak to it directly (the rate-limit counters). */
  pool?: Pool;
}

/**
 * Opens the shop's database: PostgreSQL when a `postgres://` URL is given,
 * otherwise an embedded SQLite file under `dataDir`.
 * The native drivers are loaded only for the dialect in use.
 */
export async function connect(options: {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
}): Promise<Connection> {
  const { databaseUrl, dataDir, poolMax = 10 } = options;
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pg = (await import('pg')).default;
    // BIGINT (epoch milliseconds, counts) fits a JS number; read it as one, not as a string.
    pg.types.setTypeParser(20, (value: string) => Number(value));
    // Per process: every worker of every machine opens its own (PG_POOL_MAX, docs/deploy.md).
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy(), pool };
  }
  const SQLite = (await import('better-sqlite3')).default;
  mkdirSync(dataDir, { recursive: true });
  const file = databaseUrl?.startsWith('file:') ? databaseUrl.slice(5) : join(dataDir, 'caigou.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // The staff command line writes to the same file as the running shop: wait for its lock, do not fail.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Lists and searches read goods all over the file: keep hot pages in a 64 MB cache and read the
  // rest through a memory map (up to 1 GB, the whole file at 200,000 goods) instead of one system
  // call per page. Mapped pages are the OS's page cache, shared with the staff command line.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 1073741824');
  const db = new Kysely<Database>({ dialect: new WriteLockingSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Every transaction takes SQLite's write lock as it begins. One begun the default way that reads,
 * then writes, cannot take the lock once another process (the staff command line, a second shop
 * process) has written since its read: SQLite refuses at once (SQLITE_BUSY), whatever
 * busy_timeout says, and the request failed with a server error. Begun IMMEDIATE, it waits for
 * the lock as any other write does. Readers are not held up: WAL lets them read meanwhile.
 */
class WriteLockingDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class WriteLockingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new WriteLockingDriver(this.#config);
  }
}

/** How many distinct statements stay prepared: the shop's queries are a few hundred texts. */
const PREPARED_STATEMENTS = 1000;

/**
 * Kysely prepares every query's SQL anew, and better-sqlite3's prepare parses and plans it: a
 * tenth of a shared page's CPU. A statement of the same text is kept and run again instead
 * (its `all` and `run` are synchronous, so no two queries use one at once); one still iterating
 * a streamed query (`busy`) is not reused. The least recently used leaves first.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const prepared = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const kept = prepared.get(sql);
      if (kept && !kept.busy) {
        prepared.delete(sql);
        prepared.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      prepared.set(sql, statement);
      if (prepared.size > PREPARED_STATEMENTS) prepared.delete(prepared.keys().next().value!);
      return statement;
    },
  };
}
