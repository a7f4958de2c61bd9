import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Which string groups a page can use, read from the source at build time (docs/decisions/0022).
 *
 * A route module and every module it imports, statically or lazily, down to the last one in
 * app/, is read for key-shaped literals: a quoted or template string that starts with a word and
 * a dot (`'cart.title'`, `` `titles.${key}` ``). The words are the page's candidate groups; the
 * server keeps those that are groups of strings. A key passed down as a prop or kept in a table is
 * still a literal in some module of the graph, so it is seen where it is written.
 *
 * Node only: the Vite plugin (strings-plugin.ts) and the unit test run it, never a page.
 */

/** A route as app/routes.ts places it: its module (relative to app/), its path, its children. */
export interface RouteNode {
  file: string;
  path?: string;
  children?: RouteNode[];
}

const IMPORT =
  /\b(?:import|export)\s+(type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
const KEY_HEAD = /['"`]([A-Za-z][A-Za-z0-9]*)\.(?=[A-Za-z0-9_$])/g;
const SOURCE = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The app-local modules one module imports (type-only imports and stylesheets aside). */
function importsOf(file: string, source: string, appDir: string): string[] {
  const found: string[] = [];
  for (const [, typeOnly, staticSpec, lazySpec] of source.matchAll(IMPORT)) {
    const spec = staticSpec ?? lazySpec;
    if (!spec || typeOnly) continue;
    let base: string;
    if (spec.startsWith('.')) base = resolve(dirname(file), spec);
    else if (spec.startsWith('~/')) base = join(appDir, spec.slice(2));
    else continue; // A package: its words are not the shop's.
    const target = SOURCE.map((suffix) => base + suffix).find((path) => existsSync(path) && statSync(path).isFile());
    if (target && target.startsWith(appDir) && /\.tsx?$/.test(target)) found.push(target);
  }
  return found;
}

/** The candidate groups of one module's own source. */
export function keyHeads(source: string): Set<string> {
  return new Set([...source.matchAll(KEY_HEAD)].map(([, head]) => head!));
}

/** Reads modules and their graphs once per analysis. */
export function createStringsGraph(appDir: string) {
  const heads = new Map<string, Set<string>>();
  const edges = new Map<string, string[]>();
  const read = (file: string) => {
    if (!heads.has(file)) {
      const source = readFileSync(file, 'utf8');
      heads.set(file, keyHeads(source));
      edges.set(file, importsOf(file, source, appDir));
    }
  };
  /** Every module a route module reaches, itself included. */
  const reach = (entry: string): string[] => {
    const seen = new Set<string>();
    const stack = [resolve(appDir, entry)];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      read(file);
      stack.push(...edges.get(file)!);
    }
    return [...seen];
  };
  /** The candidate groups of a route module's whole graph. */
  const groupsOf = (entry: string): Set<string> => {
    const groups = new Set<string>();
    for (const file of reach(entry)) for (const head of heads.get(file)!) groups.add(head);
    return groups;
  };
  return { reach, groupsOf };
}

/** React Router's pattern of a chain of matched routes: their paths joined (its getRoutePattern). */
export function patternOf(paths: (string | undefined)[]): string {
  return paths.filter(Boolean).join('/').replace(/\/\/+/g, '/') || '/';
}

/**
 * The candidate groups of each route pattern: every chain of routes from the root to a route
 * contributes its modules' groups to the pattern it matches. A layout and its index child share a
 * pattern, so a pattern gets the union of every chain that ends on it. A layout without a path
 * never matches on its own, so its chain ends on none.
 */
export function patternGroups(appDir: string, root: RouteNode): Record<string, string[]> {
  const graph = createStringsGraph(appDir);
  const byPattern = new Map<string, Set<string>>();
  const walk = (node: RouteNode, paths: (string | undefined)[], inherited: Set<string>) => {
    const groups = new Set([...inherited, ...graph.groupsOf(node.file)]);
    const chain = [...paths, node.path];
    const pattern = patternOf(chain);
    if (node.path !== undefined || !node.children?.length)
      byPattern.set(pattern, new Set([...(byPattern.get(pattern) ?? []), ...groups]));
    for (const child of node.children ?? []) walk(child, chain, groups);
  };
  walk(root, [], new Set());
  return Object.fromEntries([...byPattern].map(([pattern, groups]) => [pattern, [...groups].sort()]));
}
