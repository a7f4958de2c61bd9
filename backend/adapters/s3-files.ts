import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkedPath, contentTypeOf, type FileArea, type FileStore } from './files.ts';
import type { S3Location } from './s3-location.ts';

/**
 * A client for any S3-compatible store, not only AWS: path-style addressing (a bucket as a
 * host name needs DNS that Ceph RGW and a local server lack), and checksums only where an
 * operation requires one. Since 3.729 the SDK by default adds CRC32 checksums, sent as trailers
 * of a chunked body, which s3rver, Ceph, Tencent COS and Aliyun OSS refuse
 * (XAmzContentSHA256Mismatch). Every client is made here so that none misses the setting.
 */
export function s3Client(location: S3Location): S3Client {
  return new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    credentials: location.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The object key of a stored path: each area has its own prefix in the one bucket. */
export function s3Key(area: FileArea, path: string): string {
  return `${area}/${checkedPath(area, path)}`;
}

/**
 * One area of the bucket as a FileStore. Bodies are whole byte arrays, never streams: a stream
 * would be sent chunked with a trailer, which the stores above refuse; the files are small (an
 * upload is at most 2 MB).
 */
export function s3Files(client: S3Client, bucket: string, area: FileArea): FileStore {
  return {
    async put(path, bytes) {
      const Key = s3Key(area, path);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: bytes, ContentType: contentTypeOf(path) }));
    },
    async open(path) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: s3Key(area, path) }));
        return await answer.Body?.transformToByteArray();
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(path) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: s3Key(area, path) }));
    },
  };
}

/** Whether the bucket holds the key already (HeadObject: no body is fetched). */
export async function s3Has(client: S3Client, bucket: string, key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    // A HEAD answer has no body to name the error: the status is all there is.
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}
