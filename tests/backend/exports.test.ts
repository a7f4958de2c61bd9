import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfterSaleListItem } from '../../common/areas/after-sales/after-sale.ts';
import type { CreditSummary } from '../../common/areas/contracts/contract.ts';
import type { Favourite } from '../../common/areas/favourites/favourite.ts';
import type { OrderSummary, PurchaseRow } from '../../common/areas/orders/order-types.ts';
import { Code, type Page } from '../../common/envelope.ts';
import { companyOf } from './company-of.ts';
import { buyNowOffline, deliveryFor, plentifulGoods } from './demo-buying.ts';
import { startBackend, type TestBackend } from './harness.ts';

/**
 * rest/export/{orders,purchases,afterSales,favourites,credit}/{xlsx,csv}: each list, whole, as
 * a file — the rows its list shows the caller under the same filter and no others (another
 * company's, another purchaser's), numbers as numbers.
 */
let t: TestBackend;
const tokens: Record<'demo' | 'buyer' | 'other', string> = { demo: '', buyer: '', other: '' };

beforeAll(async () => {
  t = await startBackend();
  tokens.demo = await t.buyerToken('demo');
  tokens.buyer = await t.buyerToken('demo_buyer');
  tokens.other = await t.buyerToken('other');
  // The purchaser submits one purchase (it waits for review); the main account orders once more.
  const goodsId = await plentifulGoods(t);
  const delivery = await deliveryFor(t, await companyOf(t, 'demo'));
  for (const who of ['buyer', 'demo'] as const) await buyNowOffline(t, tokens[who], goodsId, 3, delivery);
  const favourite = await t.call('POST', '/rest/collection/add', { token: tokens.demo, body: { goodsId } });
  expect(favourite.code, favourite.msg).toBe(0);
});
afterAll(() => t.close());

async function download(
  path: string,
  token: string | undefined,
  query: Record<string, string> = {},
  language = 'zh-CN',
) {
  const url = new URL(path, 'http://backend.test');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  if (token) url.searchParams.set('token', token);
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': language };
  return t.backend.app.fetch(new Request(url, { headers }));
}

/** The first sheet's rows under its header, each as its cells' values. */
async function sheetRows(response: Response): Promise<{ header: unknown[]; rows: unknown[][] }> {
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/spreadsheetml/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const values: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return { header: values[0]!, rows: values.slice(1) };
}

/** Every row of a list, read page by page as its screen would. */
async function wholeList<T>(path: string, token: string, query: Record<string, string> = {}): Promise<Page<T>> {
  const list: T[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await t.call<Page<T>>('GET', path, { token, query: { ...query, page: String(page) } });
    expect(reply.code, reply.msg).toBe(0);
    list.push(...reply.data.list);
    if (list.length >= reply.data.total || reply.data.list.length === 0) return { list, total: reply.data.total };
  }
}

const wallClock = (value: unknown) => (value as Date).toISOString().slice(0, 19).replace('T', ' ');

describe('the order export', () => {
  it('holds exactly the orders the list shows, with totals as numbers and times as dates', async () => {
    const list = await wholeList<OrderSummary>('/rest/order/myOrder', tokens.demo, { limit: '40' });
    expect(list.total).toBeGreaterThan(1);
    const { header, rows } = await sheetRows(await download('/rest/export/orders/xlsx', tokens.demo));
    expect(header).toEqual(['订单编号', '下单时间', '收货人', '订单状态', '商品', '商品件数', '订单金额（元）']);
    expect(rows.map((row) => row[0])).toEqual(list.list.map((order) => order.orderNo));
    expect(rows.map((row) => row[6])).toEqual(list.list.map((order) => order.totalAmount));
    expect(rows.map((row) => wallClock(row[1]))).toEqual(list.list.map((order) => order.createDate));
    expect(rows.map((row) => row[5])).toEqual(
      list.list.map((order) => order.orderGoodsList.reduce((sum, line) => sum + line.goodsQuantity, 0)),
    );
    // Other companies' orders (the seed's month on credit) are not in it.
    const companies = await t.db
      .selectFrom('orders')
      .select('company_id')
      .where(
        'order_no',
        'in',
        rows.map((row) => String(row[0])),
      )
      .execute();
    expect(new Set(companies.map((row) => row.company_id))).toEqual(new Set([await companyOf(t, 'demo')]));
    expect(await t.count('orders')).toBeGreaterThan(rows.length);
  });

  it('takes the list filter: a tab and an order-number search', async () => {
    const unpaid = await wholeList<OrderSummary>('/rest/order/myOrder', tokens.demo, { isPay: '0', limit: '40' });
    expect(unpaid.total).toBeGreaterThan(0);
    const tab = await sheetRows(await download('/rest/export/orders/xlsx', tokens.demo, { isPay: '0' }));
    expect(tab.rows.map((row) => row[0])).toEqual(unpaid.list.map((order) => order.orderNo));
    const one = unpaid.list[0]!.orderNo;
    const searched = await sheetRows(await download('/rest/export/orders/xlsx', tokens.demo, { orderNo: one }));
    expect(searched.rows.map((row) => row[0])).toEqual([one]);
  });

  it('as CSV: a byte-order mark, CRLF, the same rows with money to the fen', async () => {
    const list = await wholeList<OrderSummary>('/rest/order/myOrder', tokens.demo, { limit: '40' });
    const response = await download('/rest/export/orders/csv', tokens.demo, {}, 'en');
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('Order number,Ordered at,Consignee,Status,Goods,Items,Total (yuan)');
    expect(lines.slice(1, -1)).toHaveLength(list.total);
    expect(lines[1]!.startsWith(`${list.list[0]!.orderNo},${list.list[0]!.createDate},`)).toBe(true);
    expect(lines[1]!.endsWith(`,${list.list[0]!.totalAmount.toFixed(2)}`)).toBe(true);
  });

  it('a purchaser exports only its own orders', async () => {
    const own = await wholeList<OrderSummary>('/rest/order/myOrder', tokens.buyer, { limit: '40' });
    const { rows } = await sheetRows(await download('/rest/export/orders/xlsx', tokens.buyer));
    expect(rows.map((row) => row[0])).toEqual(own.list.map((order) => order.orderNo));
    const accounts = await t.db
      .selectFrom('orders')
      .innerJoin('account', 'account.id', 'orders.account_id')
      .select('account.username')
      .where('orders.order_no', 'in', ['', ...rows.map((row) => String(row[0]))])
      .execute();
    expect(accounts.every((row) => row.username === 'demo_buyer')).toBe(true);
  });
});

