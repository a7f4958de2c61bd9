import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmsDispatcher, SMS_MAX_ATTEMPTS } from '../../backend/jobs/sms-dispatch.ts';
import { webhookSms } from '../../backend/adapters/sms.ts';
import { startBackend, type TestBackend } from './harness.ts';

/** A provider's webhook: records every request and answers with the status the test sets. */
function fakeProvider() {
  const received: { mobile: string; content: string; deliveryId: string; key: string | undefined }[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const parsed = JSON.parse(body) as { mobile: string; content: string; deliveryId: string };
      received.push({ ...parsed, key: request.headers['idempotency-key'] as string | undefined });
      response.writeHead(status).end();
    });
  });
  return {
    received,
    answer: (next: number) => (status = next),
    url: async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const MOBILE = '13700000001';

describe('the SMS outbox without a provider', () => {
  let t: TestBackend;
  beforeAll(async () => (t = await startBackend()));
  afterAll(() => t.close());

  it('keeps a text written in a transaction only when the transaction commits', async () => {
    const before = await t.count('sms_outbox');
    await expect(
      t.db.transaction().execute(async (trx) => {
        await t.backend.deps.sms.queue(trx, MOBILE, 'rolled back');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.count('sms_outbox')).toBe(before);

    await t.db.transaction().execute((trx) => t.backend.deps.sms.queue(trx, MOBILE, 'committed'));
    const row = await t.db.selectFrom('sms_outbox').selectAll().where('mobile', '=', MOBILE).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content: 'committed', state: 'stored' });
    expect(row.delivery_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores a login code as done: there is nothing to dispatch', async () => {
    expect(t.backend.smsDispatch).toBeNull();
    const sent = await t.call('POST', '/api/sms/code', { body: { mobile: '13700000002' } });
    expect(sent.code, sent.msg).toBe(0);
    expect((await t.texts('13700000002'))[0]).toMatch(/\d{6}/);
  });
});

describe('the SMS outbox with a provider', () => {
  const provider = fakeProvider();
  let t: TestBackend;
  let providerUrl: string;
  beforeAll(async () => {
    providerUrl = await provider.url();
    t = await startBackend({ env: { SMS_WEBHOOK_URL: providerUrl } });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  beforeEach(() => {
    provider.received.length = 0;
    provider.answer(200);
  });

  const queued = () => t.db.selectFrom('sms_outbox').selectAll().where('state', '=', 'queued').execute();

  it('queues a login code with the code and sends it once the dispatcher runs, with its delivery id', async () => {
    const mobile = '13700000003';
    const sent = await t.call('POST', '/api/sms/code', { body: { mobile } });
    expect(sent.code, sent.msg).toBe(0);
    const [row] = await t.db.selectFrom('sms_outbox').selectAll().where('mobile', '=', mobile).execute();
    expect(row!.state).toBe('queued');
    expect(provider.received).toHaveLength(0);

    expect(await t.backend.smsDispatch!.runOnce()).toBe(1);
    expect(provider.received).toEqual([
      { mobile, content: row!.content, deliveryId: row!.delivery_id, key: row!.delivery_id },
    ]);
    const after = await t.db.selectFrom('sms_outbox').selectAll().where('id', '=', row!.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ state: 'sent', attempts: 1, lease_owner: null, failure: null });
    expect(Number(after.sent_at)).toBe(t.clock.now());
    expect(await t.backend.smsDispatch!.runOnce()).toBe(0);
  });

  it('tries a refused text again after a growing wait, with the same delivery id, and gives up after its tries', async () => {
    await t.db.transaction().execute((trx) => t.backend.deps.sms.queue(trx, MOBILE, 'retry me'));
    provider.answer(500);
    expect(await t.backend.smsDispatch!.runOnce()).toBe(1);
    let [row] = await queued();
    expect(row).toMatchObject({ attempts: 1, failure: 'HTTP 500', lease_owner: null });
    expect(Number(row!.next_attempt_at)).toBe(t.clock.now() + 5_000);

    // Not before its wait is over.
    expect(await t.backend.smsDispatch!.runOnce()).toBe(0);
    t.clock.advance(5_000);
    expect(await t.backend.smsDispatch!.runOnce()).toBe(1);
    [row] = await queued();
    expect(Number(row!.next_attempt_at)).toBe(t.clock.now() + 10_000);

    for (let attempt = 3; attempt <= SMS_MAX_ATTEMPTS; attempt += 1) {
      t.clock.advance(3_600_000);
      expect(await t.backend.smsDispatch!.runOnce()).toBe(1);
    }
    expect(await queued()).toHaveLength(0);
    const failed = await t.db.selectFrom('sms_outbox').selectAll().where('id', '=', row!.id).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ state: 'failed', attempts: SMS_MAX_ATTEMPTS, failure: 'HTTP 500' });
    expect(new Set(provider.received.map((r) => r.deliveryId))).toEqual(new Set([row!.delivery_id]));
    expect(provider.received).toHaveLength(SMS_MAX_ATTEMPTS);

    const listed = await t.consoleGet<{ list: { state: string }[] }>('/sms', 'service', { status: 'failed' });
    expect(listed.data.list.length).toBeGreaterThan(0);
  });

  it('sends each text once when two processes dispatch the same outbox at the same time', async () => {
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 45; i += 1) await t.backend.deps.sms.queue(trx, MOBILE, `text ${i}`);
    });
    const processes = ['machine-a', 'machine-b'].map((owner) =>
      createSmsDispatcher(t.backend.deps, webhookSms(providerUrl), owner),
    );
    const drain = async (dispatcher: (typeof processes)[number]) => {
      while ((await dispatcher.runOnce()) > 0);
    };
    await Promise.all([...processes, ...processes].map(drain));
    expect(await queued()).toHaveLength(0);
    const ids = provider.received.map((r) => r.deliveryId);
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
  });
});
