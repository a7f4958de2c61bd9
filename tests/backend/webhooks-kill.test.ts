import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueWebhook } from '../../backend/areas/webhooks/index.ts';
import { connect, type Connection } from '../../backend/db/connect.ts';
import { withSearchPath } from './harness.ts';

/**
 * Webhooks across a `kill -9` of a real shop process, as the SMS outbox's test does it
 * (sms-outbox-kill.test.ts): one event is in the receiver's hands when the process dies (it must
 * come again under the same webhook-id), another was committed while the dispatcher was busy and
 * never left (it must come once). Nothing is lost.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

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

/** A receiver that holds its answer while `holding` is on: the process dies with the request open. */
function slowReceiver() {
  const seen: string[] = [];
  const verified: unknown[] = [];
  const held: ServerResponse[] = [];
  let holding = true;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push(String(request.headers['webhook-id']));
      verified.push(new Webhook(SECRET).verify(body, request.headers as Record<string, string>));
      if (holding) held.push(response);
      else response.writeHead(204).end();
    });
  });
  return {
    seen,
    verified,
    server,
    release() {
      holding = false;
      for (const response of held) response.destroy();
    },
  };
}

describe('webhooks when the shop process is killed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'caigou-webhook-kill-'));
  const schema = `whkill_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = databaseUrl ? withSearchPath(databaseUrl, schema) : undefined;
  const receiver = slowReceiver();
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
        SMS_LOG: '0',
        // The receiver is on 127.0.0.1, which the address guard refuses without this.
        WEBHOOK_ALLOW_LOOPBACK: '1',
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

  let companyId: number;
  const queue = (orderNo: string) =>
    connection.db
      .transaction()
      .execute((trx) => queueWebhook(trx, { companyId, type: 'order.paid', data: { orderNo }, now: Date.now() }))
      .then((id) => id!);
  const delivery = (eventId: string) =>
    connection.db.selectFrom('webhook_delivery').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    port = await freePort();
    connection = await connect({ databaseUrl: url, dataDir });
    if (url) await sql`create schema ${sql.id(schema)}`.execute(connection.db);
  });

  afterAll(async () => {
    shop?.kill('SIGKILL');
    receiver.release();
    await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
    if (url) await sql`drop schema ${sql.id(schema)} cascade`.execute(connection.db);
    await connection.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers the event in flight again under its webhook-id, and the one not yet sent once', async () => {
    await start();
    const company = await connection.db.selectFrom('company').select('id').orderBy('id').executeTakeFirstOrThrow();
    companyId = company.id;
    await connection.db
      .insertInto('webhook_endpoint')
      .values({
        company_id: companyId,
        url: `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hooks`,
        events: JSON.stringify(['order.paid']),
        secret: SECRET,
        enabled: 1,
        consecutive_failures: 0,
        created_at: Date.now(),
      })
      .execute();

    const inFlight = await queue('K1');
    await until('the first event to reach the receiver', async () => (receiver.seen.length === 1 ? true : undefined));
    expect(receiver.seen).toEqual([inFlight]);
    // The dispatcher waits for the receiver's answer, so this one is committed and stays queued.
    const waiting = await queue('K2');
    expect(await delivery(waiting)).toMatchObject({ state: 'queued', attempts: 0 });

    shop!.kill('SIGKILL');
    await new Promise((resolve) => shop!.once('exit', resolve));
    receiver.release();
    expect(await delivery(inFlight)).toMatchObject({ state: 'delivering', attempts: 1 });

    await start();
    // The held one waits for its lease to run out (WEBHOOK_LEASE_MS), the other goes at once.
    await until(
      'both events to be delivered',
      async () => {
        const rows = await Promise.all([delivery(inFlight), delivery(waiting)]);
        return rows.every((row) => row.state === 'delivered') ? rows : undefined;
      },
      60_000,
    );
    expect(receiver.seen.filter((id) => id === inFlight)).toHaveLength(2);
    expect(receiver.seen.filter((id) => id === waiting)).toHaveLength(1);
    expect(receiver.seen).toHaveLength(3);
    expect(receiver.verified).toHaveLength(3);
    expect(await delivery(inFlight)).toMatchObject({ attempts: 2, last_status: 204 });
    // The try cut off by the kill left no log row; the two answered did.
    expect(await connection.db.selectFrom('webhook_attempt').select('status').execute()).toHaveLength(2);
  }, 180_000);
});
