import Database from 'better-sqlite3';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { apiGet, apiPost, apiToken, placeOrder, stockedGoods } from './orders-support.ts';
import { jsEnabled, listedGoods, logIn } from './support.ts';
import { confirmPayment, shipOrder } from './staff-support.ts';

/**
 * The buying fixes as a buyer meets them: a rejected purchase edited and resubmitted
 * (item 8), goods out of stock (item 2), a cancelled order's actions (item 3), and prices with
 * VAT included and the minimum order in the goods' unit.
 */

// The toast region is itself a status: the toast is the innermost one holding the text.
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

/** The value beside a label in a list of facts (a <dl>), as a person reads it. */
const fact = (page: Page, name: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(name, { exact: true }) })
    .getByRole('definition');

/** A purchaser's Buy Now submitted for approval through the REST API: the purchase's id. */
async function submitPurchase(request: APIRequestContext, goods: { id: number; quantity: number }) {
  const token = await apiToken(request, 'demo_buyer');
  const addresses = await apiGet<{ list: { id: number; isDefault: number }[] }>(request, token, '/rest/address/my');
  const address = addresses.list.find((row) => row.isDefault === 1) ?? addresses.list[0];
  const headers = await apiGet<{ list: { id: number }[] }>(request, token, '/rest/invoiceHeader/my');
  if (!address || !headers.list[0]) throw new Error('the demo company needs an address and an invoice header');
  const uuId = await apiPost<number>(request, token, '/rest/order/buyGoods', {
    goodsId: goods.id,
    quantity: goods.quantity,
  });
  const submitted = await apiPost<{ paymentType: number }>(request, token, '/rest/order/submitOrderBuy', {
    uuId,
    payTypeId: 1,
    consigneeId: address.id,
    invoiceHeader: headers.list[0].id,
  });
  expect(submitted.paymentType, 'a purchaser’s order goes for approval').toBe(1);
  return uuId;
}

