import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/*
 * Every write in backend/, found with the TypeScript parser (never a type check, so it stays fast
 * and does not care whether the code compiles today): which table it writes, who writes it, and for
 * an update the columns it sets. The table-owners and state-writers tests read the same writes.
 */

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BACKEND = join(ROOT, 'backend');

/** The owner of plumbing tables (the audit trail, texts sent, scheduled jobs): backend/services/. */
export const SERVICES = 'services';

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
export function writerOf(path: string): string | null {
  if (path.startsWith('db/migrations/') || path.startsWith('db/seed/') || path === 'db/migrate.ts') return null;
  const parts = path.split('/');
  const [top] = parts;
  if (top === 'areas') return parts.length > 2 ? parts[1]! : 'areas (registries)';
  if (top === 'services' || top === 'adapters' || top === 'jobs') return SERVICES;
  return parts.length > 1 ? top! : 'backend (root)';
}

/** A write found in the code; `table` is null when the code does not say which table. */
export interface Write {
  file: string;
  line: number;
  writer: string;
  table: string | null;
  how: string;
  /**
   * What an update sets: the columns of the object its `.set()` is given in the same chain, or
   * the words of a raw `update … set`; null when the code does not say (a variable, a spread, a
   * builder passed on), and [] for an insert or delete.
   */
  sets: string[] | null;
}

/** Stands for a `${…}` in an SQL template: a table named by it is not known here. */
export const HOLE = '\u0000';

/**
 * The tables raw SQL writes (null for one named by a substitution). Words before a keyword that
 * make it no write: `do update set` (an upsert), `for update` (a row lock), `on update`, `key
 * update`, and triggers' `before`/`after`/`of`/`or update`.
 */
export function sqlWrites(text: string): (string | null)[] {
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

/** The columns `.set()` is given further along an update's chain, or null when the code does not say. */
function columnsSet(update: ts.CallExpression): string[] | null {
  for (let call: ts.Node = update; ;) {
    const access = call.parent;
    if (!access || !ts.isPropertyAccessExpression(access) || !ts.isCallExpression(access.parent)) return null;
    call = access.parent;
    if (access.name.text !== 'set') continue;
    let value = (call as ts.CallExpression).arguments[0];
    if (value && ts.isArrowFunction(value) && !ts.isBlock(value.body)) value = value.body;
    return value ? columnsOf(value) : null;
  }
}

/** The keys of an object literal, of both of a conditional's objects, or null when not said. */
function columnsOf(value: ts.Expression): string[] | null {
  if (ts.isParenthesizedExpression(value)) return columnsOf(value.expression);
  if (ts.isConditionalExpression(value)) {
    const [whenTrue, whenFalse] = [columnsOf(value.whenTrue), columnsOf(value.whenFalse)];
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
  }
  if (!ts.isObjectLiteralExpression(value)) return null;
  const names: string[] = [];
  for (const property of value.properties) {
    if (ts.isSpreadAssignment(property) || !property.name || ts.isComputedPropertyName(property.name)) return null;
    names.push(property.name.getText().replace(/['"]/g, ''));
  }
  return names;
}

/** Every write in one file's source; `file` is relative to the repository, `writer` its writer. */
export function writesIn(file: string, source: string, writer: string): Write[] {
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
      const sets = how === 'updateTable' ? columnsSet(node) : [];
      for (const table of tablesOfArgument(node.arguments[0]))
        writes.push({ file, line: lineOf(node.expression.name), writer, table, how, sets });
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
      const text = templateText(node.template);
      const sets = /\bupdate\b/i.test(text) ? (text.match(/\b[a-z_]+\b/gi) ?? []) : [];
      for (const table of sqlWrites(text)) writes.push({ file, line: lineOf(node), writer, table, how: 'sql', sets });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return writes;
}

export function typeScriptFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

export const posix = (path: string) => path.split('\\').join('/');

export function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

export function allWrites(): Write[] {
  return typeScriptFiles(BACKEND).flatMap((path) => {
    const writer = writerOf(posix(relative(BACKEND, path)));
    return writer === null ? [] : writesIn(posix(relative(ROOT, path)), readFileSync(path, 'utf8'), writer);
  });
}
