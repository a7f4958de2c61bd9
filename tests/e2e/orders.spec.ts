import { expect, test, type Page } from './fixtures.ts';
import {
  apiToken,
  placeOrder,
  setUpDelivery,
  stockedGoods,
  type PlacedOrder,
  type StockedGoods,
} from './orders-support.ts';
import { logIn, registerApprovedCompany, unique } from './support.ts';
import { confirmPayment, shipOrder } from './staff-support.ts';

/**
 * The order screens: list, detail, cancel and delete,
 * payment, logistics, receipt, reviews and the user home tiles. Orders are placed
 * through the REST API; the demo company is shared with other specs, so each test
 * finds its own orders by number.
 */

let goods: StockedGoods;
test.beforeAll(async ({ request }) => {
  goods = await stockedGoods(request);
});

async function demoOrder(page: Page): Promise<PlacedOrder> {
  return placeOrder(page.request, await apiToken(page.request, 'demo'), goods);
}

const orderCard = (page: Page, orderNo: string) => page.getByRole('article', { name: `订单 ${orderNo}` });

/** The value beside a label in a list of facts (a <dl>), as a person reads it. */
const fact = (page: Page, name: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(name, { exact: true }) })
    .getByRole('definition');

async function searchOrders(page: Page, orderNo: string) {
  const search = page.getByRole('search', { name: '按订单编号搜索' });
  await search.getByLabel('订单编号').fill(orderNo);
  await search.getByRole('button', { name: '搜索' }).click();
  // Wait for the search to land: what the list showed before may already match what comes next, and a search
  // still on its way would reset the box after the next one is typed.
  if (orderNo) await expect(page).toHaveURL(new RegExp(`orderNo=${orderNo}`));
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('my orders (我的订单)', () => {
  test('tabs, search by number (empty refused) and an order with its actions', async ({ page }) => {
    const order = await demoOrder(page);
    await logIn(page, 'demo');
    await page.goto('/userCenter/index');
    await page.getByRole('navigation', { name: '用户中心' }).getByRole('link', { name: '我的订单' }).click();
    await expect(page).toHaveURL(/\/userCenter\/order$/);
    await expect(page.getByRole('heading', { name: '我的订单', level: 1 })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '订单状态' });
    await expect(tabs.getByRole('link', { name: '全部订单' })).toHaveAttribute('aria-current', 'page');

    await tabs.getByRole('link', { name: '待付款' }).click();
    await expect(page).toHaveURL(/\?status=isPay$/);
    await expect(tabs.getByRole('link', { name: '待付款' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '全部订单' })).not.toHaveAttribute('aria-current', 'page');

    // Empty first: the message, and the list stays as it was.
    await searchOrders(page, '');
    await expect(page.getByRole('alert').filter({ hasText: '请输入订单编号' })).toBeVisible();
    await expect(page.getByRole('list', { name: '订单列表' })).toBeVisible();

    await searchOrders(page, order.orderNo);
    await expect(page).toHaveURL(new RegExp(`status=isPay&orderNo=${order.orderNo}`));
    const card = orderCard(page, order.orderNo);
    await expect(card).toBeVisible();
    await expect(page.getByRole('list', { name: '订单列表' }).getByRole('article')).toHaveCount(1);
    await expect(card).toContainText('待付款');
    await expect(card).toContainText('张三');
    await expect(card).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(card.getByRole('table')).toContainText(goods.goodsName);
    await expect(card.getByRole('table')).toContainText(String(goods.quantity));
    const actions = card.getByRole('group', { name: `订单 ${order.orderNo} 的操作` });
    for (const name of ['查看详情', '去支付', '查看物流', '取消订单']) {
      await expect(actions.getByRole('link', { name })).toBeVisible();
    }
    await expect(actions.getByRole('button', { name: '确认收货' })).toHaveCount(0);
    await expect(actions.getByRole('link', { name: '删除订单' })).toHaveCount(0);
    await expect(actions.getByRole('link', { name: '评价' })).toHaveCount(0);

    // The same number under 'awaiting receipt' finds nothing: it awaits payment.
    await tabs.getByRole('link', { name: '待收货' }).click();
    await expect(page).toHaveURL(new RegExp(`status=isRecevice&orderNo=${order.orderNo}`));
    await expect(page.getByText(`没有找到订单编号包含“${order.orderNo}”的订单`)).toBeVisible();

    // SPEC's ?status=isPay opens its tab; the page size is a choice of 10, 20, 30, 40.
    await page.goto('/userCenter/order?status=isPay');
    await expect(tabs.getByRole('link', { name: '待付款' })).toHaveAttribute('aria-current', 'page');
    const size = page.getByRole('navigation', { name: '分页' }).getByLabel('每页条数');
    await expect(size).toHaveValue('10');
    await expect(size.getByRole('option')).toHaveText(['10条/页', '20条/页', '30条/页', '40条/页']);
  });

  test('the detail shows every field, and pay leads to the offline payment page', async ({ page }) => {
    const order = await demoOrder(page);
    await logIn(page, 'demo');
    await page.goto(`/userCenter/order?orderNo=${order.orderNo}`);
    await orderCard(page, order.orderNo).getByRole('link', { name: '查看详情' }).click();
    await expect(page).toHaveURL(new RegExp(`/container/orderInfo/${order.orderId}$`));
    await expect(page.getByRole('heading', { name: '订单详情', level: 1 })).toBeVisible();
    await expect(fact(page, '订单编号')).toHaveText(order.orderNo);
    await expect(fact(page, '下单时间')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(fact(page, '订单状态')).toHaveText('待付款');
    await expect(fact(page, '下单人')).toHaveText('demo');
    await expect(fact(page, '收货人')).toHaveText('张三');
    await expect(fact(page, '联系电话')).toHaveText('13800000000');
    await expect(fact(page, '收货地址')).toHaveText('上海市浦东新区张江高科技园区碧波路690号3号楼501室');
    await expect(fact(page, '配送方式')).toHaveText('快递配送');
    await expect(fact(page, '支付方式')).toHaveText('线下支付');
    await expect(fact(page, '付款时间')).toHaveText('未付款');
    await expect(fact(page, '发票')).toContainText('普通发票：示例科技有限公司（税号 91310115MA1H7XKQ2G）');
    await expect(fact(page, '发票').getByRole('link', { name: '发票详情' })).toHaveAttribute(
      'href',
      `/userCenter/invoiceInfo/${order.orderId}`,
    );
    await expect(fact(page, '物流')).toHaveText('未发货');
    await expect(fact(page, '商品总额')).toHaveText(/^¥\d+\.\d{2,4}$/);
    await expect(fact(page, '运费')).toHaveText('¥0.00');
    await expect(fact(page, '实付金额')).toHaveText('¥0.00');
    const lines = page.getByRole('table', { name: `订单 ${order.orderNo} 的商品` });
    await expect(lines.getByRole('link', { name: goods.goodsName })).toHaveAttribute(
      'href',
      `/home/details/${goods.id}`,
    );
    await expect(page.getByRole('link', { name: '删除订单' })).toHaveCount(0);

    const total = await fact(page, '商品总额').textContent();
    await page.getByRole('group', { name: '操作' }).getByRole('link', { name: '去支付' }).click();
    await expect(page).toHaveURL(new RegExp(`/container/pay/${order.orderId}$`));
    await expect(page.getByRole('heading', { name: '线下支付', level: 1 })).toBeVisible();
    await expect(page.getByText(total ?? 'none', { exact: true })).toBeVisible();
  });

  test('cancelling needs a reason; a cancelled order can be deleted', async ({ page }) => {
    const order = await demoOrder(page);
    await logIn(page, 'demo');
    await page.goto(`/userCenter/order?orderNo=${order.orderNo}`);
    await orderCard(page, order.orderNo).getByRole('link', { name: '取消订单' }).click();
    await expect(page).toHaveURL(new RegExp(`/container/orderInfo/${order.orderId}\\?cancel=1$`));
    const form = page.getByRole('form', { name: '取消订单' });
    await form.getByRole('button', { name: '确认取消订单' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请填写取消原因' })).toBeVisible();
    await expect(fact(page, '订单状态')).toHaveText('待付款');

    await form.getByLabel('取消原因').fill('采购计划变更');
    await form.getByRole('button', { name: '确认取消订单' }).click();
    await expect(toast(page, '订单已取消')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/container/orderInfo/${order.orderId}$`));
    await expect(fact(page, '订单状态')).toHaveText('已取消');
    await expect(fact(page, '取消原因')).toHaveText('采购计划变更');
    await expect(page.getByRole('link', { name: '去支付' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '取消订单' })).toHaveCount(0);

    await page.getByRole('link', { name: '删除订单' }).click();
    await expect(page).toHaveURL(/\?delete=1$/);
    const confirm = page.getByRole('form', { name: '删除订单' });
    await expect(page.getByText(`确定删除订单 ${order.orderNo} 吗？`)).toBeVisible();
    await confirm.getByRole('button', { name: '确认删除' }).click();
    await expect(toast(page, '订单已删除')).toBeVisible();
    await expect(page).toHaveURL(/\/userCenter\/order$/);
    await searchOrders(page, order.orderNo);
    await expect(page.getByText(`没有找到订单编号包含“${order.orderNo}”的订单`)).toBeVisible();
  });

  test('shipped by staff: logistics newest first, receipt, then a review shown on the goods', async ({
    page,
  }, testInfo) => {
    const order = await demoOrder(page);
    const tracking = `SF${unique(testInfo).suffix}`;
    await confirmPayment(page.request, order.orderNo, 'E2E0001');
    await shipOrder(page.request, order.orderNo, '顺丰速运', tracking);
    await logIn(page, 'demo');
    await page.goto(`/userCenter/order?status=isRecevice&orderNo=${order.orderNo}`);
    const card = orderCard(page, order.orderNo);
    await expect(card).toContainText('待收货');
    await expect(card.getByRole('link', { name: '去支付' })).toHaveCount(0);

    await card.getByRole('link', { name: '查看物流' }).click();
    await expect(page).toHaveURL(new RegExp(`/container/logistics/${order.orderId}$`));
    await expect(page.getByRole('heading', { name: '物流信息', level: 1 })).toBeVisible();
    const events = page.getByRole('list', { name: '物流跟踪' }).getByRole('listitem');
    await expect(events).toHaveText([
      new RegExp(`商品已发货：顺丰速运，运单号 ${tracking}$`),
      /线下转账已确认，订单已付款$/,
      /订单已提交$/,
    ]);
    for (const time of await events.locator('time').all()) {
      await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    }

    await page.getByRole('link', { name: '返回订单详情' }).click();
    await expect(fact(page, '物流')).toHaveText(`顺丰速运，运单号 ${tracking}`);
    await expect(fact(page, '付款时间')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await page.getByRole('button', { name: '确认收货' }).click();
    await expect(toast(page, '已确认收货')).toBeVisible();
    await expect(fact(page, '订单状态')).toHaveText('已完成');
    await expect(page.getByRole('button', { name: '确认收货' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `申请售后 ${goods.goodsName}` })).toBeVisible();

    await page.getByRole('link', { name: `评价商品 ${goods.goodsName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/container/evaluate/${order.orderId}#review-\\d+$`));
    const form = page.getByRole('form', { name: `评价 ${goods.goodsName}` });
    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请选择评分' })).toBeVisible();
    await form.getByRole('group', { name: '评分' }).getByRole('radio', { name: '4星' }).check();
    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请填写评价内容' })).toBeVisible();
    const review = `包装完好，发货很快 ${tracking}`;
    await form.getByLabel('评价内容').fill(review);
    await form.getByRole('button', { name: '提交评价' }).click();
    // The only line reviewed: back to the order.
    await expect(toast(page, '评价成功')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/container/orderInfo/${order.orderId}$`));
    await expect(page.getByRole('table', { name: `订单 ${order.orderNo} 的商品` })).toContainText('已评价');
    await expect(
      page.getByRole('group', { name: '操作' }).getByRole('link', { name: '评价', exact: true }),
    ).toHaveCount(0);

    await page.goto(`/home/details/${goods.id}`);
    await page.getByRole('navigation', { name: '商品信息' }).getByRole('link', { name: '商品评价' }).click();
    const posted = page.getByRole('list', { name: '商品评价' }).getByRole('listitem').filter({ hasText: review });
    await expect(posted).toContainText('4星（满分5星）');
    await expect(posted).toContainText(/d\*\*\*o 评价于 \d{4}-\d{2}-\d{2}/);
  });

  test('the user home tiles count the orders and lead to their tabs', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    const token = await apiToken(page.request, company.username, company.password);
    await setUpDelivery(page.request, token, company.mobile);
    const order = await placeOrder(page.request, token, goods);

    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/index');
    const tiles = page.getByRole('region', { name: '订单概况' });
    await expect(tiles.getByRole('link', { name: '全部订单 1', exact: true })).toBeVisible();
    await expect(tiles.getByRole('link', { name: '待收货 0', exact: true })).toBeVisible();
    await expect(tiles.getByRole('link', { name: '售后订单 0', exact: true })).toHaveAttribute(
      'href',
      '/userCenter/afterSale?status=open',
    );
    // Pending approval and pending evaluation have no link (SPEC §2).
    for (const name of ['待审核', '待评价']) {
      const tile = tiles.getByRole('listitem').filter({ hasText: name });
      await expect(tile).toHaveText(`${name} 0`);
      await expect(tile.getByRole('link')).toHaveCount(0);
    }

    await tiles.getByRole('link', { name: '待付款 1', exact: true }).click();
    await expect(page).toHaveURL(/\/userCenter\/order\?status=isPay$/);
    const tabs = page.getByRole('navigation', { name: '订单状态' });
    await expect(tabs.getByRole('link', { name: '待付款' })).toHaveAttribute('aria-current', 'page');
    await expect(orderCard(page, order.orderNo)).toBeVisible();

    await page.goto('/userCenter/index');
    await tiles.getByRole('link', { name: '待收货 0', exact: true }).click();
    await expect(page).toHaveURL(/\/userCenter\/order\?status=isRecevice$/);
    await expect(tabs.getByRole('link', { name: '待收货' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('暂无订单')).toBeVisible();
  });

  test('a purchaser sees only its own orders', async ({ page }) => {
    const demoToken = await apiToken(page.request, 'demo');
    const companyOrder = await placeOrder(page.request, demoToken, goods);
    const own = await placeOrder(page.request, await apiToken(page.request, 'demo_buyer'), goods, demoToken);

    await logIn(page, 'demo_buyer');
    await page.goto('/userCenter/order');
    await searchOrders(page, own.orderNo);
    await expect(orderCard(page, own.orderNo)).toContainText('待付款');
    await searchOrders(page, companyOrder.orderNo);
    await expect(page.getByText(`没有找到订单编号包含“${companyOrder.orderNo}”的订单`)).toBeVisible();
    const response = await page.goto(`/container/orderInfo/${companyOrder.orderId}`);
    expect(response?.status()).toBe(404);
  });

  test("another company gets the error page for the demo company's order", async ({ page }) => {
    const order = await demoOrder(page);
    await logIn(page, 'other', 'Other12345');
    for (const path of ['orderInfo', 'logistics', 'evaluate']) {
      const response = await page.goto(`/container/${path}/${order.orderId}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
      await expect(page.getByText(order.orderNo)).toHaveCount(0);
    }
    await page.goto(`/userCenter/order?orderNo=${order.orderNo}`);
    await expect(page.getByText(`没有找到订单编号包含“${order.orderNo}”的订单`)).toBeVisible();
  });
});
