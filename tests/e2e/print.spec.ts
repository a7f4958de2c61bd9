import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { apiGet, apiPost, apiToken, placeOrder, stockedGoods } from './orders-support.ts';
import { jsEnabled, logIn } from './support.ts';

/**
 * The printable order, purchase (with its approval) and statement, with JavaScript on and off:
 * reached by a link from their detail screens, without the shop's frame, a 打印 button with
 * JavaScript and a note without it, and on paper only the document. Another company's is the 404 page.
 */

async function expectPrintPage(page: Page, testInfo: TestInfo, title: RegExp, screen: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('采购单位：示例科技有限公司')).toBeVisible();
  // No frame: no site header, menu or footer around the document.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const tools = page.getByRole('group', { name: '打印工具' });
  if (jsEnabled(testInfo)) {
    await expect(tools.getByRole('button', { name: '打印' })).toBeVisible();
  } else {
    await expect(tools.getByRole('button')).toHaveCount(0);
    await expect(tools.getByText(/Ctrl\+P/)).toBeVisible();
  }
  await expectNoSeriousViolations(page, screen);
  // On paper the tools are left out and the document stays.
  await page.emulateMedia({ media: 'print' });
  await expect(tools).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
}

test('an order prints from its detail: its facts, its lines and its totals', async ({ page }, testInfo) => {
  const token = await apiToken(page.request, 'demo');
  const goods = await stockedGoods(page.request, 75);
  const order = await placeOrder(page.request, token, goods);
  await logIn(page, 'demo');
  await page.goto(`/container/orderInfo/${order.orderId}`);
  await page.getByRole('link', { name: '打印订单' }).click();
  await expect(page).toHaveURL(`/print/order/${order.orderId}`);
  await expectPrintPage(page, testInfo, new RegExp(`^订单 ${order.orderNo}$`), 'order print');
  await expect(page.getByRole('table', { name: `订单 ${order.orderNo} 的商品` })).toContainText(goods.goodsName);
  await expect(page.getByText('待付款').first()).toBeVisible();
  await page.getByRole('link', { name: '返回订单详情' }).click();
  await expect(page).toHaveURL(`/container/orderInfo/${order.orderId}`);
});

/** A purchaser's purchase order, approved by the main account into an order. */
async function approvedPurchase(request: APIRequestContext) {
  const main = await apiToken(request, 'demo');
  const buyer = await apiToken(request, 'demo_buyer');
  const goods = await stockedGoods(request, 85);
  const address = (await apiGet<{ list: { id: number }[] }>(request, buyer, '/rest/address/my')).list[0]!;
  const header = (await apiGet<{ list: { id: number }[] }>(request, buyer, '/rest/invoiceHeader/my')).list[0]!;
  const purchaseId = await apiPost<number>(request, buyer, '/rest/order/buyGoods', {
    goodsId: goods.id,
    quantity: goods.quantity,
  });
  await apiPost(request, buyer, '/rest/order/submitOrderBuy', {
    uuId: purchaseId,
    payTypeId: 1,
    consigneeId: address.id,
    invoiceHeader: header.id,
  });
  const { orderId } = await apiPost<{ orderId: number }>(request, main, `/rest/order/checkPass/${purchaseId}`);
  const { orderNo } = await apiGet<{ orderNo: string }>(request, main, `/rest/order/info/${orderId}`);
  return { purchaseId, orderNo };
}

test('a purchase prints with its approval', async ({ page }, testInfo) => {
  const { purchaseId, orderNo } = await approvedPurchase(page.request);
  await logIn(page, 'demo');
  await page.goto(`/container/getPurchaseInfo/${purchaseId}`);
  await page.getByRole('link', { name: '打印采购单' }).click();
  await expect(page).toHaveURL(`/print/purchase/${purchaseId}`);
  await expectPrintPage(page, testInfo, /^采购单 P/, 'purchase print');
  await expect(page.getByRole('heading', { level: 2, name: '审核' })).toBeVisible();
  await expect(page.getByText('审核通过')).toBeVisible();
  await expect(page.getByText(/^demo \d{4}-\d\d-\d\d/)).toBeVisible();
  await expect(page.getByText(orderNo)).toBeVisible();
});

test('a statement prints from its detail with its lines and total', async ({ page }, testInfo) => {
  await logIn(page, 'demo');
  await page.goto('/userCenter/bill');
  await page
    .getByRole('row', { name: /DZ\d{6}/ })
    .first()
    .getByRole('link', { name: /^查看对账单/ })
    .click();
  await page.getByRole('link', { name: '打印对账单' }).click();
  await expect(page).toHaveURL(/\/print\/statement\/\d+$/);
  await expectPrintPage(page, testInfo, /^对账单 DZ\d{6}/, 'statement print');
  const lines = page.getByRole('table', { name: /对账明细/ });
  await expect(lines.getByText(/^订单 CG\d+ 小计$/)).toHaveCount(3);
  await expect(lines.getByRole('rowheader', { name: '对账金额' })).toBeVisible();
});

test('another company’s order, purchase and statement print as the 404 page', async ({ page }) => {
  const token = await apiToken(page.request, 'demo');
  const order = await placeOrder(page.request, token, await stockedGoods(page.request, 75));
  const statements = await page.request.get('/rest/customer/bill/balancePage', { params: { token } });
  const statement = ((await statements.json()) as { data: { list: { id: number }[] } }).data.list[0]!;
  const purchases = await page.request.get('/rest/order/purchase/page', { params: { token } });
  const purchase = ((await purchases.json()) as { data: { list: { id: number }[] } }).data.list[0];
  await logIn(page, 'other', 'Other12345');
  for (const path of [
    `/print/order/${order.orderId}`,
    `/print/statement/${statement.id}`,
    ...(purchase ? [`/print/purchase/${purchase.id}`] : []),
    '/print/order/not-a-number',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
