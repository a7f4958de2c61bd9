import '../load-env.ts';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { isStoredPath, type FileArea } from '../adapters/files.ts';
import { inParallel } from '../adapters/in-parallel.ts';
import { s3Client, s3Files, s3Has, s3Key } from '../adapters/s3-files.ts';
import { readBackendConfig } from '../config.ts';
import { connect } from '../db/connect.ts';
import type { Db } from '../db/types.ts';

/**
 * `npm run files:migrate [-- --dry-run]`: copies the disk's files (DATA_DIR/files, private, and
 * DATA_DIR/uploads, public) into the bucket FILES_URL or S3_* names, as a shop moving to several
 * machines needs before it starts them with the bucket (docs/decisions/0028). A key already in
 * the bucket is left as it is, so the command can be run again after a failure; each file copied
 * whose row records its sha256 (an upload, a contract's documents) is read back from the bucket and
 * checked against it. Nothing is deleted from the disk.
 */
const USAGE = 'Usage: npm run files:migrate [-- --dry-run]   (FILES_URL or S3_* name the bucket)';
const AT_ONCE = 8;

interface LocalFile {
  area: FileArea;
  /** The stored path: what the shop's rows and URLs name it by. */
  path: string;
  file: string;
}

async function main(argv: string[]): Promise<number> {
  let dryRun: boolean;
  try {
    dryRun = parseArgs({ args: argv, options: { 'dry-run': { type: 'boolean', default: false } } }).values['dry-run'];
  } catch {
    console.error(USAGE);
    return 2;
  }
  const config = readBackendConfig();
  if (!config.s3) {
    console.error(`No bucket to copy into.\n${USAGE}`);
    return 2;
  }
  const { bucket } = config.s3;
  const client = s3Client(config.s3);
  const stores = { private: s3Files(client, bucket, 'private'), public: s3Files(client, bucket, 'public') };
  const connection = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { files, leftOut } = await localFiles(config.dataDir);
    for (const file of leftOut) console.log(`left out (not a path the shop stores): ${file}`);
    const hashes = await recordedHashes(connection.db);
    let already = 0;
    let copied = 0;
    let checked = 0;
    const differ: string[] = [];
    await inParallel(files, AT_ONCE, async ({ area, path, file }) => {
      const key = s3Key(area, path);
      if (await s3Has(client, bucket, key)) {
        already += 1;
        return;
      }
      if (dryRun) {
        console.log(`would copy ${key}`);
        copied += 1;
        return;
      }
      const store = stores[area];
      await store.put(path, await readFile(file));
      copied += 1;
      const recorded = area === 'private' ? hashes.get(path) : undefined;
      if (recorded === undefined) return;
      checked += 1;
      if (sha256((await store.open(path)) ?? new Uint8Array()) !== recorded) differ.push(key);
    });
    for (const key of differ) console.error(`differs from the sha256 its row records: ${key}`);
    console.log(summary({ dryRun, copied, already, leftOut: leftOut.length, checked, differ: differ.length }));
    return differ.length > 0 ? 1 : 0;
  } finally {
    client.destroy();
    await connection.close();
  }
}

/** Every file under DATA_DIR/files (in month folders) and DATA_DIR/uploads, and those no stored path names. */
async function localFiles(dataDir: string): Promise<{ files: LocalFile[]; leftOut: string[] }> {
  const files: LocalFile[] = [];
  const leftOut: string[] = [];
  const walk = async (area: FileArea, root: string, pathOf: (inRoot: string, name: string) => string | undefined) => {
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = join(entry.parentPath, entry.name);
      const path = pathOf(relative(root, file).split(sep).join('/'), entry.name);
      if (path !== undefined && isStoredPath(area, path)) files.push({ area, path, file });
      else leftOut.push(file);
    }
  };
  const root = resolve(dataDir);
  // A private file's month folder is the disk's own layout: the stored path is the name alone, and
  // a file elsewhere is none the disk store could have written.
  await walk('private', join(root, 'files'), (inRoot, name) =>
    inRoot === `${name.slice(0, 6)}/${name}` ? name : undefined,
  );
  await walk('public', join(root, 'uploads'), (inRoot) => inRoot);
  return { files, leftOut };
}

/** The sha256 each stored private file had when it was written, by its path. */
async function recordedHashes(db: Db): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  const attachments = await db.selectFrom('attachment').select(['path', 'sha256']).execute();
  for (const row of attachments) hashes.set(row.path, row.sha256);
  const contracts = await db
    .selectFrom('contract')
    .select(['document_path', 'document_sha256', 'signed_path', 'signed_sha256'])
    .execute();
  for (const row of contracts) {
    if (row.document_path && row.document_sha256) hashes.set(row.document_path, row.document_sha256);
    if (row.signed_path && row.signed_sha256) hashes.set(row.signed_path, row.signed_sha256);
  }
  return hashes;
}

const fileCount = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function summary(counts: {
  dryRun: boolean;
  copied: number;
  already: number;
  leftOut: number;
  checked: number;
  differ: number;
}): string {
  const { dryRun, copied, already, leftOut, checked, differ } = counts;
  const rest = `${already} already in the bucket, ${leftOut} left out`;
  if (dryRun) return `Would copy ${fileCount(copied)} (${rest}); nothing was copied.`;
  return `Copied ${fileCount(copied)} (${rest}); ${checked} checked against their recorded sha256, ${differ} differ.`;
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  // What was copied stays copied: a run after the cause is fixed goes on from there.
  console.error(`files:migrate stopped: ${(error as Error).message ?? error}`);
  return 1;
});
