import { diskFiles, diskPublicFiles, type FileStore } from './files.ts';
import type { S3Location } from './s3-location.ts';

export interface FileStores {
  /** Uploads, contracts, invoices: read only through services that check who asks. */
  files: FileStore;
  /** What `/file/*` serves to anyone. */
  publicFiles: FileStore;
  close(): void;
}

/**
 * The disk under DATA_DIR by default; with an S3 location, both stores in its bucket, so that
 * every machine reads what any of them wrote. The SDK is loaded only then.
 */
export async function openFileStores(dataDir: string, s3: S3Location | undefined): Promise<FileStores> {
  if (!s3) return { files: diskFiles(dataDir), publicFiles: diskPublicFiles(dataDir), close: () => undefined };
  const { s3Client, s3Files } = await import('./s3-files.ts');
  const client = s3Client(s3);
  return {
    files: s3Files(client, s3.bucket, 'private'),
    publicFiles: s3Files(client, s3.bucket, 'public'),
    // Its keep-alive sockets would hold a finished command-line process open.
    close: () => client.destroy(),
  };
}
