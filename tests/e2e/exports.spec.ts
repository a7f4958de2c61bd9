import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { companyWithPurchase, expectNoSeriousViolations } from './a11y-support.ts';
import { apiGet, apiPost, apiToken, placeOrder, stockedGoods } from './orders-support.ts';
import { logIn } from './support.ts';

/**
 * 导出 Excel / 导出 CSV on the buyer's lists, with JavaScript on and off: plain links carrying the
 * list's filter, whose files open in exceljs with the list's numbers, and a CSV Excel opens with
 * Chinese intact.
 */

/** Clicks an export link and answers the downloaded file's bytes. */
async function download(page: Page, link: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return readFile((await file.path())!);
}

/** The first sheet's rows, each as its cells' values (the header first). */
async function sheet(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const exportLink = (page: Page, name: '导出 Excel' | '导出 CSV') => page.getByRole('link', { name, exact: true });

test('the order list exports what its search shows, as XLSX with numbers and as CSV with a byte-order mark', async ({
  page,
}) => {
  const token = await apiToken(page.request, 'demo');
  const order = await placeOrder(page.request, token, await stockedGoods(page.request, 70));
  const info = await apiGet<{ totalAmount: number; createDate: string; consignee: string }>(
    page.request,
    token,
    `/rest/order/info/${order.orderId}`,
  );
  await logIn(page, 'demo');
  await page.goto(`/userCenter/order?orderNo=${order.orderNo}`);
  await expect(exportLink(page, '导出 Excel')).toHaveAttribute(
    'href',
    `/userCenter/order/export/xlsx?orderNo=${order.orderNo}`,
  );
  await expectNoSeriousViolations(page, 'order list with its export links');

  const rows = await sheet(await download(page, exportLink(page, '导出 Excel')));
  expect(rows[0]).toEqual(['订单编号', '下单时间', '收货人', '订单状态', '商品', '商品件数', '订单金额（元）']);
  expect(rows).toHaveLength(2);
  expect(rows[1]![0]).toBe(order.orderNo);
  expect(rows[1]![2]).toBe(info.consignee);
  expect(rows[1]![3]).toBe('待付款');
  // The total is a number, and a date a date: a spreadsheet adds and sorts them.
  expect(rows[1]![6]).toBe(info.totalAmount);
  expect((rows[1]![1] as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(info.createDate);

  const csv = await download(page, exportLink(page, '导出 CSV'));
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('订单编号,下单时间,收货人,订单状态,商品,商品件数,订单金额（元）');
  expect(lines[1]).toMatch(new RegExp(`^${order.orderNo},${info.createDate},.*,${info.totalAmount.toFixed(2)}$`));
  expect(lines).toHaveLength(3);

  // The tab goes with the export too: an unpaid order waits for no shipment.
  await page.goto(`/userCenter/order?status=isSend&orderNo=${order.orderNo}`);
  expect(await sheet(await download(page, exportLink(page, '导出 Excel')))).toHaveLength(1);
  await page.goto(`/userCenter/order?status=isPay&orderNo=${order.orderNo}`);
  expect(await sheet(await download(page, exportLink(page, '导出 Excel')))).toHaveLength(2);
});

test('a company exports its purchases, favourites, after-sales and credit ledger, and only its own', async ({
  page,
}, testInfo) => {
  const company = await companyWithPurchase(page.request, testInfo);
  const token = await apiToken(page.request, company.username, company.password);
  const goods = await stockedGoods(page.request, 80);
  await apiPost(page.request, token, '/rest/collection/add', { goodsId: goods.id });
  const purchases = await apiGet<{ list: { batch: string; quantity: number; totalAmount: number }[] }>(
    page.request,
    token,
    '/rest/order/purchase/page',
  );
  const detail = await apiGet<{ salePrice: number }>(page.request, token, `/rest/goods/detail/${goods.id}`);
  await logIn(page, company.username, company.password);

  await page.goto('/userCenter/purchase');
  const purchaseRows = await sheet(await download(page, exportLink(page, '导出 Excel')));
  expect(purchaseRows.slice(1).map((row) => [row[0], row[1], row[2]])).toEqual(
    purchases.list.map((row) => [row.batch, row.quantity, row.totalAmount]),
  );

  await page.goto('/userCenter/collection');
  const favourites = await sheet(await download(page, exportLink(page, '导出 Excel')));
  expect(favourites.slice(1).map((row) => [row[0], row[1]])).toEqual([[goods.goodsName, detail.salePrice]]);
  // The search goes with the export: nothing matches, nothing is exported.
  await page.goto('/userCenter/collection?goodsName=没有这种商品');
  expect(await sheet(await download(page, exportLink(page, '导出 Excel')))).toHaveLength(1);

  await page.goto('/userCenter/afterSale?status=open');
  await expect(exportLink(page, '导出 CSV')).toHaveAttribute('href', '/userCenter/afterSale/export/csv?status=open');
  const afterSales = await download(page, exportLink(page, '导出 CSV'));
  expect(afterSales.toString('utf8').slice(1)).toBe('售后单号,订单编号,商品,数量,售后类型,状态,申请时间\r\n');

  // A new company has no credit yet: the ledger's file holds its header only.
  await page.goto('/userCenter/credit');
  const credit = await sheet(await download(page, exportLink(page, '导出 Excel')));
  expect(credit).toEqual([
    ['时间', '类型', '关联单号', '授信额度变动（元）', '已用额度变动（元）', '变动后可用额度（元）'],
  ]);
});

test('the demo company’s credit ledger exports every row with its amounts', async ({ page }) => {
  const token = await apiToken(page.request, 'demo');
  const answer = await page.request.get('/rest/customer/credit', { params: { token, limit: 40 } });
  const { entries } = (
    (await answer.json()) as {
      data: { entries: { total: number; list: { reference: string; availableAfter: number }[] } };
    }
  ).data;
  await logIn(page, 'demo');
  await page.goto('/userCenter/credit');
  await expectNoSeriousViolations(page, 'credit ledger with its export links');
  const rows = (await sheet(await download(page, exportLink(page, '导出 Excel')))).slice(1);
  // Other tests may add rows meanwhile, newest first: the rows read before are the file's last ones.
  expect(rows.length).toBeGreaterThanOrEqual(entries.total);
  const from = rows.length - entries.total;
  expect(rows.slice(from, from + entries.list.length).map((row) => [row[2], row[5]])).toEqual(
    entries.list.map((entry) => [entry.reference, entry.availableAfter]),
  );
});
