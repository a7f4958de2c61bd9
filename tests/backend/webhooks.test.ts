import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CustomerAccountType } from '../../common/areas/account/account-type.ts';
import { Code } from '../../common/envelope.ts';
import { companyOf } from './company-of.ts';
import { postWebhook, queueWebhook } from '../../backend/areas/webhooks/index.ts';
import {
  createWebhookDispatcher,
  WEBHOOK_MAX_ATTEMPTS,
  webhookBackoffMs,
} from '../../backend/areas/webhooks/webhook-dispatch.ts';
import { startBackend, type TestBackend } from './harness.ts';

/** A receiver on 127.0.0.1: records every request and answers with the status the test sets. */
function receiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status).end(status >= 300 ? 'x'.repeat(5000) : 'ok');
    });
  });
  return {
    received,
    answer: (next: number) => (status = next),
    url: async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const verify = (secret: string, request: { headers: IncomingHttpHeaders; body: string }) =>
  new Webhook(secret).verify(request.body, request.headers as Record<string, string>);

describe('webhooks', () => {
  const hooks = receiver();
  let t: TestBackend;
  let url: string;
  let companyId: number;
  let mainMobile: string;
  const before = process.env.WEBHOOK_ALLOW_LOOPBACK;

  beforeAll(async () => {
    url = await hooks.url();
    t = await startBackend();
    const main = await t.db
      .selectFrom('account')
      .select(['company_id', 'mobile'])
      .where('account_type', '=', CustomerAccountType.main)
      .where('company_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    companyId = main.company_id!;
    mainMobile = main.mobile;
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.WEBHOOK_ALLOW_LOOPBACK;
    else process.env.WEBHOOK_ALLOW_LOOPBACK = before;
    await t.close();
    await hooks.close();
  });
  beforeEach(async () => {
    hooks.received.length = 0;
    hooks.answer(200);
    // Each test registers its own endpoints: none of an earlier test's may receive its events.
    await t.db.deleteFrom('webhook_attempt').execute();
    await t.db.deleteFrom('webhook_delivery').execute();
    await t.db.deleteFrom('webhook_endpoint').execute();
    process.env.WEBHOOK_ALLOW_LOOPBACK = '1';
  });

  const dispatcher = (owner = 'test') => createWebhookDispatcher(t.backend.deps, { allowLoopback: true, owner });

  async function register(events: string[] = ['order.paid']) {
    const made = await t.backend.services.webhooks.createEndpoint(companyId, { url, events });
    if (!made.ok) throw new Error(`registration refused: ${made.reason}`);
    return made;
  }
  const queue = (type: 'order.paid' | 'order.shipped', data: Record<string, unknown>) =>
    t.db.transaction().execute((trx) => queueWebhook(trx, { companyId, type, data, now: t.clock.now() }));
  const delivery = (eventId: string) =>
    t.db.selectFrom('webhook_delivery').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();

  it('delivers an event after its transaction commits, signed as Standard Webhooks verify, and nothing of a rolled-back one', async () => {
    const { secret } = await register(['order.paid']);
    const events = await t.count('webhook_event');
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queueWebhook(trx, { companyId, type: 'order.paid', data: { orderNo: 'RB' }, now: t.clock.now() });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.count('webhook_event')).toBe(events);
    expect(await t.count('webhook_delivery')).toBe(0);

    // A type the endpoint did not pick writes nothing.
    expect(await queue('order.shipped', { orderNo: 'S1' })).toBeNull();
    const id = (await queue('order.paid', { orderNo: 'P1', amount: 12_3400 }))!;
    expect(id).toMatch(/^msg_[0-9a-f]{24}$/);
    expect(await delivery(id)).toMatchObject({ state: 'queued', attempts: 0 });

    expect(await dispatcher().runOnce()).toBe(1);
    expect(hooks.received).toHaveLength(1);
    const [request] = hooks.received;
    expect(request!.headers['webhook-id']).toBe(id);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(verify(secret, request!)).toMatchObject({ type: 'order.paid', data: { orderNo: 'P1', amount: 123400 } });
    // The reference check refuses a body changed on the way and a wrong secret.
    expect(() => verify(secret, { ...request!, body: request!.body.replace('P1', 'P2') })).toThrow();
    expect(() => verify(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, request!)).toThrow();

    expect(await delivery(id)).toMatchObject({ state: 'delivered', attempts: 1, last_status: 200 });
    const tries = await t.db.selectFrom('webhook_attempt').selectAll().execute();
    expect(tries).toMatchObject([{ status: 200, response: 'ok', error: null }]);
    expect(await dispatcher().runOnce()).toBe(0);
  });

  it('signs with the old secret beside the new one for a day after rotation', async () => {
    const { id: endpointId, secret: old } = await register();
    const fresh = (await t.backend.services.webhooks.rotateSecret(companyId, endpointId))!;
    expect(fresh).toMatch(/^whsec_/);
    expect(await t.backend.services.webhooks.rotateSecret(companyId + 100_000, endpointId)).toBeUndefined();
    await queue('order.paid', { orderNo: 'R1' });
    await dispatcher().runOnce();
    const request = hooks.received[0]!;
    expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(old, request)).toBeTruthy();
    expect(verify(fresh, request)).toBeTruthy();
  });

  it('retries with growing waits, then gives up, turns the endpoint off and texts the main account', async () => {
    const { id: endpointId } = await register();
    hooks.answer(500);
    const id = (await queue('order.paid', { orderNo: 'F1' }))!;
    const d = dispatcher();
    const first = t.clock.now();
    let waited = 0;
    for (let n = 1; n <= WEBHOOK_MAX_ATTEMPTS; n += 1) {
      expect(await d.runOnce()).toBe(1);
      const row = await delivery(id);
      expect(row.attempts).toBe(n);
      if (n < WEBHOOK_MAX_ATTEMPTS) {
        expect(row).toMatchObject({ state: 'queued', last_status: 500, last_error: 'HTTP 500' });
        expect(row.next_attempt_at - t.clock.now()).toBe(webhookBackoffMs(n));
        // Not due a moment before its wait is over.
        t.clock.advance(webhookBackoffMs(n) - 1);
        expect(await d.runOnce()).toBe(0);
        t.clock.advance(1);
        waited += webhookBackoffMs(n);
      }
    }
    // The last try is about a day after the first.
    expect(waited).toBeGreaterThan(20 * 3_600_000);
    expect(waited).toBeLessThan(28 * 3_600_000);
    expect(t.clock.now() - first).toBe(waited);
    expect(await delivery(id)).toMatchObject({ state: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS });
    expect(hooks.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(new Set(hooks.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([id]));
    const tries = await t.db.selectFrom('webhook_attempt').selectAll().execute();
    expect(tries).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    // At most 1 KB of an answer is kept.
    expect(tries.every((row) => row.status === 500 && row.response!.length === 1024)).toBe(true);

    const endpoint = await t.db
      .selectFrom('webhook_endpoint')
      .selectAll()
      .where('id', '=', endpointId)
      .executeTakeFirstOrThrow();
    expect(endpoint).toMatchObject({ enabled: 0, consecutive_failures: WEBHOOK_MAX_ATTEMPTS });
    expect(endpoint.disabled_reason).toContain('HTTP 500');
    expect(await t.texts(mainMobile, url)).toHaveLength(1);

    // Turned off, it receives nothing; turned on again, what waited goes.
    hooks.answer(200);
    const later = (await t.db
      .transaction()
      .execute((trx) => queueWebhook(trx, { companyId, type: 'order.paid', data: {}, now: t.clock.now() })))!;
    expect(later).toBeNull();
    expect(await t.backend.services.webhooks.setEnabled(companyId, endpointId, true)).toBe(true);
  });

  it('resends an event as a new delivery under the same webhook-id', async () => {
    const { id: endpointId, secret } = await register();
    const id = (await queue('order.paid', { orderNo: 'X1' }))!;
    await dispatcher().runOnce();
    const original = await delivery(id);
    expect(await t.backend.services.webhooks.resend(companyId + 100_000, original.id)).toBeUndefined();
    const again = (await t.backend.services.webhooks.resend(companyId, original.id))!;
    expect(again).not.toBe(original.id);
    await dispatcher().runOnce();
    expect(hooks.received.map((r) => r.headers['webhook-id'])).toEqual([id, id]);
    expect(verify(secret, hooks.received[1]!)).toBeTruthy();
    const log = (await t.backend.services.webhooks.deliveries(companyId, endpointId))!;
    expect(log.map((row) => [row.eventId, row.state, row.tries.length])).toEqual([
      [id, 'delivered', 1],
      [id, 'delivered', 1],
    ]);
    expect(await t.backend.services.webhooks.deliveries(companyId + 100_000, endpointId)).toBeUndefined();
  });

  it('two dispatchers side by side deliver each event once', async () => {
    await register();
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) ids.push((await queue('order.paid', { orderNo: `C${i}` }))!);
    const a = dispatcher('a');
    const b = dispatcher('b');
    for (let round = 0; round < 3; round += 1) await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    const seen = hooks.received.map((r) => String(r.headers['webhook-id']));
    expect(seen.sort()).toEqual([...ids].sort());
    const rows = await t.db.selectFrom('webhook_delivery').select(['state', 'attempts']).execute();
    expect(rows.every((row) => row.state === 'delivered' && row.attempts === 1)).toBe(true);
  });

  it('refuses a private, loopback or non-http address at registration, and at delivery', async () => {
    delete process.env.WEBHOOK_ALLOW_LOOPBACK;
    const create = (address: string) =>
      t.backend.services.webhooks.createEndpoint(companyId, { url: address, events: ['order.paid'] });
    for (const address of [
      'http://10.0.0.8/h',
      'http://192.168.1.1/h',
      'http://172.20.0.1/h',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/h',
      'http://[::1]/h',
      'http://[fe80::1]/h',
      'http://[fd00::1]/h',
      'http://[::ffff:127.0.0.1]/h',
      'http://localhost/h',
      url,
    ])
      expect(await create(address), address).toEqual({ ok: false, reason: 'forbidden' });
    expect(await create('ftp://example.com/h')).toEqual({ ok: false, reason: 'scheme' });
    expect(await create('file:///etc/passwd')).toEqual({ ok: false, reason: 'scheme' });
    expect(await create('not a url')).toEqual({ ok: false, reason: 'url' });
    expect(await create('http://93.184.215.14/h')).toMatchObject({ ok: true });
    expect(
      await t.backend.services.webhooks.createEndpoint(companyId, { url: 'http://93.184.215.14/h', events: ['x.y'] }),
    ).toEqual({ ok: false, reason: 'events' });
    await t.db.deleteFrom('webhook_endpoint').execute();

    // Registered while allowed (a name that resolved to a public address then): the dispatcher checks again.
    process.env.WEBHOOK_ALLOW_LOOPBACK = '1';
    await register();
    const id = (await queue('order.paid', { orderNo: 'L1' }))!;
    await createWebhookDispatcher(t.backend.deps, { allowLoopback: false }).runOnce();
    expect(hooks.received).toHaveLength(0);
    expect(await delivery(id)).toMatchObject({ state: 'queued', attempts: 1, last_status: null });
    expect((await delivery(id)).last_error).toContain('address refused');
  });

  it('lets the main account manage endpoints over REST, and no one else, and the console read and resend', async () => {
    const demo = await t.buyerToken('demo');
    const demoCompany = await companyOf(t, 'demo');
    const add = (body: Record<string, unknown>, token = demo) =>
      t.call<{ id: number; secret: string }>('POST', '/rest/webhooks/endpoints/add', { token, body, json: true });

    const refused = await add({ url: 'http://169.254.169.254/latest', events: ['order.paid'] });
    expect(refused).toMatchObject({ code: Code.invalid, data: { field: 'url' } });
    expect(refused.msg).toContain('内网');
    expect((await add({ url: 'gopher://x', events: ['order.paid'] })).code).toBe(Code.invalid);
    expect((await add({ url, events: [] })).code).toBe(Code.invalid);
    expect((await add({ url, events: ['order.nope'] })).code).toBe(Code.invalid);
    expect(await t.count('webhook_endpoint')).toBe(0);

    const made = await add({ url, events: ['order.paid', 'order.shipped'] });
    expect(made.code, made.msg).toBe(0);
    expect(made.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await t.call<{ id: number; url: string; events: string[] }[]>('GET', '/rest/webhooks/endpoints', {
      token: demo,
    });
    expect(list.data).toMatchObject([
      { id: made.data.id, url, events: ['order.paid', 'order.shipped'], enabled: true },
    ]);
    // The secret is shown once, at registration.
    expect(JSON.stringify(list.data)).not.toContain('whsec_');

    // A purchaser may not; another company's main account finds nothing.
    expect((await add({ url, events: ['order.paid'] }, await t.buyerToken('demo_buyer'))).code).toBe(
      Code.roleNotAllowed,
    );
    const other = await t.buyerToken('other');
    for (const path of ['rotate', 'delete', 'enable'])
      expect((await t.call('POST', `/rest/webhooks/endpoints/${made.data.id}/${path}`, { token: other })).code).toBe(
        Code.notFound,
      );
    expect((await t.call('GET', `/rest/webhooks/endpoints/${made.data.id}/deliveries`, { token: other })).code).toBe(
      Code.notFound,
    );

    const id = (await t.db
      .transaction()
      .execute((trx) =>
        queueWebhook(trx, { companyId: demoCompany, type: 'order.paid', data: {}, now: t.clock.now() }),
      ))!;
    await dispatcher().runOnce();
    const log = await t.call<{ id: number; eventId: string; tries: unknown[] }[]>(
      'GET',
      `/rest/webhooks/endpoints/${made.data.id}/deliveries`,
      { token: demo },
    );
    expect(log.data).toMatchObject([{ eventId: id, state: 'delivered', tries: [{ status: 200 }] }]);
    const deliveryId = log.data[0]!.id;
    expect((await t.call('POST', `/rest/webhooks/deliveries/${deliveryId}/resend`, { token: other })).code).toBe(
      Code.notFound,
    );
    expect((await t.call('POST', `/rest/webhooks/deliveries/${deliveryId}/resend`, { token: demo })).code).toBe(0);

    const console = await t.consoleGet<{ url: string; deliveries: unknown[] }[]>(
      `/webhooks/company/${demoCompany}`,
      'service',
    );
    expect(console.code, console.msg).toBe(0);
    expect(console.data).toMatchObject([{ url, deliveries: [{ state: 'queued' }, { state: 'delivered' }] }]);
    expect(JSON.stringify(console.data)).not.toContain('whsec_');
    const staffResend = await t.call(
      'POST',
      `/rest/staff/webhooks/company/${demoCompany}/deliveries/${deliveryId}/resend`,
      {
        token: await t.staffToken('service'),
      },
    );
    expect(staffResend.code, staffResend.msg).toBe(0);
    expect((await t.call('GET', `/rest/staff/webhooks/company/${demoCompany}`)).code).not.toBe(0);
    await dispatcher().runOnce();
    expect(hooks.received.map((r) => r.headers['webhook-id'])).toEqual([id, id, id]);

    const rotated = await t.call<{ secret: string }>('POST', `/rest/webhooks/endpoints/${made.data.id}/rotate`, {
      token: demo,
    });
    expect(rotated.data.secret).not.toBe(made.data.secret);
    expect(
      (await t.call('POST', `/rest/webhooks/endpoints/${made.data.id}/enable`, { token: demo, body: { enabled: '0' } }))
        .code,
    ).toBe(0);
    expect((await t.backend.services.webhooks.listEndpoints(demoCompany))[0]!.enabled).toBe(false);
    expect((await t.call('POST', `/rest/webhooks/endpoints/${made.data.id}/delete`, { token: demo })).code).toBe(0);
    expect(await t.count('webhook_endpoint')).toBe(0);
  });

  it('connects to the address it checked whatever the name, and follows no redirect', async () => {
    const port = new URL(url).port;
    // A name that resolves nowhere: the try still reaches the checked address, under the URL's Host.
    const pinned = await postWebhook(
      { url: new URL(`http://rebind.invalid:${port}/hooks`), address: '127.0.0.1', family: 4 },
      { 'webhook-id': 'msg_pinned' },
      '{}',
    );
    expect(pinned).toMatchObject({ status: 200, response: 'ok', error: null });
    expect(hooks.received.at(-1)!.headers.host).toBe(`rebind.invalid:${port}`);

    await register();
    hooks.answer(302);
    const id = (await queue('order.paid', { orderNo: 'R302' }))!;
    await dispatcher().runOnce();
    expect(hooks.received.filter((r) => r.headers['webhook-id'] === id)).toHaveLength(1);
    expect(await delivery(id)).toMatchObject({ state: 'queued', last_status: 302, last_error: 'HTTP 302' });
  });
});