describe('the purchase, after-sales, favourites and credit exports', () => {
  it('purchases: the purchaser its own, the main account every submitted one of the company', async () => {
    for (const who of ['buyer', 'demo'] as const) {
      const list = await wholeList<PurchaseRow>('/rest/order/purchase/page', tokens[who], { limit: '40' });
      expect(list.total).toBeGreaterThan(0);
      const { header, rows } = await sheetRows(await download('/rest/export/purchases/xlsx', tokens[who]));
      expect(header[0]).toBe('采购批次');
      expect(rows.map((row) => [row[0], row[1], row[2], row[3]])).toEqual(
        list.list.map((row) => [row.batch, row.quantity, row.totalAmount, row.purchaser]),
      );
    }
    const other = await sheetRows(await download('/rest/export/purchases/xlsx', tokens.other));
    expect(other.rows.map((row) => row[3])).not.toContain('demo_buyer');
  });

  it('after-sales: the list under its tab and search', async () => {
    const queries: Record<string, string>[] = [{}, { status: 'open' }, { q: 'CG' }];
    for (const query of queries) {
      const list = await wholeList<AfterSaleListItem>('/rest/aftersale/myAfterSale', tokens.demo, {
        ...query,
        limit: '40',
      });
      const { header, rows } = await sheetRows(await download('/rest/export/afterSales/xlsx', tokens.demo, query));
      expect(header[0]).toBe('售后单号');
      expect(rows.map((row) => row[0])).toEqual(list.list.map((row) => row.afterSaleNo));
    }
  });

  it('favourites: all of the caller’s, unit prices to four places, searched by name', async () => {
    const list = await wholeList<Favourite>('/rest/collection/my', tokens.demo);
    expect(list.total).toBeGreaterThan(0);
    const { rows } = await sheetRows(await download('/rest/export/favourites/xlsx', tokens.demo));
    expect(rows.map((row) => [row[0], row[1]])).toEqual(list.list.map((row) => [row.goodsName, row.salePrice]));
    const none = await sheetRows(
      await download('/rest/export/favourites/xlsx', tokens.demo, { goodsName: 'no-such-goods-anywhere' }),
    );
    expect(none.rows).toEqual([]);
    expect((await sheetRows(await download('/rest/export/favourites/xlsx', tokens.other))).rows).toEqual([]);
  });

  it('credit: the ledger the caller reads; a purchaser’s without the running balance', async () => {
    const summary = await t.call<CreditSummary>('GET', '/rest/customer/credit', {
      token: tokens.demo,
      query: { limit: '100' },
    });
    const main = await sheetRows(await download('/rest/export/credit/xlsx', tokens.demo));
    expect(main.header).toHaveLength(6);
    expect(main.rows.map((row) => [row[2], row[3], row[4], row[5]])).toEqual(
      summary.data.entries.list.map((row) => [row.reference, row.limitChange, row.usedChange, row.availableAfter]),
    );
    const purchaser = await sheetRows(await download('/rest/export/credit/xlsx', tokens.buyer));
    expect(purchaser.header).toHaveLength(5);
  });
});

describe('refusals', () => {
  it('answers a missing token and an unknown format in the envelope, never a file', async () => {
    const anonymous = await download('/rest/export/orders/xlsx', undefined);
    expect(((await anonymous.json()) as { code: number }).code).toBe(Code.tokenInvalid);
    const unknown = await download('/rest/export/orders/pdf', tokens.demo);
    expect(((await unknown.json()) as { code: number }).code).toBe(Code.notFound);
  });
});
