import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { getMimeType } from 'hono/utils/mime';

/**
 * Where files' bytes live (docs/decisions/0010, 0028). Two stores: the private one holds uploads,
 * contracts and invoices, which only a service that checks who asks ever reads; the public one
 * holds what `/file/*` serves to anyone (the demo's pictures). The embedded default keeps both on
 * disk, shared by the processes of one machine; several machines share an S3-compatible bucket
 * (s3-files.ts) behind this same interface.
 */
export interface FileStore {
  put(path: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when the file is gone. */
  open(path: string): Promise<Uint8Array | undefined>;
  remove(path: string): Promise<void>;
}

export type FileArea = 'private' | 'public';

/** One part of a path: no part starts with a dot, so none climbs out (`..`) or hides. */
const PART = '[\\w-][\\w.-]*';
const PATHS: Record<FileArea, RegExp> = {
  // Generated (`<yyyymm>-<hex>.<ext>`): one name, never the uploaded one.
  private: new RegExp(`^${PART}$`),
  // Named by whoever writes them (`seed/goods-1-1.svg`): folders allowed.
  public: new RegExp(`^(?:${PART}/)*${PART}$`),
};

/** Whether a path may name a stored file of the area; the stores refuse any other. */
export function isStoredPath(area: FileArea, path: string): boolean {
  return PATHS[area].test(path);
}

export function checkedPath(area: FileArea, path: string): string {
  if (!isStoredPath(area, path)) throw new Error(`not a stored ${area} path: ${path}`);
  return path;
}

/** A file's type by its name, as `/file/*` has always answered it from disk. */
export function contentTypeOf(path: string): string {
  return getMimeType(path) ?? 'application/octet-stream';
}

/** Private files under DATA_DIR/files, which nothing serves statically. */
export function diskFiles(dataDir: string): FileStore {
  const root = join(resolve(dataDir), 'files');
  // The month is a folder so none grows without end.
  return diskStore((path) => join(root, checkedPath('private', path).slice(0, 6), path));
}

/** Public files under DATA_DIR/uploads, which `/file/*` serves as they are. */
export function diskPublicFiles(dataDir: string): FileStore {
  const root = join(resolve(dataDir), 'uploads');
  return diskStore((path) => join(root, checkedPath('public', path)));
}

function diskStore(where: (path: string) => string): FileStore {
  return {
    async put(path, bytes) {
      const file = where(path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async open(path) {
      try {
        return await readFile(where(path));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(path) {
      await rm(where(path), { force: true });
    },
  };
}
