import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeringPid } from './socket-owner.ts';
import { childPids, requireBuild, spawnShop, type SpawnedShop } from './spawn-shop.ts';

/**
 * The production entry as processes (docs/decisions/0028): one per core on PostgreSQL, each
 * answering; a stop that lets a request in flight finish and gives the job leases back; and the
 * embedded SQLite default still one process, several there refused without REDIS_URL.
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** What one request on a socket of its own answered, read until the server closed it. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const opened = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

/** The text received on a socket once `done` says it is complete (or the server closed it). */
const received = (socket: Socket, done: (text: string) => boolean) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (done(text)) resolve(text);
    });
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
  });

const parse = (text: string): Answer => {
  const [head = '', body = ''] = text.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
};

describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  const schema = `cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  const dataDir = mkdtempSync(join(tmpdir(), 'caigou-cluster-'));
  let shop: SpawnedShop;
  let workers: number[];

  /** One value from the shop's schema. */
  const count = async (query: string) => {
    const { rows } = await admin.query<{ n: string }>(`select count(*) as n from ${schema}.${query}`);
    return Number(rows[0]!.n);
  };

  beforeAll(async () => {
    requireBuild();
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const url = new URL(DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    shop = await spawnShop({
      env: {
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '2',
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        SESSION_SECRET: 'cluster-test-secret-cluster-test-secret',
        SMS_LOG: '0',
      },
    });
    await shop.waitForLog(/Caigou worker \d+ on /, 2);
    workers = await childPids(shop.pid);
  });

  afterAll(async () => {
    await shop?.kill('SIGKILL');
    for (const pid of workers ?? []) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone, as it should be.
      }
    }
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('forks two workers, and connections are answered by both', async () => {
    expect(workers).toHaveLength(2);
    const answering = new Set<number | undefined>();
    for (let i = 0; i < 4; i += 1) {
      const socket = await opened(shop.port);
      const answer = received(socket, (text) => text.includes('\r\n\r\n'));
      socket.write(`GET /rest/searchkwd/list HTTP/1.1\r\nHost: 127.0.0.1:${shop.port}\r\n\r\n`);
      expect(parse(await answer).status).toBe(200);
      answering.add(await answeringPid(socket, workers));
      socket.destroy();
    }
    expect([...answering].sort()).toEqual([...workers].sort());
  });

  it('lets a request in flight when SIGTERM comes finish with its whole answer, then exits', async () => {
    const body = new URLSearchParams({ loginType: '1', username: 'demo', password: 'Demo12345' }).toString();
    const half = Math.floor(body.length / 2);
    const socket = await opened(shop.port);
    const answer = received(socket, () => false);
    socket.write(
      `POST /rest/customer/login HTTP/1.1\r\nHost: 127.0.0.1:${shop.port}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n` +
        body.slice(0, half),
    );
    // The request has reached its worker (which holds the socket, and has read the head by a
    // moment later) and waits there for the rest of its body.
    for (let tries = 0; !(await answeringPid(socket, workers)); tries += 1) {
      if (tries === 100) throw new Error('No worker took the connection in 5 s');
      await pause(50);
    }
    await pause(200);
    const stoppedAt = Date.now();
    process.kill(shop.pid, 'SIGTERM');
    await shop.waitForLog(/Caigou \d+ stopping/, 2);
    socket.write(body.slice(half));

    const { status, headers, body: reply } = parse(await answer);
    expect(status).toBe(200);
    expect(headers.connection).toBe('close');
    expect(JSON.parse(reply)).toMatchObject({ code: 0, data: { token: expect.any(String) } });
    expect(await shop.exited).toEqual({ code: 0, signal: null });
    // Drained, not cut at SHUTDOWN_SECONDS.
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(await childPids(shop.pid).catch(() => [])).toEqual([]);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });

  it('left no job leased, and seeded the demo data once', async () => {
    expect(await count(`job where lease_owner is not null`)).toBe(0);
    expect(await count(`company where name = '示例科技有限公司'`)).toBe(1);
    expect(await count(`account where username = 'demo'`)).toBe(1);
  });
});

describe('on SQLite, the embedded default', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'caigou-single-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses WEB_CONCURRENCY=2 without REDIS_URL, saying why', async () => {
    const started = spawnShop({ env: { NODE_ENV: 'production', WEB_CONCURRENCY: '2', DATA_DIR: dataDir } });
    await expect(started).rejects.toThrow(/exited \(code 1\)[\s\S]*WEB_CONCURRENCY=2 on SQLite needs REDIS_URL/);
  });

  it('runs as one process, forking nothing, and stops cleanly', async () => {
    requireBuild();
    const shop = await spawnShop({ env: { NODE_ENV: 'production', DATA_DIR: dataDir, SMS_LOG: '0' } });
    try {
      expect(await childPids(shop.pid)).toEqual([]);
      expect(shop.logs()).toContain(`Caigou on http://localhost:${shop.port}`);
      expect(await shop.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    } finally {
      await shop.kill('SIGKILL');
    }
  });
});
