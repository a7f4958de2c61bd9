import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSessionSecret, SESSION_SECRET_FILE } from '../../app/lib/session-secret.server.ts';

/** The session secret a fresh production machine makes itself: never the one in the source. */

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'caigou-secret-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadSessionSecret', () => {
  it('makes a random secret on first start, readable only by its owner', () => {
    const dir = join(tempDir(), 'data');
    const first = loadSessionSecret(dir);
    expect(first.created).toBe(true);
    expect(first.file).toBe(join(dir, SESSION_SECRET_FILE));
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.secret).not.toContain('caigou-development');
    if (process.platform !== 'win32') expect(statSync(first.file).mode & 0o777).toBe(0o600);
  });

  it('keeps the same secret across restarts', () => {
    const dir = tempDir();
    const first = loadSessionSecret(dir);
    const second = loadSessionSecret(dir);
    expect(second).toEqual({ ...first, created: false });
    expect(readFileSync(first.file, 'utf8').trim()).toBe(first.secret);
  });

  it('differs from machine to machine', () => {
    expect(loadSessionSecret(tempDir()).secret).not.toBe(loadSessionSecret(tempDir()).secret);
  });

  it('lets two processes starting at once agree: the second reads the first one’s', () => {
    const dir = tempDir();
    const results = Array.from({ length: 5 }, () => loadSessionSecret(dir));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.secret)).size).toBe(1);
  });

  it('uses a secret put there by hand', () => {
    const dir = tempDir();
    writeFileSync(join(dir, SESSION_SECRET_FILE), 'a-secret-set-by-the-operator\n');
    expect(loadSessionSecret(dir)).toMatchObject({ secret: 'a-secret-set-by-the-operator', created: false });
  });

  it('refuses a file too short to be a secret', () => {
    const dir = tempDir();
    writeFileSync(join(dir, SESSION_SECRET_FILE), 'short');
    expect(() => loadSessionSecret(dir)).toThrow(/no usable secret/);
  });
});
