import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Each table belongs to one owner, and only its owner writes it (docs/decisions/0014): a step that
 * crosses areas calls the owning area's exported function, so an area's rules on its rows (state
 * machines, ledgers, audit) hold whoever starts the step.
 *
 * The owner of a table is the name of the file in backend/db/tables/ that adds it to `Database`:
 * an area's folder name under backend/areas/, or `services` for plumbing several areas use.
 * This test reads every backend file with the TypeScript parser (never a type check, so it stays
 * fast and does not care whether the code compiles today) and finds every write.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BACKEND = join(ROOT, 'backend');
const TABLES = join(BACKEND, 'db', 'tables');
const KNOWN_FILE = fileURLToPath(new URL('./table-owners.known.json', import.meta.url));

/** The owner of plumbing tables (the audit trail, texts sent, scheduled jobs): backend/services/. */
const SERVICES = 'services';

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

/** Kysely's query builders that write the table they are given. */
const WRITE_METHODS = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);

/**
 * Who a backend file writes as (`path` is relative to backend/, with slashes), or null when its
 * writes are exempt.
 *
 * - `areas/<area>/**`: that area.
 * - `services/**`: services. So are `adapters/**` (the SMS sender keeps the outbox, the attempt
 *   counters their table) and `jobs/**` (the scheduler takes leases and records runs): both are the
 *   plumbing services are, and a job's own work must call its area, as a router does.
 * - `search/**`: the search index, which owns only its own tables (RAW_TABLES); the catalogue's
 *   goods stay the catalogue's.
 * - Migrations, their runner and the seed are exempt: they make the schema and the demo data of
 *   every area at once, and the lint already keeps them from running services.
 * - Anything else (`command-line`, `documents`, `db`, the files at backend/'s root, the areas'
 *   registries) is named by its folder and owns no table: the command line and the documents
 *   change data only by calling an area, like a router.
 */
function writerOf(path: string): string | null {
  if (path.startsWith('db/migrations/') || path.startsWith('db/seed/') || path === 'db/migrate.ts') return null;
  const parts = path.split('/');
  const [top] = parts;
  if (top === 'areas') return parts.length > 2 ? parts[1]! : 'areas (registries)';
  if (top === 'services' || top === 'adapters' || top === 'jobs') return SERVICES;
  return parts.length > 1 ? top! : 'backend (root)';
}

/** A write found in the code; `table` is null when the code does not say which table. */
interface Write {
  file: string;
  line: number;
  writer: string;
  table: string | null;
  how: string;
}

/** Stands for a `${…}` in an SQL template: a table named by it is not known here. */
const HOLE = '\u0000';

/**
 * The tables raw SQL writes (null for one named by a substitution). Words before a keyword that
 * make it no write: `do update set` (an upsert), `for update` (a row lock), `on update`, `key
 * update`, and triggers' `before`/`after`/`of`/`or update`.
 */
function sqlWrites(text: string): (string | null)[] {
  const clean = text.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');
  const keyword =
    /(\w+\s+)?\b(insert\s+(?:or\s+\w+\s+)?into|replace\s+into|merge\s+into|delete\s+from|update(?:\s+or\s+\w+)?)\b\s*([^\s(),;]*)/gi;
  const tables: (string | null)[] = [];
  for (const match of clean.matchAll(keyword)) {
    const before = match[1]?.trim().toLowerCase();
    if (before && ['do', 'for', 'on', 'key', 'before', 'after', 'of', 'or'].includes(before)) continue;
    const target = match[3] ?? '';
    if (target.startsWith(HOLE) || target === '') {
      tables.push(null);
      continue;
    }
    const name = target.split('.').pop()!.replace(/"/g, '').toLowerCase();
    tables.push(name);
  }
  return tables;
}

/** The table a builder's argument names: `'orders'`, `'orders as o'`. */
function tableOfLiteral(text: string): string {
  return text
    .trim()
    .split(/\s+as\s+/i)[0]!
    .trim();
}

/**
 * A parameter whose declared type is a string literal or a union of them (`table: 'cart_item' |
 * 'collection'`) names its tables as plainly as a literal does: those are the tables written.
 */
function literalsOfParameter(identifier: ts.Identifier): string[] | null {
  for (let node: ts.Node | undefined = identifier.parent; node; node = node.parent) {
    if (!ts.isFunctionLike(node)) continue;
    const parameter = node.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === identifier.text);
    if (!parameter) continue;
    const type = parameter.type;
    const members = type && ts.isUnionTypeNode(type) ? type.types : type ? [type] : [];
    const names = members.map((member) =>
      ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? member.literal.text : null,
    );
    return names.length > 0 && names.every((name) => name !== null) ? (names as string[]) : null;
  }
  return null;
}

/** The tables a builder's first argument names, or [null] when the code does not say. */
function tablesOfArgument(argument: ts.Expression | undefined): (string | null)[] {
  if (!argument) return [null];
  if (ts.isStringLiteralLike(argument)) return [tableOfLiteral(argument.text)];
  if (ts.isArrayLiteralExpression(argument)) return argument.elements.flatMap((element) => tablesOfArgument(element));
  if (ts.isIdentifier(argument)) return literalsOfParameter(argument) ?? [null];
  return [null];
}

/** The text of an `sql` template with each substitution as HOLE. */
function templateText(template: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return template.head.text + template.templateSpans.map((span) => HOLE + span.literal.text).join('');
}

/** Every write in one file's source; `file` is relative to the repository, `writer` its writer. */
function writesIn(file: string, source: string, writer: string): Write[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const writes: Write[] = [];
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      WRITE_METHODS.has(node.expression.name.text)
    ) {
      const how = node.expression.name.text;
      for (const table of tablesOfArgument(node.arguments[0]))
        writes.push({ file, line: lineOf(node.expression.name), writer, table, how });
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
      for (const table of sqlWrites(templateText(node.template)))
        writes.push({ file, line: lineOf(node), writer, table, how: 'sql' });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return writes;
}

function typeScriptFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const posix = (path: string) => path.split('\\').join('/');

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

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

function allWrites(): Write[] {
  return typeScriptFiles(BACKEND).flatMap((path) => {
    const writer = writerOf(posix(relative(BACKEND, path)));
    return writer === null ? [] : writesIn(posix(relative(ROOT, path)), readFileSync(path, 'utf8'), writer);
  });
}

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
