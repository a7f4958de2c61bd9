import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Envelope } from '../../common/envelope.ts';
import type {
  PurchaseListCreated,
  PurchaseListDetail,
  PurchaseListImport,
  PurchaseListSummary,
  StaffPurchaseList,
} from '../../common/areas/purchase-lists/purchase-list.ts';
import type { QuickOrderResult, QuickOrderReview } from '../../common/areas/quick-order/quick-order.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * rest/purchaseList/*: the company's purchase lists (常购清单). Everyone of the company reads them;
 * the main account and approvers change any, a purchaser its own; another company's list is not
 * found. On PostgreSQL (TEST_DATABASE_URL) the parallel requests really run at once.
 */
let t: TestBackend;
beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

interface Goods {
  id: number;
  goods_code: string;
}

/** Goods on sale with plenty of stock and a minimum of 1. */
async function plainGoods(count: number, skip = 0): Promise<Goods[]> {
  return t.db
    .selectFrom('goods')
    .select(['id', 'goods_code'])
    .where('on_sale', '=', 1)
    .where('quantity', '=', 1)
    .where('inventory', '>=', 1000)
    .orderBy('id')
    .offset(skip)
    .limit(count)
    .execute();
}

const token = (username: string) => t.buyerToken(username);

async function post<T = null>(path: string, username: string, body: Record<string, unknown> = {}) {
  return t.call<T>('POST', `/rest/purchaseList${path}`, { token: await token(username), body, json: true });
}

async function create(username: string, name = '常用五金'): Promise<number> {
  const reply = await post<PurchaseListCreated>('/create', username, { name });
  expect(reply.code, reply.msg).toBe(0);
  return reply.data.id;
}

async function detail(listId: number, username = 'demo'): Promise<Envelope<PurchaseListDetail>> {
  return t.call<PurchaseListDetail>('GET', `/rest/purchaseList/${listId}`, { token: await token(username) });
}

const quantities = async (listId: number) =>
  Object.fromEntries((await detail(listId)).data.lines.map((line) => [line.goodsId, line.quantity]));

describe('making and changing lists', () => {
  it('creates, adds (a goods twice adds up, stopping at 9999 and saying so), sets, removes, renames and deletes', async () => {
    const [a, b] = await plainGoods(2);
    const listId = await create('demo', '  办公用品  ');
    const added = await post<{ capped: boolean }>(`/${listId}/add`, 'demo', {
      lines: [
        { goodsId: a!.id, quantity: 3 },
        { goodsId: b!.id, quantity: 2 },
        { goodsId: a!.id, quantity: 4 },
      ],
    });
    expect([added.code, added.data.capped]).toEqual([0, false]);
    expect(await quantities(listId)).toEqual({ [a!.id]: 7, [b!.id]: 2 });

    const capped = await post<{ capped: boolean }>(`/${listId}/add`, 'demo', {
      lines: [{ goodsId: a!.id, quantity: 9999 }],
    });
    expect([capped.code, capped.data.capped, capped.msg]).toEqual([0, true, '有商品数量已达上限9999']);
    expect((await quantities(listId))[a!.id]).toBe(9999);

    expect((await post(`/${listId}/quantity`, 'demo', { goodsId: a!.id, quantity: 5 })).code).toBe(0);
    expect((await post(`/${listId}/remove`, 'demo', { goodsIds: [b!.id] })).code).toBe(0);
    expect(await quantities(listId)).toEqual({ [a!.id]: 5 });
    expect((await post(`/${listId}/rename`, 'demo', { name: '劳保用品' })).code).toBe(0);

    const mine = await t.call<PurchaseListSummary[]>('GET', '/rest/purchaseList/my', { token: await token('demo') });
    expect(mine.data.find((list) => list.id === listId)).toMatchObject({
      name: '劳保用品',
      ownerName: 'demo',
      lineCount: 1,
      editable: true,
    });
    expect((await post(`/${listId}/delete`, 'demo')).code).toBe(0);
    expect((await detail(listId)).code).toBe(Code.notFound);
    expect(await t.db.selectFrom('purchase_list_item').select('id').where('list_id', '=', listId).execute()).toEqual(
      [],
    );
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const [a] = await plainGoods(1);
    const listId = await create('demo');
    const cases: [string, Record<string, unknown>][] = [
      ['/create', { name: '   ' }],
      ['/create', { name: 'x'.repeat(31) }],
      [`/${listId}/rename`, { name: '' }],
      [`/${listId}/add`, { lines: [] }],
      [`/${listId}/add`, { lines: [{ goodsId: a!.id, quantity: 0 }] }],
      [`/${listId}/add`, { lines: [{ goodsId: a!.id, quantity: 10_000 }] }],
      [`/${listId}/add`, { lines: [{ goodsId: a!.id, quantity: 1.5 }] }],
      [`/${listId}/add`, { lines: 'x' }],
      [`/${listId}/quantity`, { goodsId: a!.id, quantity: -1 }],
      [`/${listId}/remove`, { goodsIds: [] }],
    ];
    for (const [path, body] of cases) {
      const reply = await post(path, 'demo', body);
      expect(reply.code, `${path} ${JSON.stringify(body)}`).toBe(Code.invalid);
      expect(reply.msg).not.toBe('');
    }
    expect((await post(`/${listId}/add`, 'demo', { lines: [{ goodsId: 2_000_000_000, quantity: 1 }] })).code).toBe(
      Code.notFound,
    );
    expect((await post(`/${listId}/quantity`, 'demo', { goodsId: a!.id, quantity: 2 })).code).toBe(Code.notFound);
    expect((await post('/0/rename', 'demo', { name: 'x' })).code).toBe(Code.notFound);
    expect((await detail(listId)).data).toMatchObject({ name: '常用五金', lines: [] });
  });
});

