import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Envelope } from '../../common/envelope.ts';
import type {
  QuickOrderCheck,
  QuickOrderResult,
  QuickOrderReview,
} from '../../common/areas/quick-order/quick-order.ts';
import { freshCompany } from './fresh-company.ts';
import { startBackend, type TestBackend } from './harness.ts';

/** rest/quickOrder/*: pasted lines and files checked, reviewed, confirmed once into the cart; re-orders. */
let t: TestBackend;
beforeAll(async () => {
  t = await startBackend();
});
afterAll(() => t.close());

interface Goods {
  id: number;
  goods_code: string;
  goods_no: string;
  quantity: number;
  inventory: number;
}

/** Goods on sale with plenty of stock and a minimum of 1, the first `count` of them after `skip`. */
async function plainGoods(count: number, skip = 0): Promise<Goods[]> {
  return t.db
    .selectFrom('goods')
    .select(['id', 'goods_code', 'goods_no', 'quantity', 'inventory'])
    .where('on_sale', '=', 1)
    .where('quantity', '=', 1)
    .where('inventory', '>=', 1000)
    .orderBy('id')
    .offset(skip)
    .limit(count)
    .execute();
}

async function post<T>(path: string, token: string, body: Record<string, unknown>) {
  return t.call<T>('POST', `/rest/quickOrder/${path}`, { token, body });
}

async function cart(token: string) {
  const reply = await t.call<{ goodsId: number; quantity: number }[]>('GET', '/rest/car/my', { token });
  return new Map(reply.data.map((line) => [line.goodsId, line.quantity]));
}

async function upload(token: string, file: File): Promise<Envelope<QuickOrderReview>> {
  const form = new FormData();
  form.set('file', file);
  const url = `http://backend.test/rest/quickOrder/upload?token=${token}`;
  const response = await t.backend.app.fetch(new Request(url, { method: 'POST', body: form }));
  return (await response.json()) as Envelope<QuickOrderReview>;
}