test('a rejected purchase is edited and resubmitted by its purchaser, then awaits approval again', async ({
  page,
}, testInfo) => {
  const goods = await stockedGoods(page.request, jsEnabled(testInfo) ? 40 : 60);
  const purchaseId = await submitPurchase(page.request, goods);
  const approver = await apiToken(page.request, 'demo_approver');
  await apiPost<null>(page.request, approver, '/rest/order/checkUnPass', { purchaseId, reason: '数量不足本月需求' });
  const here = `/container/getPurchaseInfo/${purchaseId}`;

  // The approver reads the rejected purchase; only its purchaser may change it.
  await logIn(page, 'demo_approver');
  await page.goto(here);
  await expect(fact(page, '审核状态')).toHaveText('审核驳回');
  await expect(page.getByText('驳回原因：数量不足本月需求')).toBeVisible();
  await expect(page.getByRole('link', { name: '修改采购单' })).toHaveCount(0);
  await page.goto(`${here}?edit=1`);
  await expect(page.getByRole('button', { name: '重新提交审核' })).toHaveCount(0);

  await page.context().clearCookies();
  await logIn(page, 'demo_buyer');
  await page.goto(here);
  await expect(page.getByText('驳回原因：数量不足本月需求')).toBeVisible();
  await page.getByRole('link', { name: '修改采购单' }).click();
  await expect(page).toHaveURL(new RegExp(`${here}\\?edit=1$`));
  const form = page.getByRole('form', { name: '修改并重新提交采购单' });
  const quantity = form.getByRole('spinbutton', { name: `数量 ${goods.goodsName}` });
  await expect(quantity).toHaveValue(String(goods.quantity));
  await expect(form.getByRole('radio', { name: '线下支付' })).toBeChecked();

  const wanted = goods.quantity + 1;
  await quantity.fill(String(wanted));
  await form.getByRole('radio', { name: '账期支付' }).check();
  await form.getByRole('button', { name: '重新提交审核' }).click();
  await expect(toast(page, '采购单已重新提交审核')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${here}$`));
  await expect(fact(page, '审核状态')).toHaveText('审核中');
  await expect(fact(page, '支付方式')).toHaveText('账期支付');
  await expect(page.getByText('驳回原因：')).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: '采购商品' }).getByRole('row').filter({ hasText: goods.goodsName }),
  ).toContainText(String(wanted));
  await expect(page.getByRole('link', { name: '修改采购单' })).toHaveCount(0);

  // Back with the approver, awaiting approval, to approve or reject once more.
  await page.context().clearCookies();
  await logIn(page, 'demo_approver');
  await page.goto(here);
  await expect(fact(page, '审核状态')).toHaveText('审核中');
  await expect(page.getByRole('button', { name: '审核通过' })).toBeVisible();
  const batch = (await fact(page, '采购批次').textContent())?.trim() ?? '';
  await page.goto('/userCenter/purchase');
  await expect(page.getByRole('row').filter({ hasText: batch })).toContainText('审核中');
});

test('goods out of stock say so on the detail page and cannot be added or bought', async ({ page }, testInfo) => {
  const listed = await listedGoods(page.request);
  const goods = listed[jsEnabled(testInfo) ? listed.length - 1 : listed.length - 2];
  if (!goods) throw new Error('no listed goods');
  // No staff command sets stock: the e2e shop's SQLite file, put back as it was afterwards.
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? 'data/e2e', 'caigou.sqlite'));
  const before = db.prepare('SELECT inventory FROM goods WHERE id = ?').get(goods.id) as { inventory: number };
  db.prepare('UPDATE goods SET inventory = 0 WHERE id = ?').run(goods.id);
  try {
    // Signed in: the storefront's page cache serves visitors only.
    await logIn(page, 'demo');
    await page.goto(`/home/details/${goods.id}`);
    await expect(page.getByText('暂时缺货，无法购买')).toBeVisible();
    await expect(page.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '立即购买' })).toBeDisabled();
  } finally {
    db.prepare('UPDATE goods SET inventory = ? WHERE id = ?').run(before.inventory, goods.id);
    db.close();
  }
  // In stock again, it can be bought: the test above is about the stock, not the goods.
  await page.reload();
  await expect(page.getByText('暂时缺货，无法购买')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '立即购买' })).toBeEnabled();
});

test('a shipped order’s cancel becomes a return: the order still awaits receipt, and the return waits to be vetted', async ({
  page,
}, testInfo) => {
  const goods = await stockedGoods(page.request, jsEnabled(testInfo) ? 45 : 65);
  const token = await apiToken(page.request, 'demo');
  const order = await placeOrder(page.request, token, goods);
  await confirmPayment(page.request, order.orderNo, 'E2E0001');
  await shipOrder(page.request, order.orderNo, '顺丰速运', `SF${order.orderNo}`);

  await logIn(page, 'demo');
  const list = `/userCenter/order?orderNo=${order.orderNo}`;
  const card = page.getByRole('article', { name: `订单 ${order.orderNo}` });
  const actions = card.getByRole('group', { name: `订单 ${order.orderNo} 的操作` });
  await page.goto(list);
  await expect(actions.getByRole('button', { name: '确认收货' })).toBeVisible();

  // Paid and shipped: the money must come back through a recorded refund (DESIGN.md decision 18).
  await apiPost<null>(page.request, token, '/rest/order/cancel', { orderId: order.orderId, reason: '采购计划变更' });

  await page.goto(list);
  await expect(card).not.toContainText('已取消');
  await expect(actions.getByRole('button', { name: '确认收货' })).toBeVisible();
  await page.goto(`/userCenter/afterSale?q=${order.orderNo}`);
  await expect(page.getByRole('row', { name: /退货/ }).first()).toContainText('审核中');
});

test('prices say 含税 and the minimum order is in the goods’ unit, on a goods card and the detail', async ({
  page,
}) => {
  const listed = await listedGoods(page.request);
  const goods = listed.find((row) => row.quantity > 1);
  if (!goods) throw new Error('no listed goods with a minimum order above 1');
  const detail = (await (await page.request.get(`/rest/goods/detail/${goods.id}`)).json()) as {
    data: { unit: string };
  };
  const minimum = `${goods.quantity}${detail.data.unit}起订`;

  await page.goto(`/home/goods/0?keyword=${encodeURIComponent(goods.goodsName)}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: goods.goodsName, exact: true }) })
    .first();
  await expect(card.locator('.goods-card-price')).toContainText('含税');
  await expect(card).toContainText(minimum);

  await page.goto(`/home/details/${goods.id}`);
  await expect(page.locator('.detail-price')).toContainText('含税');
  await expect(page.locator('.detail-buy')).toContainText(minimum);
});