describe('a full list', () => {
  it('holds at most 1000 goods, as one quick order reads them, and an add past that changes nothing', async () => {
    const model = await t.db.selectFrom('goods').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { id: _id, ...fields } = model;
    const have = await t.count('goods');
    if (have < 1001) {
      const extra = Array.from({ length: 1001 - have }, (_, index) => ({
        ...fields,
        goods_code: `PL-FULL-${index}`,
        goods_no: `PL-FULL-NO-${index}`,
      }));
      for (let start = 0; start < extra.length; start += 100)
        await t.db
          .insertInto('goods')
          .values(extra.slice(start, start + 100))
          .execute();
    }
    const ids = (await t.db.selectFrom('goods').select('id').orderBy('id').limit(1001).execute()).map((row) => row.id);
    const listId = await create('demo', '满了');
    const first = await post(`/${listId}/add`, 'demo', {
      lines: ids.slice(0, 1000).map((goodsId) => ({ goodsId, quantity: 1 })),
    });
    expect(first.code, first.msg).toBe(0);
    const past = await post(`/${listId}/add`, 'demo', {
      lines: [
        { goodsId: ids[0], quantity: 1 },
        { goodsId: ids[1000], quantity: 1 },
      ],
    });
    expect([past.code, past.msg]).toEqual([Code.refused, '一个清单最多1000种商品']);
    const list = (await detail(listId)).data;
    expect([list.lineCount, list.lines[0]!.quantity]).toEqual([1000, 1]);
  });
});