describe('checking lines', () => {
  it('reads what a spreadsheet, CSV or chat pasted and says how each line checks out', async () => {
    const token = (await freshCompany(t)).token;
    const [reviews, misses] = [await t.count('quick_order'), await t.count('quick_order_miss')];
    const [a, b, c, d, e, f] = await plainGoods(6);
    await t.db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', c!.id).execute();
    await t.db.updateTable('goods').set({ quantity: 50 }).where('id', '=', d!.id).execute();
    await t.db.updateTable('goods').set({ inventory: 5 }).where('id', '=', e!.id).execute();
    await t.db.updateTable('goods').set({ goods_no: 'QO-UNIQUE-NO' }).where('id', '=', f!.id).execute();
    const text = [
      '商品编码\t数量',
      `${a!.goods_code}\t3`,
      '',
      `${b!.goods_code}，2`,
      `${c!.goods_code};1`,
      `${d!.goods_code} 10`,
      `${e!.goods_code},6`,
      'qo-unique-no,4',
      'NO-SUCH-CODE,1',
      `${a!.goods_code.toLowerCase()}, 2`,
      `${b!.goods_code},many`,
      `${b!.goods_code}`,
      `${a!.goods_code}\t9999`,
    ].join('\r\n');
    const reply = await post<QuickOrderCheck>('check', token, { text });
    expect(reply.code).toBe(0);
    expect(reply.data.headerSkipped).toBe(true);
    const outcomes = reply.data.lines.map((line) => [line.line, line.code, line.quantity, line.outcome]);
    expect(outcomes).toEqual([
      [2, a!.goods_code, 3 + 2 + 9999, 'overMax'],
      [4, b!.goods_code, 2, 'found'],
      [5, c!.goods_code, 1, 'offSale'],
      [6, d!.goods_code, 10, 'belowMinimum'],
      [7, e!.goods_code, 6, 'overStock'],
      [8, 'qo-unique-no', 4, 'found'],
      [9, 'NO-SUCH-CODE', 1, 'notFound'],
      [11, b!.goods_code, null, 'notANumber'],
      [12, b!.goods_code, null, 'noQuantity'],
    ]);
    expect(reply.data.lines[0]!.merged).toEqual([10, 13]);
    expect(reply.data.lines[3]!.goods).toMatchObject({ id: d!.id, minimum: 50 });
    expect(reply.data.lines[5]!.goods).toMatchObject({ id: f!.id, code: f!.goods_code });
    // A check stores nothing and counts no miss.
    expect(await t.count('quick_order')).toBe(reviews);
    expect(await t.count('quick_order_miss')).toBe(misses);
  });

  it('counts the cart’s quantity against 9999 and the stock, and merges a code with its own item number', async () => {
    const { token } = await freshCompany(t);
    const [goods] = await plainGoods(1, 10);
    await t.db
      .updateTable('goods')
      .set({ goods_no: 'QO-SAME-GOODS', inventory: 20_000 })
      .where('id', '=', goods!.id)
      .execute();
    expect((await t.call('POST', '/rest/car/add', { token, body: { goodsId: goods!.id, quantity: 9000 } })).code).toBe(
      0,
    );
    const over = await post<QuickOrderCheck>('check', token, { text: `${goods!.goods_code},600\nQO-SAME-GOODS,400` });
    expect(over.data.lines).toEqual([
      expect.objectContaining({
        quantity: 1000,
        outcome: 'overMax',
        merged: [2],
        goods: expect.objectContaining({ inCart: 9000 }),
      }),
    ]);
    const fits = await post<QuickOrderCheck>('check', token, { text: `${goods!.goods_code},999` });
    expect(fits.data.lines[0]!.outcome).toBe('found');
  });

  it('asks for the goods code when several goods share the item number typed', async () => {
    const { token } = await freshCompany(t);
    const [a, b] = await plainGoods(2, 90);
    await t.db.updateTable('goods').set({ goods_no: 'QO-SHARED-NO' }).where('id', 'in', [a!.id, b!.id]).execute();
    const reply = await post<QuickOrderCheck>('check', token, { text: `QO-SHARED-NO,1\n${a!.goods_code},1` });
    expect(reply.data.lines.map((line) => [line.code, line.outcome])).toEqual([
      ['QO-SHARED-NO', 'ambiguous'],
      [a!.goods_code, 'found'],
    ]);
  });

  it('refuses an empty text or one with no lines, storing nothing', async () => {
    const { token } = await freshCompany(t);
    const reviews = await t.count('quick_order');
    for (const text of ['', '   \n\t\n']) {
      const reply = await post('review', token, { text });
      expect(reply.code).toBe(Code.invalid);
      expect(reply.msg).toBe('请填写商品编码和数量');
    }
    const header = await post('review', token, { text: '商品编码,数量' });
    expect(header.code).toBe(Code.refused);
    expect(header.msg).toContain('没有读到任何商品行');
    expect(await t.count('quick_order')).toBe(reviews);
  });

  it('checks 1,000 lines in a few queries', async () => {
    const { token } = await freshCompany(t);
    const goods = await plainGoods(600);
    const lines = Array.from({ length: 1000 }, (_, i) =>
      goods[i] ? `${goods[i].goods_code}\t${i + 1}` : `MISSING-${i},1`,
    );
    const started = performance.now();
    const reply = await post<QuickOrderCheck>('check', token, { text: lines.join('\n') });
    const took = performance.now() - started;
    expect(reply.data.lines).toHaveLength(1000);
    expect(reply.data.lines.filter((line) => line.outcome === 'notFound')).toHaveLength(1000 - goods.length);
    // Generous for a loaded test machine: npm run bench measures it on 200,000 goods.
    expect(took).toBeLessThan(3000);
  });
});

