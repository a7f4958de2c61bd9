import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../backend/adapters/clock.ts';
import { openFileStores, type FileStores } from '../../backend/adapters/file-stores.ts';
import { openBackend } from '../../backend/app.ts';
import { readBackendConfig } from '../../backend/config.ts';
import { connect, type Connection } from '../../backend/db/connect.ts';
import { startS3Server, type S3Server } from './s3-server.ts';

/**
 * `npm run files:migrate` as staff run it: on a data dir a disk-backed shop seeded (its demo
 * pictures, certification images and contract documents), into a bucket on s3rver, on the test's
 * database (a schema of its own on PostgreSQL, as the harness makes).
 */
const COMMAND = resolve('backend/command-line/files-migrate.ts');
const TSX = resolve('node_modules/.bin/tsx');

let s3: S3Server;
let dataDir: string;
let databaseUrl: string | undefined;
let connection: Connection;
let bucket: FileStores;
const schema = `migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(join(tmpdir(), 'caigou-migrate-'));
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  connection = await connect({ databaseUrl, dataDir });
  if (connection.dialect === 'postgres') await sql`create schema ${sql.id(schema)}`.execute(connection.db);
  const config = readBackendConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const shop = await openBackend(config, { clock: manualClock(Date.UTC(2026, 10, 22, 2, 0, 0)) });
  await shop.close();
  bucket = await openFileStores(join(dataDir, 'not-used'), s3.location);
}, 120_000);
afterAll(async () => {
  bucket.close();
  if (connection.dialect === 'postgres') await sql`drop schema ${sql.id(schema)} cascade`.execute(connection.db);
  await connection.close();
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function migrate(args: string[] = [], env: Record<string, string> = { FILES_URL: s3.filesUrl }) {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [COMMAND, ...args], {
      // Not the checkout's folder: its .env must not add to what the test sets.
      cwd: dataDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...env,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const filesIn = (folder: string) =>
  readdirSync(join(dataDir, folder), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Rows that record the sha256 of a file: uploads and contracts' documents. */
async function recordedHashes(): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const row of await connection.db.selectFrom('attachment').select(['path', 'sha256']).execute()) {
    hashes.set(row.path, row.sha256);
  }
  const contracts = await connection.db.selectFrom('contract').selectAll().execute();
  for (const row of contracts) {
    if (row.document_path && row.document_sha256) hashes.set(row.document_path, row.document_sha256);
    if (row.signed_path && row.signed_sha256) hashes.set(row.signed_path, row.signed_sha256);
  }
  return hashes;
}

describe('files:migrate', () => {
  it('lists what it would copy with --dry-run, and copies nothing', async () => {
    const total = filesIn('files').length + filesIn('uploads').length;
    expect(filesIn('uploads').length).toBeGreaterThan(600);
    const { code, stdout } = await migrate(['--dry-run']);
    expect(code).toBe(0);
    expect(stdout).toContain('would copy public/seed/goods-');
    const certification = await connection.db.selectFrom('attachment').select('path').executeTakeFirstOrThrow();
    expect(stdout).toContain(`would copy private/${certification.path}\n`);
    expect(stdout).toContain(`Would copy ${total} files (0 already in the bucket, 0 left out); nothing was copied.`);
    expect(await bucket.files.open(certification.path)).toBeUndefined();
  });

  it('copies both folders into the bucket, checking the recorded sha256s, readable as the shop reads them', async () => {
    const hashes = await recordedHashes();
    expect(hashes.size).toBeGreaterThan(5);
    const total = filesIn('files').length + filesIn('uploads').length;
    const { code, stdout, stderr } = await migrate();
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.trim()).toBe(
      `Copied ${total} files (0 already in the bucket, 0 left out); ` +
        `${hashes.size} checked against their recorded sha256, 0 differ.`,
    );
    for (const entry of filesIn('files')) {
      const stored = await bucket.files.open(entry.name);
      expect(Buffer.from(stored!)).toEqual(readFileSync(join(entry.parentPath, entry.name)));
      if (hashes.has(entry.name)) expect(sha256(stored!)).toBe(hashes.get(entry.name));
    }
    const goods = await connection.db.selectFrom('goods').select('goods_image').executeTakeFirstOrThrow();
    const picture = goods.goods_image.replace(/^\/file\//, '');
    expect(Buffer.from((await bucket.publicFiles.open(picture))!)).toEqual(
      readFileSync(join(dataDir, 'uploads', picture)),
    );
    // Some 680 files, each looked for, copied, some read back: on a busy 2-core machine, up to 20 s.
  }, 60_000);

  it('copies nothing on a second run', async () => {
    const total = filesIn('files').length + filesIn('uploads').length;
    const { code, stdout } = await migrate();
    expect(code).toBe(0);
    expect(stdout.trim()).toBe(
      `Copied 0 files (${total} already in the bucket, 0 left out); 0 checked against their recorded sha256, 0 differ.`,
    );
  });

  it('leaves out what no stored path names, and fails on a file that is not what its row recorded', async () => {
    writeFileSync(join(dataDir, 'files', 'notes.txt'), 'not an upload');
    mkdirSync(join(dataDir, 'uploads', '.cache'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', '.cache', 'x.svg'), '<svg/>');
    const { path } = await connection.db.selectFrom('attachment').select('path').executeTakeFirstOrThrow();
    writeFileSync(join(dataDir, 'files', path.slice(0, 6), path), 'tampered');
    await bucket.files.remove(path);
    const total = filesIn('files').length + filesIn('uploads').length;
    const { code, stdout, stderr } = await migrate();
    expect(code).toBe(1);
    expect(stdout).toContain(`left out (not a path the shop stores): ${join(dataDir, 'files', 'notes.txt')}\n`);
    expect(stdout).toContain(`left out (not a path the shop stores): ${join(dataDir, 'uploads', '.cache', 'x.svg')}\n`);
    expect(stdout).toContain(
      `Copied 1 file (${total - 3} already in the bucket, 2 left out); 1 checked against their recorded sha256, 1 differ.`,
    );
    expect(stderr).toContain(`differs from the sha256 its row records: private/${path}`);
  });

  it('stops with the cause when the bucket cannot be reached', async () => {
    const unreachable = await migrate([], { FILES_URL: 's3://S3RVER:S3RVER@127.0.0.1:1/caigou?tls=0' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/^files:migrate stopped: .*ECONNREFUSED/m);
  });

  it('refuses to run without a bucket, or with an option it does not know', async () => {
    const noBucket = await migrate([], {});
    expect(noBucket.code).toBe(2);
    expect(noBucket.stderr).toContain('No bucket to copy into.');
    const unknown = await migrate(['--force']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: npm run files:migrate');
  });
});