describe('who may do what', () => {
  it('lets every account read, the main account and approvers change any, and a purchaser only its own', async () => {
    const [a] = await plainGoods(1, 2);
    const mainList = await create('demo', '主账号清单');
    const buyerList = await create('demo_buyer', '采购员清单');
    const line = { lines: [{ goodsId: a!.id, quantity: 1 }] };

    for (const username of ['demo', 'demo_approver', 'demo_buyer'])
      expect((await detail(mainList, username)).code).toBe(0);
    const asBuyer = await t.call<PurchaseListSummary[]>('GET', '/rest/purchaseList/my', {
      token: await token('demo_buyer'),
    });
    const editable = new Map(asBuyer.data.map((list) => [list.id, list.editable]));
    expect([editable.get(mainList), editable.get(buyerList)]).toEqual([false, true]);

    for (const [path, body] of [
      [`/${mainList}/add`, line],
      [`/${mainList}/rename`, { name: '改名' }],
      [`/${mainList}/remove`, { goodsIds: [a!.id] }],
      [`/${mainList}/delete`, {}],
    ] as const) {
      const reply = await post(path, 'demo_buyer', body);
      expect([reply.code, reply.msg]).toEqual([Code.roleNotAllowed, '采购员只能修改自己创建的清单']);
    }
    expect((await detail(mainList)).data).toMatchObject({ name: '主账号清单', lines: [] });

    expect((await post(`/${buyerList}/add`, 'demo_buyer', line)).code).toBe(0);
    expect((await post(`/${buyerList}/add`, 'demo_approver', line)).code).toBe(0);
    expect((await post(`/${buyerList}/rename`, 'demo', { name: '主账号改的' })).code).toBe(0);
    expect((await detail(buyerList)).data).toMatchObject({ name: '主账号改的', lines: [{ quantity: 2 }] });
  });

  it('answers another company’s list as not found, whatever is asked of it', async () => {
    const [a] = await plainGoods(1, 3);
    const listId = await create('demo', '别人看不到');
    const otherToken = await token('other');
    expect((await detail(listId, 'other')).code).toBe(Code.notFound);
    for (const path of ['add', 'rename', 'quantity', 'remove', 'delete', 'order', 'import']) {
      const reply = await post(`/${listId}/${path}`, 'other', {
        lines: [{ goodsId: a!.id, quantity: 1 }],
        name: '偷改',
        goodsId: a!.id,
        quantity: 1,
        goodsIds: [a!.id],
        text: `${a!.goods_code},1`,
      });
      expect(reply.code, path).toBe(Code.notFound);
    }
    const exported = await t.backend.app.fetch(
      new Request(`http://backend.test/rest/purchaseList/${listId}/export/csv?token=${otherToken}`),
    );
    expect(((await exported.json()) as Envelope).code).toBe(Code.notFound);
    const theirs = await t.call<PurchaseListSummary[]>('GET', '/rest/purchaseList/my', { token: otherToken });
    expect(theirs.data.map((list) => list.id)).not.toContain(listId);
    expect((await detail(listId)).data).toMatchObject({ name: '别人看不到', lines: [] });
  });

  it('seeds two demo lists: the main account’s, which the purchaser only reads, and the purchaser’s own', async () => {
    const lists = await t.call<PurchaseListSummary[]>('GET', '/rest/purchaseList/my', {
      token: await token('demo_buyer'),
    });
    const seeded = lists.data.filter((list) => ['办公室月度补货', '车间常用紧固件'].includes(list.name));
    expect(seeded).toHaveLength(2);
    expect(seeded.map((list) => [list.ownerName, list.editable, list.lineCount])).toEqual(
      expect.arrayContaining([
        ['demo', false, 4],
        ['demo_buyer', true, 4],
      ]),
    );
  });
});

describe('at the same moment', () => {
  it('adds of one goods from many tabs add up on one line', async () => {
    const [a] = await plainGoods(1, 4);
    const listId = await create('demo_approver');
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(`/${listId}/add`, 'demo_approver', { lines: [{ goodsId: a!.id, quantity: 3 }] }),
      ),
    );
    expect(replies.map((reply) => reply.code)).toEqual(Array(8).fill(0));
    expect(await quantities(listId)).toEqual({ [a!.id]: 24 });
  });

  it('adds racing toward 9999 stop there', async () => {
    const [a] = await plainGoods(1, 5);
    const listId = await create('demo');
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => post(`/${listId}/add`, 'demo', { lines: [{ goodsId: a!.id, quantity: 3000 }] })),
    );
    expect(replies.map((reply) => reply.code)).toEqual(Array(4).fill(0));
    expect(await quantities(listId)).toEqual({ [a!.id]: 9999 });
  });

  it('a rename, an add and a delete at once leave the list either gone with its lines or whole', async () => {
    const [a] = await plainGoods(1, 6);
    for (let round = 0; round < 5; round++) {
      const listId = await create('demo');
      const [renamed, added, deleted] = await Promise.all([
        post(`/${listId}/rename`, 'demo', { name: `第${round}轮` }),
        post(`/${listId}/add`, 'demo', { lines: [{ goodsId: a!.id, quantity: 1 }] }),
        post(`/${listId}/delete`, 'demo'),
      ]);
      expect(deleted.code).toBe(0);
      for (const reply of [renamed, added]) expect([0, Code.notFound]).toContain(reply.code);
      expect((await detail(listId)).code).toBe(Code.notFound);
      expect(await t.db.selectFrom('purchase_list_item').select('id').where('list_id', '=', listId).execute()).toEqual(
        [],
      );
    }
  });
});

