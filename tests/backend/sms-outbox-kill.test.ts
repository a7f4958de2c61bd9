import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '../../backend/db/connect.ts';
import { withSearchPath } from './harness.ts';

/**
 * The outbox across a `kill -9` of a real process: one text is in the provider's hands when the
 * process dies (it must go again, with the same delivery id), another was committed while the
 * dispatcher was busy and never left (it must go once). Nothing is lost, nothing reaches the
 * provider as a second message.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A provider that holds its answer while `holding` is on: the process dies with the request open. */
function slowProvider() {
  const seen: string[] = [];
  const held: ServerResponse[] = [];
  let holding = true;
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push((JSON.parse(body) as { deliveryId: string }).deliveryId);
      if (holding) held.push(response);
      else response.writeHead(200).end();
    });
  });
  return {
    seen,
    server,
    release() {
      holding = false;
      for (const response of held) response.destroy();
    },
  };
}

describe('the SMS outbox when its process is killed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'caigou-kill-'));
  const schema = `kill_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = databaseUrl ? withSearchPath(databaseUrl, schema) : undefined;
  const provider = slowProvider();
  let connection: Connection;
  let shop: ChildProcess | undefined;
  let port: number;

  async function start() {
    shop = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        BACKEND_PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: url ?? '',
        SMS_WEBHOOK_URL: `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}/sms`,
        SMS_LOG: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await until(
      'the shop to answer',
      async () => {
        const response = await fetch(`http://127.0.0.1:${port}/rest/goods/page`);
        return response.ok ? true : undefined;
      },
      120_000,
    );
  }

  const askCode = async (mobile: string) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/sms/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
      body: new URLSearchParams({ mobile }),
    });
    expect(((await response.json()) as { code: number }).code).toBe(0);
  };
  const row = (mobile: string) =>
    connection.db.selectFrom('sms_outbox').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();

  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
    port = await freePort();
    connection = await connect({ databaseUrl: url, dataDir });
    if (url) await sql`create schema ${sql.id(schema)}`.execute(connection.db);
  });

  afterAll(async () => {
    shop?.kill('SIGKILL');
    provider.release();
    await new Promise<void>((resolve) => provider.server.close(() => resolve()));
    if (url) await sql`drop schema ${sql.id(schema)} cascade`.execute(connection.db);
    await connection.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the text in flight again under its delivery id, and the one not yet sent once', async () => {
    await start();
    await askCode('13700000011');
    const inFlight = await until('the first text to reach the provider', async () =>
      provider.seen.length === 1 ? provider.seen[0] : undefined,
    );
    // The dispatcher waits for the provider's answer, so this one is committed and stays queued.
    await askCode('13700000012');
    expect(await row('13700000012')).toMatchObject({ state: 'queued', attempts: 0 });

    shop!.kill('SIGKILL');
    await new Promise((resolve) => shop!.once('exit', resolve));
    provider.release();
    expect(await row('13700000011')).toMatchObject({ state: 'queued', attempts: 1 });

    await start();
    // The held text waits for its lease to run out (SMS_LEASE_MS), the other goes at once.
    const [first, second] = await until(
      'both texts to be sent',
      async () => {
        const rows = await Promise.all([row('13700000011'), row('13700000012')]);
        return rows.every((r) => r.state === 'sent') ? rows : undefined;
      },
      60_000,
    );
    expect(first!.delivery_id).toBe(inFlight);
    expect(provider.seen.filter((id) => id === inFlight)).toHaveLength(2);
    expect(provider.seen.filter((id) => id === second!.delivery_id)).toHaveLength(1);
    expect(new Set(provider.seen).size).toBe(2);
    // Two starts of a real process (the first seeds) and a lease to run out.
  }, 180_000);
});