describe('reviewing and confirming', () => {
  it('keeps a review, counts unknown codes, and puts the good lines into the cart once', async () => {
    const { token } = await freshCompany(t);
    const [a, b] = await plainGoods(2, 20);
    const text = `${a!.goods_code},3\n${b!.goods_code},abc\nQO-MISSING-1,2\nQO-MISSING-1,5`;
    const review = await post<QuickOrderReview>('review', token, { text });
    expect(review.code).toBe(0);
    expect(review.data).toMatchObject({ state: 'reviewed', source: 'paste', orderNo: null });
    expect(await t.db.selectFrom('quick_order_miss').selectAll().where('code', '=', 'QO-MISSING-1').execute()).toEqual([
      { code: 'QO-MISSING-1', count: 1, last_at: t.clock.now() },
    ]);
    await post('review', token, { text: 'QO-MISSING-1,1' });
    const miss = await t.db
      .selectFrom('quick_order_miss')
      .select('count')
      .where('code', '=', 'QO-MISSING-1')
      .executeTakeFirst();
    expect(miss?.count).toBe(2);

    const again = await t.call<QuickOrderReview>('GET', `/rest/quickOrder/review/${review.data.token}`, { token });
    expect(again.data.lines.map((line) => line.outcome)).toEqual(['found', 'notANumber', 'notFound']);

    const confirmed = await post<QuickOrderResult>('confirm', token, { review: review.data.token });
    expect(confirmed.code).toBe(0);
    expect(confirmed.data).toMatchObject({ state: 'added', added: 1, alreadyAdded: false });
    expect(confirmed.data.lines.map((line) => line.added)).toEqual([true, false, false]);
    expect(await cart(token)).toEqual(new Map([[a!.id, 3]]));

    const twice = await post<QuickOrderResult>('confirm', token, { review: review.data.token });
    expect(twice.code).toBe(0);
    expect(twice.msg).toBe('这份清单已经加入过购物车，没有重复加入');
    expect(twice.data).toMatchObject({ alreadyAdded: true, added: 1 });
    expect(await cart(token)).toEqual(new Map([[a!.id, 3]]));
    // Once added, the review shows how it went in.
    const after = await t.call<QuickOrderReview>('GET', `/rest/quickOrder/review/${review.data.token}`, { token });
    expect(after.data).toMatchObject({ state: 'added' });
    expect(after.data.lines[0]!.added).toBe(true);
  });

  it('adds each line once when the same review is confirmed from several tabs at once', async () => {
    const { token } = await freshCompany(t);
    const goods = await plainGoods(3, 30);
    const review = await post<QuickOrderReview>('review', token, {
      text: goods.map((row) => `${row.goods_code}\t7`).join('\n'),
    });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => post<QuickOrderResult>('confirm', token, { review: review.data.token })),
    );
    expect(replies.every((reply) => reply.code === 0)).toBe(true);
    expect(replies.filter((reply) => !reply.data.alreadyAdded)).toHaveLength(1);
    expect(await cart(token)).toEqual(new Map(goods.map((row) => [row.id, 7])));
  });

  it('checks the lines again when confirming: what changed since the review is said, not added', async () => {
    const { token } = await freshCompany(t);
    const [a, b] = await plainGoods(2, 40);
    const review = await post<QuickOrderReview>('review', token, { text: `${a!.goods_code},2\n${b!.goods_code},2` });
    await t.db.updateTable('goods').set({ on_sale: 0 }).where('id', '=', b!.id).execute();
    const confirmed = await post<QuickOrderResult>('confirm', token, { review: review.data.token });
    expect(confirmed.data.lines.map((line) => [line.outcome, line.added])).toEqual([
      ['found', true],
      ['offSale', false],
    ]);
    expect(confirmed.data.added).toBe(1);
  });

  it('answers another account’s review as not found', async () => {
    const mine = await freshCompany(t);
    const theirs = await freshCompany(t);
    const [a] = await plainGoods(1, 50);
    const review = await post<QuickOrderReview>('review', mine.token, { text: `${a!.goods_code},1` });
    const seen = await t.call('GET', `/rest/quickOrder/review/${review.data.token}`, { token: theirs.token });
    expect(seen.code).toBe(Code.notFound);
    expect((await post('confirm', theirs.token, { review: review.data.token })).code).toBe(Code.notFound);
    expect((await t.call('GET', '/rest/quickOrder/review/x', { token: mine.token })).code).toBe(Code.notFound);
    expect(await cart(theirs.token)).toEqual(new Map());
  });
});

describe('files', () => {
  it('reads the first sheet of an .xlsx file', async () => {
    const { token } = await freshCompany(t);
    const [a, b] = await plainGoods(2, 60);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('采购清单');
    sheet.addRow(['商品编码', '名称', '数量']);
    sheet.addRow([a!.goods_code, '螺栓', 4]);
    sheet.addRow([b!.goods_code, '垫圈', 6]);
    const bytes = await workbook.xlsx.writeBuffer();
    const reply = await upload(token, new File([bytes], 'list.xlsx'));
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({ source: 'file', headerSkipped: true });
    expect(reply.data.lines.map((line) => [line.code, line.quantity, line.outcome])).toEqual([
      [a!.goods_code, 4, 'found'],
      [b!.goods_code, 6, 'found'],
    ]);
  });

  it('reads a CSV in UTF-8 or in the GB18030 Excel saves Chinese CSV in', async () => {
    const { token } = await freshCompany(t);
    const [a] = await plainGoods(1, 70);
    const utf8 = await upload(token, new File([`\uFEFF商品编码,数量\r\n"${a!.goods_code}",2\r\n`], 'list.csv'));
    expect(utf8.data.lines.map((line) => [line.code, line.quantity])).toEqual([[a!.goods_code, 2]]);
    // 商品编码,数量 in GB18030, then the line.
    const gbk = new Uint8Array([0xc9, 0xcc, 0xc6, 0xb7, 0xb1, 0xe0, 0xc2, 0xeb, 0x2c, 0xca, 0xfd, 0xc1, 0xbf, 0x0a]);
    const reply = await upload(token, new File([gbk, `${a!.goods_code},5\n`], 'list.csv'));
    expect(reply.data).toMatchObject({ headerSkipped: true });
    expect(reply.data.lines.map((line) => [line.code, line.quantity])).toEqual([[a!.goods_code, 5]]);
  });

  it('refuses other files and unreadable workbooks, storing nothing', async () => {
    const { token } = await freshCompany(t);
    const before = await t.count('quick_order');
    const png = await upload(token, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'list.png'));
    expect([png.code, png.msg]).toEqual([Code.refused, '只能上传 .xlsx 或 .csv 文件']);
    const broken = await upload(token, new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'list.xlsx'));
    expect(broken.msg).toContain('无法读取该文件');
    const binary = await upload(token, new File([new Uint8Array([0, 1, 2, 3])], 'list.csv'));
    expect(binary.msg).toContain('无法读取该文件');
    const none = await upload(token, new File([], 'empty.csv'));
    expect(none.code).toBe(Code.invalid);
    expect(await t.count('quick_order')).toBe(before);
  });
});

