import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { buyNow } from './checkout-support.ts';
import { apiPost, apiToken, placeOrder, stockedGoods } from './orders-support.ts';
import { logIn } from './support.ts';

/**
 * axe-core on every screen, as a visitor and as the demo company's
 * main account, with JavaScript on and off (the js and no-js projects): no
 * serious or critical violation of WCAG 2.1 A/AA or axe's best practices.
 */

// Each test scans many screens, one after the other, on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

async function scanAll(page: import('@playwright/test').Page, paths: string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectNoSeriousViolations(page, path);
    });
  }
}

test('storefront screens as a visitor', async ({ page }) => {
  await page.goto('/home/index');
  // The themed pages and a help article, as the main navigation and the footer link them.
  const themed = await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const help = await page.locator('.footer-columns a').first().getAttribute('href');
  await scanAll(page, [
    '/home/index',
    '/home/goods/all',
    '/home/goods/all?startPrice=100&endPrice=10',
    '/home/goods/0?keyword=螺栓',
    '/home/cate/10',
    '/home/details/5',
    ...themed.filter((path) => path !== '/home/index' && path !== '/home/goods/all'),
    help ?? '/home/helper/1',
    '/home/login',
    '/home/register',
    '/home/cart',
    '/home/index?lng=en',
    '/home/index?lng=zh-CN',
  ]);
});

test('forms that were refused', async ({ page }) => {
  await page.goto('/home/login');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByLabel('用户名')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'login, refused');

  await page.goto('/home/register');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByLabel('用户名')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'register, refused');
});

test('buyer screens as the demo company', async ({ page }) => {
  const token = await apiToken(page.request, 'demo');
  const goods = await stockedGoods(page.request, 90);
  const order = await placeOrder(page.request, token, goods);
  // A purchaser's order, approved by the main account: a row with a purchase detail screen.
  await placeOrder(page.request, await apiToken(page.request, 'demo_buyer'), goods, token);
  await apiPost(page.request, token, '/rest/cart/add', { goodsId: goods.id, quantity: goods.quantity }).catch(
    () => undefined,
  );

  await logIn(page, 'demo');
  await scanAll(page, [
    '/home/index',
    '/home/details/5',
    '/home/cart',
    '/userCenter/index',
    '/userCenter/userInfo/edit',
    '/userCenter/password',
    '/userCenter/corpcert',
    // The demo company's passed certification (the seed's first record).
    '/userCenter/corpcert/view/1',
    '/userCenter/order',
    `/userCenter/order?orderNo=${order.orderNo}`,
    '/userCenter/collection',
    '/userCenter/address',
    '/userCenter/address?add=1',
    '/userCenter/invoiceHeader',
    '/userCenter/invoiceHeader?add=1',
    '/userCenter/account',
    '/userCenter/account?add=1',
    '/userCenter/purchase',
    '/userCenter/quickOrder',
    '/userCenter/quickOrder?review=demo-quick-order-0001',
    '/userCenter/purchaseLists',
    // The demo company's first list, the main account's (the seed's first).
    '/userCenter/purchaseLists/1',
    '/container/index',
    `/container/orderInfo/${order.orderId}`,
    `/container/pay/${order.orderId}`,
    `/container/logistics/${order.orderId}`,
    `/container/evaluate/${order.orderId}`,
  ]);
  await page.goto('/userCenter/purchase');
  const detail = await page
    .getByRole('link', { name: /^查看 P/ })
    .first()
    .getAttribute('href');
  await scanAll(page, [detail!]);
  await test.step('checkout', async () => {
    await buyNow(page);
    await expectNoSeriousViolations(page, 'checkout');
  });
});
