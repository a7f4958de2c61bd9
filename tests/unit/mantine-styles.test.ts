import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * app/styles/mantine.css imports Mantine's stylesheets one by one instead of all of
 * them (page weight). Every Mantine component the app imports must find
 * its styles there, and those of the components it is built from: read from
 * Mantine's own sources (each component's `*.module.mjs` is one stylesheet).
 */
const MANTINE = resolve('node_modules/@mantine/core');
const COMPONENTS = join(MANTINE, 'esm', 'components');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names the app imports from @mantine/core. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles('app')) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*'@mantine\/core'/g)) {
      for (const name of list!.split(',')) {
        const clean = name.replace(/^\s*type\s+/, '').trim();
        if (clean) names.add(clean);
      }
    }
  }
  return names;
}

/** The stylesheets a component's module and everything it imports from Mantine use. */
function stylesheetsOf(entry: string, seen = new Set<string>(), sheets = new Set<string>()): Set<string> {
  if (seen.has(entry)) return sheets;
  seen.add(entry);
  for (const [, specifier] of readFileSync(entry, 'utf8').matchAll(/from "(\.[^"]+)"/g)) {
    const target = resolve(dirname(entry), specifier!);
    if (target.endsWith('.module.mjs')) {
      const sheet = basename(target, '.module.mjs');
      if (existsSync(join(MANTINE, 'styles', `${sheet}.css`))) sheets.add(sheet);
    } else if (existsSync(target)) stylesheetsOf(target, seen, sheets);
  }
  return sheets;
}

function importedSheets(): Set<string> {
  const css = readFileSync('app/styles/mantine.css', 'utf8');
  return new Set([...css.matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map((match) => match[1]!));
}

describe('Mantine stylesheets', () => {
  it('the global styles come first', () => {
    expect([...importedSheets()].slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it('every Mantine component the app uses has its styles, and those of its parts, in app/styles/mantine.css', () => {
    const imported = importedSheets();
    const components = [...importedNames()].filter((name) => existsSync(join(COMPONENTS, name, `${name}.mjs`)));
    expect(components).toContain('Button');
    const missing = components.flatMap((name) =>
      [...stylesheetsOf(join(COMPONENTS, name, `${name}.mjs`))]
        .filter((sheet) => !imported.has(sheet))
        .map((sheet) => `${sheet}.css (for ${name})`),
    );
    expect(missing).toEqual([]);
  });

  it('imports only stylesheets that exist', () => {
    for (const sheet of importedSheets()) expect(existsSync(join(MANTINE, 'styles', `${sheet}.css`)), sheet).toBe(true);
  });
});