describe('re-order', () => {
  it('makes an order’s lines a review at today’s prices, saying what changed', async () => {
    const token = await t.buyerToken('demo');
    const demo = await t.db
      .selectFrom('account')
      .select('company_id')
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'order_no'])
      .where('company_id', '=', demo.company_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const items = await t.db
      .selectFrom('order_item')
      .select(['goods_id', 'goods_quantity', 'goods_price'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    await t.db
      .updateTable('goods')
      .set({ sale_price: items[0]!.goods_price + 10_000 })
      .where('id', '=', items[0]!.goods_id)
      .execute();
    const reply = await post<QuickOrderReview>('reorder', token, { orderId: order.id });
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({ source: 'reorder', orderNo: order.order_no, state: 'reviewed' });
    expect(reply.data.lines.map((line) => line.goods?.id)).toEqual(items.map((item) => item.goods_id));
    expect(reply.data.lines[0]!.previousPrice).toBe(items[0]!.goods_price / 10_000);
    expect(reply.data.lines[0]!.goods!.price).toBe((items[0]!.goods_price + 10_000) / 10_000);
  });

  it('answers another company’s order, and nonsense, as not found', async () => {
    const { token } = await freshCompany(t);
    const order = await t.db.selectFrom('orders').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await post('reorder', token, { orderId: order.id })).code).toBe(Code.notFound);
    expect((await post('reorder', token, { orderId: 'x' })).code).toBe(Code.notFound);
  });
});

describe('the console', () => {
  it('shows a company’s quick orders confirmed this month, not unconfirmed reviews or last month’s', async () => {
    const { companyId, token } = await freshCompany(t);
    const [a] = await plainGoods(1, 80);
    const use = async () =>
      (await t.consoleGet<{ thisMonth: number }>(`/quickOrders/company/${companyId}`, 'viewer')).data;
    expect(await use()).toEqual({ thisMonth: 0 });
    for (let i = 0; i < 2; i++) {
      const review = await post<QuickOrderReview>('review', token, { text: `${a!.goods_code},1` });
      await post('confirm', token, { review: review.data.token });
    }
    await post('review', token, { text: `${a!.goods_code},1` });
    expect(await use()).toEqual({ thisMonth: 2 });
    // Last month's do not count.
    const first = await t.db
      .selectFrom('quick_order')
      .select('id')
      .where('company_id', '=', companyId)
      .where('state', '=', 'added')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const lastMonth = t.clock.now() - 40 * 24 * 3600 * 1000;
    await t.db.updateTable('quick_order').set({ added_at: lastMonth }).where('id', '=', first.id).execute();
    expect(await use()).toEqual({ thisMonth: 1 });
    const buyer = await t.call('GET', `/rest/staff/quickOrders/company/${companyId}`, { token });
    expect(buyer.code).toBe(Code.tokenInvalid);
  });

  it('lists the codes no goods had, the most asked first, as a page and as CSV', async () => {
    const { token } = await freshCompany(t);
    await post('review', token, { text: 'QO-CONSOLE-A,1\nQO-CONSOLE-B,1' });
    await post('review', token, { text: 'QO-CONSOLE-B,1' });
    const page = await t.consoleGet<{ list: { code: string; count: number }[]; total: number }>(
      '/quickOrders/misses',
      'viewer',
    );
    const codes = page.data.list.filter((row) => row.code.startsWith('QO-CONSOLE'));
    expect(codes.map((row) => [row.code, row.count])).toEqual([
      ['QO-CONSOLE-B', 2],
      ['QO-CONSOLE-A', 1],
    ]);
    const staff = await t.staffToken('viewer');
    const response = await t.backend.app.fetch(
      new Request(`http://backend.test/rest/staff/quickOrders/misses.csv?token=${staff}`),
    );
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv).toContain('QO-CONSOLE-B');
    expect(csv.indexOf('QO-CONSOLE-B')).toBeLessThan(csv.indexOf('QO-CONSOLE-A'));
  });
});
