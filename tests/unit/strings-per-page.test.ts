import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import routes from '../../app/routes.ts';
import { resources } from '../../app/i18n/resources.ts';
import { createStringsGraph, patternGroups, patternOf, type RouteNode } from '../../app/i18n/strings-graph.ts';

const APP = join(dirname(fileURLToPath(import.meta.url)), '../../app');
/** The shop as React Router builds it: the root module above the route table. */
const ROOT: RouteNode = { file: 'root.tsx', path: '', children: routes as RouteNode[] };
const GROUPS = new Set(Object.keys(resources['zh-CN'].translation));

describe('a page ships the string groups its modules use', () => {
  const dir = mkdtempSync(join(tmpdir(), 'strings-graph-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, source: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), source);
  };
  write('root.tsx', "import { Frame } from './frame.tsx';\nexport const a = t('topbar.home');");
  write('frame.tsx', "export const Frame = () => t('nav.all');");
  write(
    'areas/cart/home.cart.tsx',
    [
      "import { Row } from './row.tsx';",
      "import type { Unused } from '../orders/types.ts';",
      "import '../../styles/cart.css';",
      "const later = () => import('~/lib/lazy.ts');",
      'export default () => t(`titles.${key}`);',
    ].join('\n'),
  );
  write(
    'areas/cart/row.tsx',
    "export const Row = ({ label }) => t(label);\nexport const labels = { x: 'cart.remove' };",
  );
  write('areas/orders/types.ts', "export const never = 'orders.status';");
  write('areas/orders/unused.tsx', "export const never = t('statements.title');");
  write('lib/lazy.ts', "export const lazy = t('paging.next');");
  write('styles/cart.css', '.cart { }');

  it('follows static and lazy imports, and the ~ alias, but not type-only imports', () => {
    const groups = createStringsGraph(dir).groupsOf('areas/cart/home.cart.tsx');
    expect([...groups].sort()).toEqual(['cart', 'paging', 'titles']);
  });

  it('gives a pattern the groups of every route it passes through, and no others', () => {
    const tree: RouteNode = {
      file: 'root.tsx',
      path: '',
      children: [
        { file: 'frame.tsx', path: 'home', children: [{ file: 'areas/cart/home.cart.tsx', path: 'cart' }] },
        // A layout without a path matches only with a child: the root's own pattern keeps the root's groups.
        { file: 'areas/orders/unused.tsx', children: [{ file: 'lib/lazy.ts', path: 'more' }] },
      ],
    };
    expect(patternGroups(dir, tree)).toEqual({
      '/': ['nav', 'topbar'],
      home: ['nav', 'topbar'],
      'home/cart': ['cart', 'nav', 'paging', 'titles', 'topbar'],
      more: ['nav', 'paging', 'statements', 'topbar'],
    });
  });

  it('writes patterns as React Router does', () => {
    expect(patternOf(['', 'home', 'details/:id'])).toBe('home/details/:id');
    expect(patternOf(['', undefined])).toBe('/');
  });
});

describe('every screen of the shop', () => {
  const shipped = patternGroups(APP, ROOT);
  const graph = createStringsGraph(APP);
  /** Keys a module translates by name: t('group.key'), or either branch of a choice between two. */
  const translated = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*(?:[^'"`(),]*\?\s*)?['"]([A-Za-z0-9]+\.[\w.]+)['"]/g)].map(
      ([, key]) => key!,
    );

  it('is reached by some pattern', () => {
    expect(Object.keys(shipped)).toEqual(expect.arrayContaining(['/', 'home/index', 'home/cart', 'home/details/:id']));
  });

  it('ships the group of every key its modules translate, and the key exists', () => {
    const missing: string[] = [];
    let seen = 0;
    // Every chain of matched routes, from the root to each route that can match last.
    const walk = (node: RouteNode, paths: (string | undefined)[], above: string[]) => {
      const chain = [...paths, node.path];
      const modules = [...above, node.file];
      for (const child of node.children ?? []) walk(child, chain, modules);
      if (node.path === undefined && node.children?.length) return; // A layout without a path never ends a chain.
      const groups = new Set(shipped[patternOf(chain)]);
      for (const file of new Set(modules.flatMap(graph.reach)))
        for (const key of translated(file)) {
          seen += 1;
          const [group] = key.split('.');
          const exists = key
            .split('.')
            .reduce<unknown>(
              (at, part) => (at as Record<string, unknown> | undefined)?.[part],
              resources['zh-CN'].translation,
            );
          if (!groups.has(group!) || !GROUPS.has(group!) || typeof exists !== 'string')
            missing.push(`${patternOf(chain)}: ${file.slice(APP.length + 1)} uses ${key}`);
        }
    };
    walk(ROOT, [], []);
    expect(missing).toEqual([]);
    expect(seen).toBeGreaterThan(1000);
  });

  it('does not ship the staff console’s strings to a buyer’s page, nor a buyer’s cart to the console', () => {
    // The console's groups are `console` and `console…`, in the console's folder and beside each area's own.
    for (const pattern of [
      'home/index',
      'home/goods/:id',
      'home/details/:id',
      'home/cart',
      'userCenter/order',
      'userCenter/bill/:id',
    ])
      expect(shipped[pattern]?.filter((group) => group.startsWith('console'))).toEqual([]);
    expect(shipped['home/index']).not.toContain('certification');
    expect(shipped['admin/orders']).not.toContain('cart');
  });
});
