import { expect, test } from './fixtures.ts';
import { orderNoOnPayPage } from './checkout-support.ts';
import { stockedGoods } from './orders-support.ts';
import { logIn, staff, unique } from './support.ts';

/**
 * The main account's whole loop through the screens: add to
 * cart → checkout → pay page → staff confirm the transfer and ship → logistics →
 * confirm receipt → a review that shows on the goods detail.
 */
test('add to cart, check out, pay by transfer, receive and review', async ({ page }, testInfo) => {
  const goods = await stockedGoods(page.request, testInfo.project.name === 'js' ? 90 : 140);
  const tracking = `SF${unique(testInfo).suffix}`;
  // The toast region is itself a status: the toast is the innermost one holding the text.
  const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).last();

  await logIn(page, 'demo');
  await page.goto(`/home/details/${goods.id}`);
  await page.getByRole('spinbutton', { name: /购买数量/ }).fill(String(goods.quantity));
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(toast('加入购物车成功')).toBeVisible();

  // The demo cart may hold other tests' goods: choose only this one.
  await page.goto('/home/cart');
  await page.getByRole('checkbox', { name: `选择${goods.goodsName}` }).check();
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/container\/getOrderInfo\/\d+$/);
  await expect(page.getByRole('table', { name: '商品' })).toContainText(goods.goodsName);
  await page.getByRole('radio', { name: '线下支付' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();

  await expect(page).toHaveURL(/\/container\/pay\/\d+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop();
  const orderNo = await orderNoOnPayPage(page);
  // Bought lines leave the cart.
  await page.goto('/home/cart');
  await expect(page.getByRole('checkbox', { name: `选择${goods.goodsName}` })).toHaveCount(0);

  staff('confirm-payment', orderNo, '--serial', 'E2E0001');
  staff('ship-order', orderNo, '--carrier', '顺丰速运', '--tracking', tracking);

  await page.goto(`/container/logistics/${orderId}`);
  const events = page.getByRole('list', { name: '物流跟踪' }).getByRole('listitem');
  await expect(events.first()).toContainText(`顺丰速运，运单号 ${tracking}`);
  await expect(events).toHaveCount(3);

  await page.getByRole('link', { name: '返回订单详情' }).click();
  await page.getByRole('button', { name: '确认收货' }).click();
  await expect(toast('已确认收货')).toBeVisible();

  await page.getByRole('link', { name: `评价商品 ${goods.goodsName}` }).click();
  const form = page.getByRole('form', { name: `评价 ${goods.goodsName}` });
  await form.getByRole('group', { name: '评分' }).getByRole('radio', { name: '5星' }).check();
  const review = `质量很好，到货及时 ${tracking}`;
  await form.getByLabel('评价内容').fill(review);
  await form.getByRole('button', { name: '提交评价' }).click();
  await expect(toast('评价成功')).toBeVisible();

  await page.goto(`/home/details/${goods.id}`);
  await page.getByRole('navigation', { name: '商品信息' }).getByRole('link', { name: '商品评价' }).click();
  await expect(
    page.getByRole('list', { name: '商品评价' }).getByRole('listitem').filter({ hasText: review }),
  ).toContainText('5星（满分5星）');
});