describe('ordering a list', () => {
  it('makes the whole list or the ticked lines a quick-order review, confirmed into the cart once', async () => {
    const [a, b] = await plainGoods(2, 8);
    const listId = await create('demo_buyer', '下单用');
    await post(`/${listId}/add`, 'demo_buyer', {
      lines: [
        { goodsId: a!.id, quantity: 2 },
        { goodsId: b!.id, quantity: 5 },
      ],
    });
    const ticked = await post<QuickOrderReview>(`/${listId}/order`, 'demo_buyer', { goodsIds: [b!.id] });
    expect(ticked.code, ticked.msg).toBe(0);
    expect(ticked.data.lines.map((line) => [line.goods?.id, line.quantity, line.outcome])).toEqual([
      [b!.id, 5, 'found'],
    ]);

    const whole = await post<QuickOrderReview>(`/${listId}/order`, 'demo_buyer');
    expect(whole.data.source).toBe('list');
    expect(whole.data.lines.map((line) => [line.goods?.id, line.quantity])).toEqual([
      [a!.id, 2],
      [b!.id, 5],
    ]);
    const { company_id: companyId } = await t.db
      .selectFrom('purchase_list')
      .select('company_id')
      .where('id', '=', listId)
      .executeTakeFirstOrThrow();
    const quickOrders = async () =>
      (await t.consoleGet<{ thisMonth: number }>(`/quickOrders/company/${companyId}`, 'viewer')).data.thisMonth;
    const countedBefore = await quickOrders();
    const cartBefore = await t.db
      .selectFrom('cart_item')
      .innerJoin('account', 'account.id', 'cart_item.account_id')
      .select(['cart_item.goods_id', 'cart_item.quantity'])
      .where('account.username', '=', 'demo_buyer')
      .where('cart_item.goods_id', 'in', [a!.id, b!.id])
      .execute();
    expect(cartBefore).toEqual([]);
    const buyer = await token('demo_buyer');
    const twice = await Promise.all(
      [1, 2].map(() =>
        t.call<QuickOrderResult>('POST', '/rest/quickOrder/confirm', {
          token: buyer,
          body: { review: whole.data.token },
        }),
      ),
    );
    expect(twice.map((reply) => reply.data.alreadyAdded).sort()).toEqual([false, true]);
    const cart = await t.call<{ goodsId: number; quantity: number }[]>('GET', '/rest/car/my', { token: buyer });
    const held = new Map(cart.data.map((line) => [line.goodsId, line.quantity]));
    expect([held.get(a!.id), held.get(b!.id)]).toEqual([2, 5]);
    // Ordering a list is not a quick order the staff count.
    expect(await quickOrders()).toBe(countedBefore);
  });

  it('says so when nothing is there to order', async () => {
    const listId = await create('demo');
    const reply = await post(`/${listId}/order`, 'demo');
    expect([reply.code, reply.msg]).toEqual([Code.refused, '清单中没有可下单的商品']);
  });
});

