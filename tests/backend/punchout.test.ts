import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOf } from './company-of.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * Punchout as a procurement system plays it, server to server: OCI entry and cXML setup with good
 * and bad credentials, a start link used once, the cart sent back (OCI fields, a cXML
 * PunchOutOrderMessage read back), and an OrderRequest made from that message becoming one order —
 * at the company's prices, with its stock and credit, once per orderID even when sent twice at once.
 */
const HOOK = 'http://127.0.0.1:9/hook';
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

let t: TestBackend;
let secret: string;
let companyId: number;
let mainToken: string;

async function raw(method: 'GET' | 'POST', path: string, body?: string, type = 'text/xml') {
  const init: RequestInit = { method, redirect: 'manual' };
  if (body !== undefined) init.body = body;
  if (body !== undefined) init.headers = { 'content-type': type };
  const response = await t.backend.app.fetch(new Request(new URL(path, 'http://shop.test'), init));
  return { status: response.status, text: await response.text(), location: response.headers.get('location') };
}

const oci = (fields: Record<string, string>) => raw('GET', `/rest/punchout/oci?${new URLSearchParams(fields)}`);

function setupRequest(options: { identity?: string; secret?: string; operation?: string; cookie?: string } = {}) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="1@buyer.test" timestamp="2026-11-22T10:00:00+08:00">
  <Header>
    <From><Credential domain="NetworkID"><Identity>${options.identity ?? 'demo'}</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>Caigou</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>${options.identity ?? 'demo'}</Identity>
      <SharedSecret>${options.secret ?? secret}</SharedSecret></Credential><UserAgent>Test</UserAgent></Sender>
  </Header>
  <Request><PunchOutSetupRequest operation="${options.operation ?? 'create'}">
    <BuyerCookie>${options.cookie ?? 'cookie-1 &amp; more'}</BuyerCookie>
    <BrowserFormPost><URL>${HOOK}</URL></BrowserFormPost>
  </PunchOutSetupRequest></Request>
</cXML>`;
}

function orderRequest(
  orderId: string,
  lines: { id: number | string; quantity: number; price: string }[],
  key = secret,
) {
  const items = lines
    .map(
      (line, index) => `<ItemOut quantity="${line.quantity}" lineNumber="${index + 1}">
        <ItemID><SupplierPartID>${line.id}</SupplierPartID></ItemID>
        <ItemDetail><UnitPrice><Money currency="CNY">${line.price}</Money></UnitPrice>
        <Description xml:lang="zh-CN">x</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail></ItemOut>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<cXML payloadID="${orderId}@buyer.test" timestamp="2026-11-22T10:00:00+08:00">
  <Header>
    <From><Credential domain="NetworkID"><Identity>demo</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>Caigou</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>demo</Identity><SharedSecret>${key}</SharedSecret></Credential></Sender>
  </Header>
  <Request><OrderRequest><OrderRequestHeader orderID="${orderId}" orderDate="2026-11-22" type="new">
    <Total><Money currency="CNY">0</Money></Total>
    <ShipTo><Address><Name xml:lang="zh-CN">x</Name></Address></ShipTo>
  </OrderRequestHeader>${items}</OrderRequest></Request>
