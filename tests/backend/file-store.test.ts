import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFileStores, type FileStores } from '../../backend/adapters/file-stores.ts';
import { s3Client, s3Has } from '../../backend/adapters/s3-files.ts';
import { readBackendConfig } from '../../backend/config.ts';
import { startS3Server, type S3Server } from './s3-server.ts';

/**
 * What every file store does, the disk's and the bucket's alike (docs/decisions/0028): one
 * contract run against both, so the shop cannot tell them apart; then the S3 client's settings
 * and the configuration that chooses the store.
 */
let s3: S3Server;
const dataDirs: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'caigou-files-'));
  dataDirs.push(dir);
  return dir;
}

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (stored: Uint8Array | undefined) => (stored ? new TextDecoder().decode(stored) : undefined);

describe.each([
  { kind: 'disk', open: () => openFileStores(dataDir(), undefined) },
  { kind: 's3', open: () => openFileStores(dataDir(), s3.location) },
])('the $kind store', ({ open }) => {
  let stores: FileStores;
  beforeAll(async () => {
    stores = await open();
  });
  afterAll(() => stores.close());

  it('answers what was put, the newest put winning, and undefined for what never was', async () => {
    const { files } = stores;
    await files.put('202611-0a1b.png', bytes('first'));
    expect(text(await files.open('202611-0a1b.png'))).toBe('first');
    await files.put('202611-0a1b.png', bytes('second'));
    expect(text(await files.open('202611-0a1b.png'))).toBe('second');
    expect(await files.open('202611-ffff.png')).toBeUndefined();
  });

  it('keeps binary bytes exactly', async () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    await stores.files.put('202611-bin.pdf', all);
    expect(Array.from((await stores.files.open('202611-bin.pdf'))!)).toEqual(Array.from(all));
  });

  it('removes a file, and removing one that is gone is no error', async () => {
    const { files } = stores;
    await files.put('202611-gone.png', bytes('x'));
    await files.remove('202611-gone.png');
    expect(await files.open('202611-gone.png')).toBeUndefined();
    await expect(files.remove('202611-gone.png')).resolves.toBeUndefined();
  });

  it('keeps the private and the public files apart', async () => {
    await stores.files.put('same-name.svg', bytes('private'));
    await stores.publicFiles.put('same-name.svg', bytes('public'));
    expect(text(await stores.files.open('same-name.svg'))).toBe('private');
    expect(text(await stores.publicFiles.open('same-name.svg'))).toBe('public');
  });

  it('lets public paths have folders', async () => {
    await stores.publicFiles.put('seed/deeper/goods-1-1.svg', bytes('<svg/>'));
    expect(text(await stores.publicFiles.open('seed/deeper/goods-1-1.svg'))).toBe('<svg/>');
  });

  it('refuses a path that could climb out or hide, before touching anything', async () => {
    for (const path of ['', '../x.png', '.hidden', 'a/b.png', 'a\\b.png', '202611-a.png/..', 'a%2Fb']) {
      await expect(stores.files.put(path, bytes('x')), path).rejects.toThrow(/not a stored private path/);
      await expect(stores.files.open(path), path).rejects.toThrow(/not a stored private path/);
      await expect(stores.files.remove(path), path).rejects.toThrow(/not a stored private path/);
    }
    for (const path of ['', '/seed/a.svg', 'seed/../a.svg', 'seed//a.svg', 'seed/.a.svg', 'seed/', '..']) {
      await expect(stores.publicFiles.put(path, bytes('x')), path).rejects.toThrow(/not a stored public path/);
      await expect(stores.publicFiles.open(path), path).rejects.toThrow(/not a stored public path/);
    }
  });
});

describe('the S3 client', () => {
  it('asks for checksums only where an operation requires one, and addresses buckets by path', async () => {
    const client = s3Client(s3.location);
    try {
      expect(await client.config.requestChecksumCalculation()).toBe('WHEN_REQUIRED');
      expect(await client.config.responseChecksumValidation()).toBe('WHEN_REQUIRED');
      expect(client.config.forcePathStyle).toBe(true);
    } finally {
      client.destroy();
    }
  });

  it('keeps each area under its own prefix of the bucket', async () => {
    const stores = await openFileStores(dataDir(), s3.location);
    const client = s3Client(s3.location);
    try {
      await stores.files.put('202611-key.png', bytes('x'));
      await stores.publicFiles.put('seed/key.svg', bytes('y'));
      expect(await s3Has(client, s3.location.bucket, 'private/202611-key.png')).toBe(true);
      expect(await s3Has(client, s3.location.bucket, 'public/seed/key.svg')).toBe(true);
      expect(await s3Has(client, s3.location.bucket, '202611-key.png')).toBe(false);
    } finally {
      client.destroy();
      stores.close();
    }
  });
});

