import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Where uploaded files' bytes live (docs/decisions/0010). The embedded default keeps them
 * under DATA_DIR/files, which nothing serves statically: every read goes through a service
 * that checks who asks. Processes on one machine share the folder; several machines would
 * put an object store behind this same interface.
 */
export interface FileStore {
  put(path: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when the file is gone. */
  open(path: string): Promise<Uint8Array | undefined>;
  remove(path: string): Promise<void>;
}

export function diskFiles(dataDir: string): FileStore {
  const root = join(resolve(dataDir), 'files');
  // Paths are generated (`<yyyymm>-<hex>.<ext>`); the month is a folder so none grows without end.
  const where = (path: string) => {
    if (!/^[\w.-]+$/.test(path)) throw new Error(`not a stored path: ${path}`);
    return join(root, path.slice(0, 6), path);
  };
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