</cXML>`;
}

const statusOf = (text: string) => {
  const status = (xml.parse(text) as { cXML: { Response: { Status: Record<string, string> } } }).cXML.Response.Status;
  return { code: Number(status['@_code']), text: String(status['#text'] ?? '') };
};

/** Opens a session through its start link and answers the buyer's login token. */
async function start(location: string): Promise<string> {
  const token = new URL(location, 'http://shop.test').searchParams.get('token')!;
  const reply = await t.call<{ token: string; accountType: number }>('POST', '/rest/punchout/start', {
    body: { startToken: token },
  });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data.token;
}

async function addToCart(token: string, goodsId: number, quantity: number) {
  const reply = await t.call('POST', '/rest/car/add', { token, body: { goodsId, quantity } });
  expect(reply.code, reply.msg).toBe(0);
}

/** Two goods on sale, in stock, bought one at a time: one at the company's own price if it has one. */
async function twoGoods(): Promise<[number, number]> {
  const rows = await t.db
    .selectFrom('goods')
    .select('id')
    .where('on_sale', '=', 1)
    .where('quantity', '=', 1)
    .where('inventory', '>=', 100)
    .orderBy('id')
    .limit(2)
    .execute();
  return [rows[0]!.id, rows[1]!.id];
}

const sessionCount = () => t.count('punchout_session');
const auditKinds = async () =>
  (await t.db.selectFrom('company_audit').select('kind').where('company_id', '=', companyId).execute()).map(
    (row) => row.kind,
  );

beforeAll(async () => {
  t = await startBackend();
  companyId = await companyOf(t, 'demo');
  mainToken = await t.buyerToken('demo');
  const made = await t.call<{ secret: string }>('POST', '/rest/punchout/secret', { token: mainToken });
  expect(made.code, made.msg).toBe(0);
  secret = made.data.secret;
});
afterAll(async () => t?.close());

describe('settings', () => {
  it('the demo company is configured, the secret is never answered again, and only the main account may see it', async () => {
    const settings = await t.call<{ enabled: boolean; identity: string; hasSecret: boolean }>(
      'GET',
      '/rest/punchout/settings',
      { token: mainToken },
    );
    expect(settings.data).toMatchObject({ enabled: true, identity: 'demo', hasSecret: true });
    expect(JSON.stringify(settings.data)).not.toContain(secret);
    const buyer = await t.call('GET', '/rest/punchout/settings', { token: await t.buyerToken('demo_buyer') });
    expect(buyer.code).not.toBe(0);
    const row = await t.db
      .selectFrom('punchout_setting')
      .select('secret_hash')
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).not.toContain(secret);
  });

  it('refuses an identity another company uses', async () => {
    const other = await t.buyerToken('other');
    const otherSettings = await t.call<{ accountId: number; consigneeId: number }>('GET', '/rest/punchout/settings', {
      token: other,
    });
    const reply = await t.call('POST', '/rest/punchout/settings', {
      token: other,
      body: {
        accountId: otherSettings.data.accountId,
        identity: 'demo',
        consigneeId: otherSettings.data.consigneeId,
        payTypeId: 1,
      },
    });
    expect(reply.msg).toBe('该公司标识已被使用，请换一个');
  });
});

describe('OCI entry', () => {
  it('opens a session with good credentials: a one-time start link logs the configured account in', async () => {
    const before = await sessionCount();
    const entry = await oci({
      USERNAME: 'demo',
      PASSWORD: secret,
      HOOK_URL: HOOK,
      OCI_VERSION: '4.0',
      '~TARGET': '_top',
    });
    expect(entry.status).toBe(303);
    expect(entry.location).toMatch(/^\/punchout\/start\?token=/);
    expect(await sessionCount()).toBe(before + 1);
    const token = await start(entry.location!);
    const current = await t.call<{ protocol: string; hookHost: string }>('GET', '/rest/punchout/current', { token });
    expect(current.data).toMatchObject({ protocol: 'oci', hookHost: '127.0.0.1:9' });
    const info = await t.call<{ username: string }>('GET', '/rest/customer/info', { token });
    expect(info.data.username).toBe('demo_buyer');
    // The link works once.
    const again = await t.call('POST', '/rest/punchout/start', {
      body: { startToken: new URL(entry.location!, 'http://x').searchParams.get('token')! },
    });
    expect(again.msg).toBe('该登录链接已使用或已过期，请从采购系统重新进入商城');
    expect(await auditKinds()).toContain('punchoutSessionOpened');
    // SAP posts the entry as a form as often as it opens it by GET.
    const posted = await raw(
      'POST',
      '/rest/punchout/oci',
      new URLSearchParams({ USERNAME: 'demo', PASSWORD: secret, HOOK_URL: HOOK, OCI_VERSION: '4.0' }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(posted.status).toBe(303);
    expect(posted.location).toMatch(/^\/punchout\/start\?token=/);
  });

  it('a start link used by several requests at once logs in exactly one of them', async () => {
    const entry = await oci({ USERNAME: 'demo', PASSWORD: secret, HOOK_URL: HOOK, OCI_VERSION: '4.0' });
    const startToken = new URL(entry.location!, 'http://x').searchParams.get('token')!;
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => t.call<{ token: string }>('POST', '/rest/punchout/start', { body: { startToken } })),
    );
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(1);
  });

  it('refuses a wrong password, an unknown user, a javascript: hook and a turned-off company with a plain page, opening nothing', async () => {
    const before = await sessionCount();
    const wrong = await oci({ USERNAME: 'demo', PASSWORD: 'nope', HOOK_URL: HOOK });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain('<h1>');
    expect((await oci({ USERNAME: 'nobody', PASSWORD: secret, HOOK_URL: HOOK })).status).toBe(401);
    expect((await oci({ USERNAME: 'demo', PASSWORD: secret, HOOK_URL: 'javascript:alert(1)' })).status).toBe(400);
    const settings = await t.call<{ accountId: number; consigneeId: number }>('GET', '/rest/punchout/settings', {
      token: mainToken,
    });
    const form = {
      accountId: settings.data.accountId,
      identity: 'demo',
      consigneeId: settings.data.consigneeId,
      payTypeId: 1,
    };
    expect((await t.call('POST', '/rest/punchout/settings', { token: mainToken, body: form })).code).toBe(0);
    expect((await oci({ USERNAME: 'demo', PASSWORD: secret, HOOK_URL: HOOK })).status).toBe(403);
    await t.call('POST', '/rest/punchout/settings', { token: mainToken, body: { ...form, enabled: 'on' } });
    expect(await sessionCount()).toBe(before);
  });

  it('limits guessing as logins are limited', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await oci({ USERNAME: 'guessed', PASSWORD: `x${i}`, HOOK_URL: HOOK })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('sends the cart back as OCI fields at the company prices, ends the session and its login, and empties the cart', async () => {
    const [a, b] = await twoGoods();
    const entry = await oci({ USERNAME: 'demo', PASSWORD: secret, HOOK_URL: HOOK });
    const token = await start(entry.location!);
    await addToCart(token, a, 3);
    await addToCart(token, b, 2);
    const cart = await t.call<{ goodsId: number; salePrice: number }[]>('GET', '/rest/car/my', { token });
    const sent = await t.call<{ protocol: string; hookUrl: string; fields: [string, string][] }>(
      'POST',
      '/rest/punchout/transfer',
      { token },
    );
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data.hookUrl).toBe(HOOK);
    const fields = new Map(sent.data.fields);
    // Lines in the order they were added.
    expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(String(a));
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('3');
    expect(fields.get('NEW_ITEM-VENDORMAT[2]')).toBe(String(b));
    expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('CNY');
    expect(fields.get('NEW_ITEM-PRICEUNIT[1]')).toBe('1');
    expect(fields.get('NEW_ITEM-UNIT[1]')).toMatch(/^[A-Z]{2,3}$/);
    const priceOfA = cart.data.find((line) => line.goodsId === a)!.salePrice;
    expect(Number(fields.get('NEW_ITEM-PRICE[1]'))).toBe(priceOfA);
    expect(fields.get('NEW_ITEM-PRICE[1]')).toMatch(/^\d+\.\d{2}(\d{2})?$/);
    expect(fields.get('NEW_ITEM-DESCRIPTION[1]')!.length).toBeGreaterThan(0);
    // The login was the procurement system's: it ended with the session, and the lines left the cart.
    expect((await t.call('GET', '/rest/punchout/current', { token })).code).not.toBe(0);
    const buyer = await t.buyerToken('demo_buyer');
    const left = await t.call<{ goodsId: number }[]>('GET', '/rest/car/my', { token: buyer });
    expect(left.data.filter((line) => line.goodsId === a || line.goodsId === b)).toEqual([]);
    expect(await auditKinds()).toContain('punchoutCartTransferred');
  });
});

describe('cXML', () => {
  it('answers a setup request with a StartPage whose link logs the buyer in', async () => {
    const reply = await raw('POST', '/rest/punchout/cxml/setup', setupRequest());
    expect(reply.status).toBe(200);
    expect(statusOf(reply.text).code).toBe(200);
    const url = (
      xml.parse(reply.text) as { cXML: { Response: { PunchOutSetupResponse: { StartPage: { URL: string } } } } }
    ).cXML.Response.PunchOutSetupResponse.StartPage.URL;
    expect(url).toMatch(/^http:\/\/shop\.test\/punchout\/start\?token=/);
    const token = await start(url);
    expect((await t.call<{ protocol: string }>('GET', '/rest/punchout/current', { token })).data.protocol).toBe('cxml');
  });

  it('answers bad XML 400, a wrong secret and an unknown identity 401, edit 406, and opens nothing', async () => {
    const before = await sessionCount();
    const broken = await raw('POST', '/rest/punchout/cxml/setup', '<cXML><Header></cXML>');
    expect([broken.status, statusOf(broken.text).code]).toEqual([400, 400]);
    const wrong = await raw('POST', '/rest/punchout/cxml/setup', setupRequest({ secret: 'nope' }));
    expect([wrong.status, statusOf(wrong.text).code]).toEqual([401, 401]);
    const unknown = await raw('POST', '/rest/punchout/cxml/setup', setupRequest({ identity: 'stranger' }));
    expect(statusOf(unknown.text).code).toBe(401);
    const edit = await raw('POST', '/rest/punchout/cxml/setup', setupRequest({ operation: 'edit' }));
    expect(statusOf(edit.text).code).toBe(406);
    const empty = await raw('POST', '/rest/punchout/cxml/setup', '');
    expect(statusOf(empty.text).code).toBe(400);
    expect(await sessionCount()).toBe(before);
  });

  it('refuses entity declarations: neither expansion nor an external file is ever read', async () => {
    const laughs = setupRequest()
      .replace(
        /<!DOCTYPE[^>]*>/,
        '<!DOCTYPE cXML [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>',
      )
      .replace('cookie-1 &amp; more', '&b;');
    const external = setupRequest()
      .replace(/<!DOCTYPE[^>]*>/, '<!DOCTYPE cXML [<!ENTITY x SYSTEM "file:///etc/passwd">]>')
      .replace('cookie-1 &amp; more', '&x;');
    const before = await sessionCount();
    for (const document of [laughs, external]) {
      const reply = await raw('POST', '/rest/punchout/cxml/setup', document);
      expect(reply.status).toBe(400);
      expect(statusOf(reply.text).text).toContain('DTD');
      expect(reply.text).not.toContain('root:');
    }
    expect(await sessionCount()).toBe(before);
  });

  it('a transfer posts a PunchOutOrderMessage; the OrderRequest made from it becomes one order at those prices', async () => {
    const [a, b] = await twoGoods();
    const setup = await raw(
      'POST',
      '/rest/punchout/cxml/setup',
      setupRequest({ cookie: 'basket &lt;7&gt; &amp; &quot;x&quot;' }),
    );
    const url = (
      xml.parse(setup.text) as { cXML: { Response: { PunchOutSetupResponse: { StartPage: { URL: string } } } } }
    ).cXML.Response.PunchOutSetupResponse.StartPage.URL;
    const token = await start(url);
    await addToCart(token, a, 4);
    await addToCart(token, b, 1);
    const sent = await t.call<{ fields: [string, string][] }>('POST', '/rest/punchout/transfer', { token });
    expect(sent.code, sent.msg).toBe(0);
    const [name, document] = sent.data.fields[0]!;
    expect(name).toBe('cxml-urlencoded');
    const message = (xml.parse(document) as { cXML: { Message: { PunchOutOrderMessage: Record<string, unknown> } } })
      .cXML.Message.PunchOutOrderMessage as {
      BuyerCookie: string;
      PunchOutOrderMessageHeader: { Total: { Money: Record<string, string> } };
      ItemIn: {
        '@_quantity': string;
        ItemID: { SupplierPartID: string };
        ItemDetail: {
          UnitPrice: { Money: Record<string, string> };
          UnitOfMeasure: string;
          Description: Record<string, string>;
          Classification: Record<string, string>;
        };
      }[];
    };
    expect(message.BuyerCookie).toBe('basket <7> & "x"');
    expect(message.ItemIn).toHaveLength(2);
    expect(message.ItemIn[0]!.ItemID.SupplierPartID).toBe(String(a));
    expect(message.ItemIn[0]!['@_quantity']).toBe('4');
    expect(message.ItemIn[0]!.ItemDetail.UnitPrice.Money['@_currency']).toBe('CNY');
    expect(message.ItemIn[0]!.ItemDetail.Description['#text']).toBeTruthy();
    expect(message.PunchOutOrderMessageHeader.Total.Money['@_currency']).toBe('CNY');

    const lines = message.ItemIn.map((item) => ({
      id: item.ItemID.SupplierPartID,
      quantity: Number(item['@_quantity']),
      price: item.ItemDetail.UnitPrice.Money['#text']!,
    }));
    const stockBefore = await t.db.selectFrom('goods').select(['id', 'inventory']).where('id', 'in', [a, b]).execute();
    const reply = await raw('POST', '/rest/punchout/cxml/order', orderRequest('PO-1001', lines));
    expect(statusOf(reply.text).code, reply.text).toBe(200);
    const orderNo = statusOf(reply.text).text;
    const order = await t.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(order.company_id).toBe(companyId);
    expect(String(order.total_amount / 10000)).toBe(
      String(Number(message.PunchOutOrderMessageHeader.Total.Money['#text'])),
    );
    const items = await t.db
      .selectFrom('order_item')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(items.map((item) => [item.goods_id, item.goods_quantity])).toEqual([
      [a, 4],
      [b, 1],
    ]);
    const stockAfter = await t.db.selectFrom('goods').select(['id', 'inventory']).where('id', 'in', [a, b]).execute();
    for (const row of stockAfter) {
      const was = stockBefore.find((each) => each.id === row.id)!.inventory;
      expect(was - row.inventory).toBe(row.id === a ? 4 : 1);
    }
    // The buyer finds it among its orders.
    const buyer = await t.buyerToken('demo_buyer');
    const list = await t.call<{ list: { orderNo: string }[] }>('GET', '/rest/order/myOrder', {
      token: buyer,
      query: { page: '1', limit: '10' },
    });
    expect(JSON.stringify(list.data)).toContain(orderNo);

    // The same orderID again: the same order, answered the same.
    const again = await raw('POST', '/rest/punchout/cxml/order', orderRequest('PO-1001', lines));
    expect(statusOf(again.text)).toEqual({ code: 200, text: orderNo });
    expect(
      await t.db.selectFrom('punchout_order').select('id').where('order_ref', '=', 'PO-1001').execute(),
    ).toHaveLength(1);
    expect(await auditKinds()).toContain('punchoutOrderRequested');
  });

  it('the same orderID sent twice at once makes one order', async () => {
    const [a] = await twoGoods();
    const price = await unitPrice(a);
    const orders = await t.count('orders');
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        raw('POST', '/rest/punchout/cxml/order', orderRequest('PO-RACE', [{ id: a, quantity: 1, price }])),
      ),
    );
    const numbers = replies.map((reply) => statusOf(reply.text));
    expect(numbers.every((status) => status.code === 200)).toBe(true);
    expect(new Set(numbers.map((status) => status.text)).size).toBe(1);
    expect(await t.count('orders')).toBe(orders + 1);
  });

  it('refuses a price not the company’s now, unknown goods, a broken quantity rule and a wrong secret, changing nothing', async () => {
    const [a] = await twoGoods();
    const price = await unitPrice(a);
    const orders = await t.count('orders');
    const stock = await inventory(a);
    const higher = (Number(price) + 1).toFixed(4);
    const differs = await raw(
      'POST',
      '/rest/punchout/cxml/order',
      orderRequest('PO-PRICE', [{ id: a, quantity: 1, price: higher }]),
    );
    expect(statusOf(differs.text).code).toBe(409);
    expect(statusOf(differs.text).text).toContain('不符');
    const unknown = await raw(
      'POST',
      '/rest/punchout/cxml/order',
      orderRequest('PO-UNKNOWN', [{ id: 99999999, quantity: 1, price }]),
    );
    expect(statusOf(unknown.text).code).toBe(400);
    const zero = await raw(
      'POST',
      '/rest/punchout/cxml/order',
      orderRequest('PO-ZERO', [{ id: a, quantity: 0, price }]),
    );
    expect(statusOf(zero.text).code).toBe(400);
    const wrong = await raw(
      'POST',
      '/rest/punchout/cxml/order',
      orderRequest('PO-KEY', [{ id: a, quantity: 1, price }], 'nope'),
    );
    expect(statusOf(wrong.text).code).toBe(401);
    const short = await raw(
      'POST',
      '/rest/punchout/cxml/order',
      orderRequest('PO-STOCK', [{ id: a, quantity: 9999, price }]),
    );
    expect([400, 409]).toContain(statusOf(short.text).code);
    expect(await t.count('orders')).toBe(orders);
    expect(await inventory(a)).toBe(stock);
    // Each refusal is in the company's audit trail, said in the reader's language.
    const trail = await t.call<{ list: { kind: string; sentence: string }[] }>('GET', '/rest/companyAudit/page', {
      token: mainToken,
      query: { kind: 'punchoutOrderRequested', page: '1', limit: '50' },
    });
    expect(trail.code, trail.msg).toBe(0);
    const sentences = trail.data.list.map((row) => row.sentence);
    expect(
      sentences.some((text) => text.startsWith('采购系统提交了订单请求 PO-PRICE：已拒绝（') && text.includes('不符')),
    ).toBe(true);
    // A refused orderID is free for the corrected request.
    const fixed = await raw(
      'POST',
      '/rest/punchout/cxml/order',
      orderRequest('PO-PRICE', [{ id: a, quantity: 1, price }]),
    );
    expect(statusOf(fixed.text).code).toBe(200);
  });

  it('pays by credit when the settings say so: the order is paid from the company’s credit', async () => {
    const settings = await t.call<{ accountId: number; consigneeId: number }>('GET', '/rest/punchout/settings', {
      token: mainToken,
    });
    const form = {
      enabled: 'on',
      accountId: settings.data.accountId,
      identity: 'demo',
      consigneeId: settings.data.consigneeId,
    };
    expect(
      (await t.call('POST', '/rest/punchout/settings', { token: mainToken, body: { ...form, payTypeId: 2 } })).code,
    ).toBe(0);
    const [a] = await twoGoods();
    const reply = await raw(
      'POST',
      '/rest/punchout/cxml/order',
      orderRequest('PO-CREDIT', [{ id: a, quantity: 1, price: await unitPrice(a) }]),
    );
    expect(statusOf(reply.text).code, reply.text).toBe(200);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', statusOf(reply.text).text)
      .executeTakeFirstOrThrow();
    expect(order.pay_type_id).toBe(2);
    expect(order.actual_pay_amount).toBe(order.total_amount);
    await t.call('POST', '/rest/punchout/settings', { token: mainToken, body: { ...form, payTypeId: 1 } });
  });

  it('goods outside a catalogue company’s catalogue cannot be ordered', async () => {
    const [a, b] = await twoGoods();
    const now = t.clock.now();
    await t.db.insertInto('company_catalogue').values({ company_id: companyId, updated_at: now }).execute();
    await t.db.insertInto('company_catalogue_goods').values({ company_id: companyId, goods_id: a }).execute();
    try {
      const listed = await t.db.selectFrom('goods').select('sale_price').where('id', '=', b).executeTakeFirstOrThrow();
      const price = String(listed.sale_price / 10000);
      const outside = await raw(
        'POST',
        '/rest/punchout/cxml/order',
        orderRequest('PO-CAT', [{ id: b, quantity: 1, price }]),
      );
      expect(statusOf(outside.text)).toEqual({ code: 400, text: '该商品已下架' });
    } finally {
      await t.db.deleteFrom('company_catalogue_goods').where('company_id', '=', companyId).execute();
      await t.db.deleteFrom('company_catalogue').where('company_id', '=', companyId).execute();
    }
  });

  it('writes the sessions log the settings page and the console show', async () => {
    const log = await t.call<{ protocol: string; state: string }[]>('GET', '/rest/punchout/sessions', {
      token: mainToken,
    });
    expect(log.data.some((row) => row.state === 'transferred' && row.protocol === 'cxml')).toBe(true);
    const view = await t.consoleGet<{ enabled: boolean; sessions: unknown[] }>(
      `/punchout/company/${companyId}`,
      'admin',
    );
    expect(view.code, view.msg).toBe(0);
    expect(view.data.enabled).toBe(true);
    expect(view.data.sessions.length).toBeGreaterThan(0);
  });
});

/** The company's unit price of a goods now, as a transfer would send it. */
async function unitPrice(goodsId: number): Promise<string> {
  const token = await t.buyerToken('demo_buyer');
  await addToCart(token, goodsId, 1);
  const cart = await t.call<{ id: number; goodsId: number; salePrice: number }[]>('GET', '/rest/car/my', { token });
  const line = cart.data.find((each) => each.goodsId === goodsId)!;
  await t.call('POST', '/rest/car/delete', { token, body: { ids: line.id } });
  return String(line.salePrice);
}

async function inventory(goodsId: number): Promise<number> {
  return (await t.db.selectFrom('goods').select('inventory').where('id', '=', goodsId).executeTakeFirstOrThrow())
    .inventory;
}
