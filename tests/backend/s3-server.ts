import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Location } from '../../backend/adapters/s3-location.ts';

/** The keys s3rver checks every request's signature against. */
const KEY = 'S3RVER';

export interface S3Server {
  /** FILES_URL for a backend: the bucket on this server. */
  filesUrl: string;
  location: S3Location;
  stop(): Promise<void>;
}

/**
 * A local S3-compatible server for one test file (s3rver, in this process): bound to 127.0.0.1
 * only, on a port the system picks when it listens (run() answers it, so no other process can
 * take it in between), its objects in a temporary folder removed on stop.
 */
export async function startS3Server(bucket = 'caigou'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'caigou-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    filesUrl: `s3://${KEY}:${KEY}@127.0.0.1:${port}/${bucket}?tls=0`,
    location: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    },
    async stop() {
      // A client's keep-alive sockets would hold close() open until they time out.
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
