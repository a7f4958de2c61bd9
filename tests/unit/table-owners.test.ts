import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  allWrites,
  BACKEND,
  parse,
  posix,
  ROOT,
  SERVICES,
  sqlWrites,
  typeScriptFiles,
  writerOf,
  writesIn,
  type Write,
} from './backend-writes.ts';

/*
 * Each table belongs to one owner, and only its owner writes it (docs/decisions/0014): a step that
 * crosses areas calls the owning area's exported function, so an area's rules on its rows (state
 * machines, ledgers, audit) hold whoever starts the step.
 *
 * The owner of a table is the name of the file in backend/db/tables/ that adds it to `Database`:
 * an area's folder name under backend/areas/, or `services` for plumbing several areas use.
 * Every write in backend/ is found by backend-writes.ts.
 */

const TABLES = join(BACKEND, 'db', 'tables');
const KNOWN_FILE = fileURLToPath(new URL('./table-owners.known.json', import.meta.url));
/** Files in backend/db/tables/ that add no table to `Database`, and why they are there. */
const HELPER_FILES: Record<string, string> = {
  'columns.ts': 'the column types every tables file uses',
};

/**
 * Tables Kysely does not see, with their owners. The search index's tables are FTS5 or tsvector
 * tables written in raw SQL by backend/search/ alone; rate_limit is the attempt counters' table,
 * which rate-limiter-flexible writes from backend/adapters/ (plumbing, so services').
 */
const RAW_TABLES: Record<string, string> = {
  goods_fts: 'search',
  goods_search: 'search',
  goods_search_term: 'search',
  rate_limit: SERVICES,
};

/** The members of every `interface Database` a file declares, at its top or in a `declare module`. */
function databaseMembers(sourceFile: ts.SourceFile): string[] | null {
  let members: string[] | null = null;
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Database') {
      members ??= [];
      for (const member of node.members)
        if (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)))
          members.push(member.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return members;
}