describe('choosing the store', () => {
  const s3Of = (env: Record<string, string>) => readBackendConfig({ NODE_ENV: 'test', ...env }).s3;

  it('is the disk unless FILES_URL or S3_* say otherwise, blank values included', () => {
    expect(s3Of({})).toBeUndefined();
    expect(s3Of({ FILES_URL: '', S3_ENDPOINT: '', S3_BUCKET: '' })).toBeUndefined();
  });

  it('reads FILES_URL: keys percent-decoded, tls=0 for http, the region defaulting to us-east-1', () => {
    expect(s3Of({ FILES_URL: 's3://AK%2F1:se%2Bcret@127.0.0.1:4569/caigou?tls=0' })).toEqual({
      endpoint: 'http://127.0.0.1:4569',
      bucket: 'caigou',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AK/1', secretAccessKey: 'se+cret' },
    });
    expect(s3Of({ FILES_URL: 's3://cos.ap-shanghai.myqcloud.com/shop-1250000000?region=ap-shanghai' })).toEqual({
      endpoint: 'https://cos.ap-shanghai.myqcloud.com',
      bucket: 'shop-1250000000',
      region: 'ap-shanghai',
      credentials: undefined,
    });
  });

  it('reads the S3_* variables', () => {
    expect(
      s3Of({
        S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
        S3_BUCKET: 'caigou-files',
        S3_REGION: 'oss-cn-hangzhou',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      bucket: 'caigou-files',
      region: 'oss-cn-hangzhou',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('refuses to start on a wrong value, saying which and why', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ FILES_URL: 'http://127.0.0.1:4569/caigou' }, /FILES_URL: the scheme is http:, not s3:/],
      [{ FILES_URL: 's3://127.0.0.1:4569/' }, /FILES_URL: "" is not a bucket name/],
      [{ FILES_URL: 's3://127.0.0.1:4569/caigou/more' }, /FILES_URL: "caigou\/more" is not a bucket name/],
      [{ FILES_URL: 's3://127.0.0.1:4569/caigou?tls=no' }, /FILES_URL: tls must be 0 or 1/],
      [{ FILES_URL: 's3://127.0.0.1:4569/caigou?regoin=x' }, /FILES_URL: unknown parameter "regoin"/],
      [{ FILES_URL: 's3://key@127.0.0.1:4569/caigou' }, /FILES_URL: give both the key and the secret/],
      [{ FILES_URL: 'caigou' }, /FILES_URL: not a URL/],
      [{ FILES_URL: 's3://h/caigou', S3_BUCKET: 'caigou' }, /either FILES_URL or the S3_\* variables/],
      [{ S3_BUCKET: 'caigou' }, /need at least S3_ENDPOINT and S3_BUCKET/],
      [{ S3_ENDPOINT: 'cos.example.com', S3_BUCKET: 'caigou' }, /S3_ENDPOINT: "cos.example.com" is not a URL/],
      [{ S3_ENDPOINT: 'ftp://h', S3_BUCKET: 'caigou' }, /S3_ENDPOINT: the scheme must be http: or https:/],
      [{ S3_ENDPOINT: 'https://h/caigou', S3_BUCKET: 'caigou' }, /S3_ENDPOINT: give the host only/],
      [{ S3_ENDPOINT: 'https://h', S3_BUCKET: 'Caigou_Files' }, /S3_BUCKET: "Caigou_Files" is not a bucket name/],
      [{ S3_ENDPOINT: 'https://h', S3_BUCKET: 'caigou', S3_ACCESS_KEY_ID: 'id' }, /Give both S3_ACCESS_KEY_ID/],
    ];
    for (const [env, error] of cases) {
      expect(() => s3Of(env), JSON.stringify(env)).toThrow(/^Bad configuration: /);
      expect(() => s3Of(env), JSON.stringify(env)).toThrow(error);
    }
  });
});
