import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../common/areas/webhooks/events.ts';
import { createWebhookDispatcher } from '../../backend/areas/webhooks/webhook-dispatch.ts';
import { companyOf } from './company-of.ts';
import { confirmPaid, shipOrder } from './console-steps.ts';
import { buyNowOffline, deliveryFor, plentifulGoods } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * The state machines' one transition functions queue their events: an order placed, paid and
 * shipped, and a purchaser's purchase waiting for approval reach the company's endpoint, signed,
 * each once; another company's endpoint hears nothing of them.
 */
describe('webhooks from the shop’s state changes', () => {
  const received: { type: string; data: Record<string, unknown>; id: string }[] = [];
  let secret: string;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const payload = new Webhook(secret).verify(body, request.headers as Record<string, string>) as {
        type: string;
        data: Record<string, unknown>;
      };
      received.push({ ...payload, id: String(request.headers['webhook-id']) });
      response.writeHead(200).end();
    });
  });
  let t: TestBackend;
  const before = process.env.WEBHOOK_ALLOW_LOOPBACK;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await startBackend();
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.WEBHOOK_ALLOW_LOOPBACK;
    else process.env.WEBHOOK_ALLOW_LOOPBACK = before;
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends an order’s placing, payment and shipping and a purchase waiting for approval', async () => {
    process.env.WEBHOOK_ALLOW_LOOPBACK = '1';
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    const demo = await companyOf(t, 'demo');
    const made = await t.backend.services.webhooks.createEndpoint(demo, { url, events: [...WEBHOOK_EVENT_TYPES] });
    if (!made.ok) throw new Error(made.reason);
    secret = made.secret;
    const other = await companyOf(t, 'other');
    const elsewhere = await t.backend.services.webhooks.createEndpoint(other, { url, events: ['order.placed'] });
    expect(elsewhere.ok).toBe(true);

    const goods = await plentifulGoods(t);
    const delivery = await deliveryFor(t, demo);
    const { placed } = await buyNowOffline(t, await t.buyerToken('demo'), goods, 1, delivery);
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'order_no'])
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    await confirmPaid(t, order.order_no);
    await shipOrder(t, order.order_no);
    const purchase = await buyNowOffline(t, await t.buyerToken('demo_buyer'), goods, 1, delivery);

    const dispatcher = createWebhookDispatcher(t.backend.deps, { allowLoopback: true });
    while ((await dispatcher.runOnce()) > 0);
    // Deliveries go side by side, so they may arrive in any order (receivers order by `timestamp`).
    const mine = received.map((r) => [r.type, r.data.orderNo ?? r.data.purchaseId]);
    // The seeded purchaser's purchases wait for the company's approver.
    expect(purchase.placed.paymentType).toBe(1);
    expect(new Set(mine.map((pair) => pair.join(' ')))).toEqual(
      new Set([
        `order.placed ${order.order_no}`,
        `order.paid ${order.order_no}`,
        `order.shipped ${order.order_no}`,
        `purchase.waiting ${purchase.placed.orderId}`,
      ]),
    );
    expect(received).toHaveLength(4);
    expect(new Set(received.map((r) => r.id)).size).toBe(4);
  });
});