const AREAS = readdirSync(join(BACKEND, 'areas'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Each tables file's name (without .ts) and the tables it adds to `Database`. */
const TABLE_FILES = readdirSync(TABLES)
  .filter((name) => name.endsWith('.ts'))
  .sort()
  .map((name) => ({ name, tables: databaseMembers(parse(join(TABLES, name))) ?? [] }));

/** Table → owner, from the tables files' names. */
const OWNER = new Map<string, string>(
  TABLE_FILES.flatMap(({ name, tables }) => tables.map((table) => [table, name.replace(/\.ts$/, '')] as const)),
);

const pairOf = (write: Write) => `${write.writer} -> ${write.table}`;
const where = (write: Write) =>
  `${write.file}:${write.line} ${write.writer} ${write.how} ${write.table ?? '(not said)'}`;

describe('each table has one owner', () => {
  it('every table in Database is declared in exactly one tables file', () => {
    const files = new Map<string, string[]>();
    for (const { name, tables } of TABLE_FILES)
      for (const table of tables) files.set(table, [...(files.get(table) ?? []), name]);
    expect([...files].filter(([, names]) => names.length > 1)).toEqual([]);

    // types.ts declares Database empty and nothing outside the tables files adds to it, so the
    // tables files are the whole of it.
    const elsewhere = typeScriptFiles(BACKEND)
      .filter((path) => posix(relative(TABLES, path)).startsWith('../'))
      .filter((path) => {
        const members = databaseMembers(parse(path));
        return members !== null && (members.length > 0 || !path.endsWith(join('db', 'types.ts')));
      });
    expect(elsewhere.map((path) => posix(relative(ROOT, path)))).toEqual([]);
    expect(files.size).toBeGreaterThan(40);
  });

  it('every tables file is named for an area or services', () => {
    const owners = new Set([...AREAS, SERVICES]);
    const misnamed = TABLE_FILES.filter(
      ({ name, tables }) => tables.length > 0 && !owners.has(name.replace(/\.ts$/, '')),
    );
    expect(misnamed.map(({ name }) => name)).toEqual([]);
    const unexplained = TABLE_FILES.filter(({ name, tables }) => tables.length === 0 && !(name in HELPER_FILES));
    expect(
      unexplained.map(({ name }) => name),
      'a file here without tables is listed in HELPER_FILES',
    ).toEqual([]);
    const helpersWithTables = TABLE_FILES.filter(({ name, tables }) => tables.length > 0 && name in HELPER_FILES);
    expect(helpersWithTables.map(({ name }) => name)).toEqual([]);
  });

  it('the tables outside Database are not in it', () => {
    expect(Object.keys(RAW_TABLES).filter((table) => OWNER.has(table))).toEqual([]);
  });
});

describe('an owner alone writes its tables', () => {
  const writes = allWrites();
  const known = JSON.parse(readFileSync(KNOWN_FILE, 'utf8')) as Record<string, string>;

  it('finds the writes', () => {
    expect(writes.length).toBeGreaterThan(100);
  });

  it('every write names a known table', () => {
    const unclear = writes.filter((write) => write.table === null);
    const unknown = writes.filter(
      (write) => write.table !== null && !OWNER.has(write.table) && !(write.table in RAW_TABLES),
    );
    expect(unclear.map(where), 'name the table with a string literal').toEqual([]);
    expect(unknown.map(where), 'a table no tables file (nor RAW_TABLES) declares').toEqual([]);
  });

  it("writes another owner's table only where known, and every known crossing still occurs", () => {
    const crossings = writes.filter((write) => {
      const owner = write.table === null ? undefined : (OWNER.get(write.table) ?? RAW_TABLES[write.table]);
      return owner !== undefined && owner !== write.writer;
    });
    const current = [...new Set(crossings.map(pairOf))].sort();
    const added = crossings.filter((write) => !(pairOf(write) in known));
    const gone = Object.keys(known).filter((pair) => !current.includes(pair));
    if (added.length === 0 && gone.length === 0) return;

    const list = Object.fromEntries(
      current.map((pair) => [pair, known[pair] ?? "TODO: why, or call the owner's exported function instead"]),
    );
    const message = [
      ...(added.length > 0
        ? [
            "Writes of another owner's table (file:line writer builder table); call the owner's exported function:",
            ...added.map(
              (write) => `  ${where(write)} (owner: ${OWNER.get(write.table!) ?? RAW_TABLES[write.table!]})`,
            ),
          ]
        : []),
      ...(gone.length > 0
        ? ['Known crossings that no longer occur; take them off the list:', ...gone.map((pair) => `  ${pair}`)]
        : []),
      `The current list, for ${posix(relative(ROOT, KNOWN_FILE))}:`,
      JSON.stringify(list, null, 2),
    ].join('\n');
    expect.fail(message);
  });

  it('every known crossing says why', () => {
    const bare = Object.entries(known).filter(([, reason]) => reason.trim() === '' || reason.startsWith('TODO'));
    expect(bare.map(([pair]) => pair)).toEqual([]);
  });
});

describe('the write finder', () => {
  it('reads the builders, aliases and literal-typed parameters', () => {
    const source = `
      db.insertInto('orders').values(row);
      trx.updateTable('orders as o').set({});
      db.deleteFrom(['cart_item', 'collection']);
      function remove(db: Db, table: 'cart_item' | 'collection') { return db.deleteFrom(table); }
      function any(db: Db, table: string) { return db.updateTable(table); }
      db.replaceInto(names[0]);
      db.selectFrom('goods');`;
    expect(writesIn('x.ts', source, 'cart').map((write) => [write.line, write.how, write.table])).toEqual([
      [2, 'insertInto', 'orders'],
      [3, 'updateTable', 'orders'],
      [4, 'deleteFrom', 'cart_item'],
      [4, 'deleteFrom', 'collection'],
      [5, 'deleteFrom', 'cart_item'],
      [5, 'deleteFrom', 'collection'],
      [6, 'updateTable', null],
      [7, 'replaceInto', null],
    ]);
  });

  it('reads raw SQL in sql templates only', () => {
    const source = [
      'await sql`insert into goods_fts(rowid, tokens) values (${id}, ${text})`.execute(trx);',
      'await sql`UPDATE "public"."orders" set x = 1`.execute(trx);',
      'await sql`delete from ${sql.table(name)}`.execute(trx);',
      'const text = `insert into company values (1)`;',
    ].join('\n');
    expect(writesIn('x.ts', source, 'search').map((write) => [write.line, write.table])).toEqual([
      [1, 'goods_fts'],
      [2, 'orders'],
      [3, null],
    ]);
  });

  it('sees no write in upserts, row locks or comments', () => {
    expect(sqlWrites('insert into t (a) values (1) on conflict (a) do update set a = excluded.a')).toEqual(['t']);
    expect(sqlWrites('select * from t for update')).toEqual([]);
    expect(sqlWrites('-- update orders\nselect 1 /* delete from goods */')).toEqual([]);
    expect(sqlWrites('insert or replace into job(name) values (1); Delete From job_run')).toEqual(['job', 'job_run']);
  });

  it('names each folder as a writer', () => {
    expect(writerOf('areas/staff/staff-account.service.ts')).toBe('staff');
    expect(writerOf('areas/index.ts')).toBe('areas (registries)');
    expect(writerOf('services/audit.ts')).toBe(SERVICES);
    expect(writerOf('adapters/sms.ts')).toBe(SERVICES);
    expect(writerOf('jobs/runner.ts')).toBe(SERVICES);
    expect(writerOf('search/search-index.ts')).toBe('search');
    expect(writerOf('command-line/commands.ts')).toBe('command-line');
    expect(writerOf('main.ts')).toBe('backend (root)');
    expect(writerOf('db/seed/goods.ts')).toBeNull();
    expect(writerOf('db/migrations/0001_foundation.ts')).toBeNull();
  });
});
