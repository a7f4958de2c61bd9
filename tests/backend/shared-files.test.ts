import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBackend, type Backend } from '../../backend/app.ts';
import { s3Client, s3Has } from '../../backend/adapters/s3-files.ts';
import { readBackendConfig } from '../../backend/config.ts';
import { Code } from '../../common/envelope.ts';
import { startBackend, type TestBackend } from './harness.ts';
import { startS3Server, type S3Server } from './s3-server.ts';
import { uploadedPng } from './uploads.ts';

/**
 * Files in a bucket shared by two machines (docs/decisions/0028): machine A is the test's backend
 * with FILES_URL, machine B a second backend on the same database and bucket but a DATA_DIR of
 * its own, so nothing either reads can come from a local disk. Private files keep their owner
 * check on both; the demo's public pictures, written by A's seed, are served by B.
 */
let s3: S3Server;
let t: TestBackend;
let machineB: Backend;
let dataDirB: string;
let demo: string;
let other: string;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startBackend({ env: { FILES_URL: s3.filesUrl } });
  dataDirB = mkdtempSync(join(tmpdir(), 'caigou-machine-b-'));
  const configB = readBackendConfig({ NODE_ENV: 'test', DATA_DIR: dataDirB, FILES_URL: s3.filesUrl });
  // The same database as A: B's stop must leave it open for A.
  const connection = { ...t.backend.connection, close: async () => undefined };
  machineB = await openBackend(configB, { clock: t.clock, connection });
  demo = await t.buyerToken('demo');
  other = await t.buyerToken('other');
});
afterAll(async () => {
  await machineB.close();
  await t.close();
  await s3.stop();
  rmSync(dataDirB, { recursive: true, force: true });
});

function get(backend: Backend, path: string, token?: string): Promise<Response> {
  const url = new URL(path, 'http://backend.test');
  if (token) url.searchParams.set('token', token);
  return Promise.resolve(backend.app.fetch(new Request(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })));
}

async function inBucket(key: string): Promise<boolean> {
  const client = s3Client(s3.location);
  try {
    return await s3Has(client, s3.location.bucket, key);
  } finally {
    client.destroy();
  }
}

describe('private files', () => {
  it('stores an upload through A in the bucket, and B serves it to its company only', async () => {
    const path = await uploadedPng(t, demo, 'openLicense');
    expect(await inBucket(`private/${path}`)).toBe(true);
    const fromA = await get(t.backend, `/rest/attachment/${path}`, demo);
    const fromB = await get(machineB, `/rest/attachment/${path}`, demo);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect(fromB.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    for (const machine of [t.backend, machineB]) {
      const refused = await get(machine, `/rest/attachment/${path}`, other);
      expect(await refused.json()).toMatchObject({ code: Code.notFound });
    }
  });

  it('never serves a private file as a public one', async () => {
    const path = await uploadedPng(t, demo, 'taxpayerImg');
    for (const open of [`/file/${path}`, `/file/private/${path}`, `/file/../private/${path}`]) {
      const response = await get(machineB, open);
      expect(response.status, open).toBe(404);
      expect(response.headers.get('content-type'), open).not.toMatch(/^image\//);
    }
  });

  it("reads the seed's certification images from the bucket", async () => {
    const row = await t.db
      .selectFrom('attachment')
      .select('path')
      .where('doctype', '=', 'organizationRegImg')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await get(machineB, `/rest/attachment/${row.path}`, demo);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('removes a deleted upload from the bucket', async () => {
    const path = await uploadedPng(t, demo, 'idCardCopy');
    const reply = await t.call('POST', '/rest/attachment/delete', { token: demo, body: { filePath: path } });
    expect(reply.code, reply.msg).toBe(0);
    expect(await inBucket(`private/${path}`)).toBe(false);
  });

  it('writes nothing to either machine’s disk', () => {
    expect(readdirSync(dataDirB)).toEqual([]);
  });
});

describe('public files', () => {
  it("serves A's seeded goods pictures from B, as the disk serves them", async () => {
    const goods = await t.db.selectFrom('goods').select('goods_image').orderBy('id').executeTakeFirstOrThrow();
    expect(goods.goods_image).toMatch(/^\/file\/seed\/[\w-]+\.svg$/);
    expect(await inBucket(goods.goods_image.replace(/^\/file\//, 'public/'))).toBe(true);
    const response = await get(machineB, goods.goods_image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toMatch(/^<svg /);
    const head = await machineB.app.fetch(new Request(new URL(goods.goods_image, 'http://b.test'), { method: 'HEAD' }));
    expect(head.status).toBe(200);
  });

  it('answers 404 for a picture that is not there, or a path that is no stored path', async () => {
    for (const path of ['/file/seed/nothing.svg', '/file/seed/..%2F..%2Fprivate', '/file/seed//x.svg', '/file/']) {
      const response = await get(machineB, path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ code: Code.notFound });
    }
  });
});