describe('import and export', () => {
  it('imports pasted lines as a quick order reads them, answering each line', async () => {
    const [a, b] = await plainGoods(2, 10);
    const listId = await create('demo');
    await post(`/${listId}/add`, 'demo', { lines: [{ goodsId: b!.id, quantity: 9990 }] });
    const text = [
      '商品编码\t数量',
      `${a!.goods_code}\t3`,
      'NO-SUCH-CODE,1',
      `${b!.goods_code},20`,
      `${a!.goods_code},x`,
    ].join('\n');
    const reply = await post<PurchaseListImport>(`/${listId}/import`, 'demo', { text });
    expect(reply.code, reply.msg).toBe(0);
    expect(reply.data.headerSkipped).toBe(true);
    expect(reply.data.lines.map((line) => [line.line, line.outcome])).toEqual([
      [2, 'added'],
      [3, 'notFound'],
      [4, 'capped'],
      [5, 'notANumber'],
    ]);
    expect(await quantities(listId)).toEqual({ [a!.id]: 3, [b!.id]: 9999 });
    expect((await post(`/${listId}/import`, 'demo', { text: '  ' })).code).toBe(Code.invalid);
    expect((await post(`/${listId}/import`, 'demo_buyer', { text })).code).toBe(Code.roleNotAllowed);
  });

  it('exports XLSX and CSV that import back as they are', async () => {
    const [a, b] = await plainGoods(2, 12);
    const listId = await create('demo', '导出/测试');
    await post(`/${listId}/add`, 'demo', {
      lines: [
        { goodsId: a!.id, quantity: 7 },
        { goodsId: b!.id, quantity: 11 },
      ],
    });
    const demo = await token('demo');
    const fetchFile = (format: string) =>
      t.backend.app.fetch(
        new Request(`http://backend.test/rest/purchaseList/${listId}/export/${format}?token=${demo}`),
      );
    const csv = await fetchFile('csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const csvText = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(csvText.split('\r\n')[0]).toBe('\uFEFF商品编码,商品名称,单位,单价（元）,状态,数量');

    const xlsx = await fetchFile('xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect(book.worksheets[0]!.getRow(2).getCell(1).text).toBe(a!.goods_code);
    expect(book.worksheets[0]!.getRow(2).getCell(6).value).toBe(7);

    const copy = await create('demo', '导入副本');
    const form = new FormData();
    form.set('file', new File([await (await fetchFile('xlsx')).arrayBuffer()], 'list.xlsx'));
    const uploaded = await t.backend.app.fetch(
      new Request(`http://backend.test/rest/purchaseList/${copy}/upload?token=${demo}`, { method: 'POST', body: form }),
    );
    const reply = (await uploaded.json()) as Envelope<PurchaseListImport>;
    expect(reply.code, reply.msg).toBe(0);
    expect(await quantities(copy)).toEqual({ [a!.id]: 7, [b!.id]: 11 });
    expect(((await (await fetchFile('pdf')).json()) as Envelope).code).toBe(Code.notFound);
  });

  it('imports a file as a quick order reads it, keeping no review and counting no missed code', async () => {
    const [a] = await plainGoods(1, 16);
    const listId = await create('demo', '文件导入');
    const demo = await token('demo');
    const reviews = async () =>
      Number(
        (
          await t.db
            .selectFrom('quick_order')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await reviews();
    const form = new FormData();
    form.set('file', new File([`${a!.goods_code},4\nLIST-FILE-MISS,2\n`], 'lines.csv', { type: 'text/csv' }));
    const uploaded = await t.backend.app.fetch(
      new Request(`http://backend.test/rest/purchaseList/${listId}/upload?token=${demo}`, {
        method: 'POST',
        body: form,
      }),
    );
    const reply = (await uploaded.json()) as Envelope<PurchaseListImport>;
    expect(reply.code, reply.msg).toBe(0);
    expect(reply.data.lines.map((line) => line.outcome)).toEqual(['added', 'notFound']);
    expect(await quantities(listId)).toEqual({ [a!.id]: 4 });
    expect(await reviews()).toBe(before);
    const missed = await t.db
      .selectFrom('quick_order_miss')
      .select('code')
      .where('code', '=', 'LIST-FILE-MISS')
      .executeTakeFirst();
    expect(missed).toBeUndefined();
  });
});

describe('the staff', () => {
  it('see a company’s lists and a list’s lines, and a buyer’s token opens neither', async () => {
    const [a] = await plainGoods(1, 14);
    const listId = await create('demo_buyer', '员工可见');
    await post(`/${listId}/add`, 'demo_buyer', { lines: [{ goodsId: a!.id, quantity: 6 }] });
    const { company_id: companyId } = await t.db
      .selectFrom('purchase_list')
      .select('company_id')
      .where('id', '=', listId)
      .executeTakeFirstOrThrow();
    const lists = await t.consoleGet<StaffPurchaseList[]>(`/purchaseLists/company/${companyId}`, 'viewer');
    expect(lists.code, lists.msg).toBe(0);
    expect(lists.data.find((list) => list.id === listId)).toMatchObject({
      name: '员工可见',
      ownerName: 'demo_buyer',
      lineCount: 1,
    });
    const one = await t.consoleGet<PurchaseListDetail>(`/purchaseLists/${listId}`, 'service');
    expect(one.data.lines.map((line) => [line.goodsId, line.quantity])).toEqual([[a!.id, 6]]);
    expect((await t.consoleGet('/purchaseLists/2000000000', 'viewer')).code).toBe(Code.notFound);
    const asBuyer = await t.call('GET', `/rest/staff/purchaseLists/${listId}`, { token: await token('demo') });
    expect(asBuyer.code).not.toBe(0);
  });
});
