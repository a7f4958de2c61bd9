import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { apiPost, apiToken, placeOrder, setUpDelivery, stockedGoods, type PlacedOrder } from './orders-support.ts';
import { jsEnabled, latestSms, logIn, pngFile, registerApprovedCompany, tabTo } from './support.ts';
import { confirmPayment, shipOrder } from './staff-support.ts';

/**
 * After-sales, with JavaScript on and off: apply for a received line with evidence,
 * the list and the detail, the buyer's withdraw and return parcel, the RMA slip, and the staff
 * carrying a return, an exchange and a paid order's cancel through the console.
 */

// Each test is a whole journey — a company registered, an order paid, shipped and received through
// the command line, then the buyer and the console in turn — and ran past 50 s alone on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** A company of its own with a received order (offline transfer confirmed, shipped, received). */
async function receivedOrder(request: APIRequestContext, testInfo: TestInfo) {
  const company = await registerApprovedCompany(request, testInfo);
  const token = await apiToken(request, company.username, company.password);
  await setUpDelivery(request, token, company.mobile);
  const goods = await stockedGoods(request, 40);
  const order = await placeOrder(request, token, goods);
  await confirmPayment(request, order.orderNo, 'E2E0001');
  await shipOrder(request, order.orderNo, '顺丰速运', `SF${order.orderNo}`);
  await apiPost(request, token, `/rest/order/recevice/${order.orderId}`);
  return { company, token, goods, order };
}

/** Fills the application: the type, one unit, a reason, the goods' state, one evidence image. */
async function apply(page: Page, js: boolean, type: '退货' | '换货' | '维修') {
  await page.getByRole('radio', { name: type }).check();
  await page.getByRole('spinbutton', { name: '数量' }).fill('1');
  await page.getByLabel('售后原因').selectOption({ label: '质量问题' });
  await page.getByRole('radio', { name: '已拆封' }).check();
  await page.getByLabel('问题描述').fill('外壳开裂');
  const slot = page.getByRole('group', { name: '凭证图片1' });
  await slot.getByLabel('选择图片').setInputFiles(await pngFile('evidence'));
  if (js) await expect(slot.getByRole('img', { name: '已上传的凭证图片1' })).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
}

async function openApplication(page: Page, order: PlacedOrder) {
  await page.goto(`/container/orderInfo/${order.orderId}`);
  await page
    .getByRole('link', { name: /^申请售后/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '申请售后' })).toBeVisible();
}

test('a buyer returns one unit of a received line with a photo; the list, the slip and withdraw', async ({
  page,
  request,
}, testInfo) => {
  const js = jsEnabled(testInfo);
  const { company, order } = await receivedOrder(request, testInfo);
  await logIn(page, company.username, company.password);
  await page.goto(`/container/orderInfo/${order.orderId}`);
  await expect(page.getByText(/可申请至\d{4}-\d{2}-\d{2}/).first()).toBeVisible();
  await openApplication(page, order);
  await expectNoSeriousViolations(page, '申请售后');

  // Too many is refused with the number still allowed, and nothing is made.
  await page.getByRole('radio', { name: '退货' }).check();
  await page.getByRole('spinbutton', { name: '数量' }).fill('99999');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText(/申请数量不能超过可申请数量\d+/).first()).toBeVisible();

  await apply(page, js, '退货');
  await expect(page).toHaveURL(/\/userCenter\/afterSaleInfo\/\d+/);
  await expect(page.getByRole('region', { name: '消息' })).toContainText('售后申请已提交');
  const no = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/AS\d+/)![0];
  await expect(page.locator('.after-sale-facts')).toContainText('审核中');
  await expect(page.getByRole('img', { name: '凭证图片1' })).toBeVisible();
  await expectNoSeriousViolations(page, '售后详情');

  // The RMA slip: a printable page and a PDF.
  await page.getByRole('link', { name: '打印售后单' }).click();
  await expect(page.getByRole('heading', { name: `售后单 ${no}` })).toBeVisible();
  const pdf = await page.request.get(`${new URL(page.url()).pathname}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The list: the open tab and the search by number find it.
  await page.goto('/userCenter/afterSale?status=open');
  await expect(page.getByRole('row', { name: new RegExp(no) })).toContainText('审核中');
  const search = page.getByRole('search', { name: '搜索售后单号或订单编号' });
  await search.getByRole('textbox').fill(order.orderNo);
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('row', { name: new RegExp(no) })).toBeVisible();

  // Withdraw asks first; the quantity comes back to the line.
  await page.getByRole('link', { name: `查看售后单${no}` }).click();
  await page.getByRole('link', { name: '撤销申请' }).click();
  await expect(page.getByRole('heading', { name: '撤销售后申请' })).toBeVisible();
  await page.getByRole('button', { name: '确定撤销' }).click();
  await expect(page.getByRole('region', { name: '消息' })).toContainText('售后申请已撤销');
  await expect(page.locator('.after-sale-facts')).toContainText('已取消');
});

/** How a list's status tabs are drawn: laid out in a row on a rule, the current one filled, the others padded. */
function tabsLook(tabs: Locator) {
  return tabs.evaluate((nav) => {
    const style = (element: Element) => getComputedStyle(element);
    const current = nav.querySelector('a[aria-current="page"]')!;
    const other = nav.querySelector('a:not([aria-current])')!;
    return {
      display: style(nav).display,
      rule: style(nav).borderBottom,
      current: [style(current).backgroundColor, style(current).color],
      other: [style(other).padding, style(other).textDecorationLine],
    };
  });
}

test('the status tabs are drawn as the order list’s are, not as one run of text', async ({ page }) => {
  await logIn(page, 'demo');
  await page.goto('/userCenter/order');
  const orders = await tabsLook(page.getByRole('navigation', { name: '订单状态' }));
  expect(orders.display).toBe('flex');
  await page.goto('/userCenter/afterSale?status=open');
  const tabs = page.getByRole('navigation', { name: '售后状态' });
  await expect(tabs.getByRole('link', { name: '处理中' })).toHaveAttribute('aria-current', 'page');
  expect(await tabsLook(tabs)).toEqual(orders);
});

/**
 * Where each evidence box and everything in it is drawn: boxes must not overlap one another, and
 * nothing in a box (the file input, the thumbnail, the delete button) may reach past its box.
 */
async function evidenceLayout(page: Page) {
  const boxes = page.locator('.after-sale-evidence > fieldset');
  await expect(boxes).toHaveCount(5);
  return boxes.evaluateAll((fieldsets) =>
    fieldsets.map((fieldset) => {
      const box = fieldset.getBoundingClientRect();
      const outside = [...fieldset.querySelectorAll('input, img, button, label')]
        .map((element) => element.getBoundingClientRect())
        .filter((inner) => inner.width > 0 && (inner.left < box.left - 0.5 || inner.right > box.right + 0.5)).length;
      return { left: box.left, right: box.right, top: box.top, bottom: box.bottom, outside };
    }),
  );
}

test('the evidence boxes on 申请售后 keep to their columns, with and without an image', async ({
  page,
  request,
}, testInfo) => {
  const js = jsEnabled(testInfo);
  const { company, order } = await receivedOrder(request, testInfo);
  await logIn(page, company.username, company.password);
  await openApplication(page, order);
  for (const round of ['empty', 'with an image'] as const) {
    if (round === 'with an image') {
      const slot = page.getByRole('group', { name: '凭证图片2' });
      await slot.getByLabel('选择图片').setInputFiles(await pngFile('evidence'));
      // Without JavaScript the picked file goes with the form: refused (nothing else is filled), it keeps its slot.
      if (!js) await page.getByRole('button', { name: '提交申请' }).click();
      await expect(slot.getByRole('img', { name: '已上传的凭证图片2' })).toBeVisible();
    }
    // Desktop widths down to a tablet's: the columns the boxes get narrow as the window does.
    for (const width of [1280, 1100, 1024, 900, 800]) {
      await page.setViewportSize({ width, height: 800 });
      const at = `${round}, ${width}px`;
      const layout = await evidenceLayout(page);
      for (const [index, box] of layout.entries()) {
        expect(box.outside, `${at}: box ${index + 1} holds nothing past its edges`).toBe(0);
        for (const other of layout.slice(index + 1)) {
          const apart =
            box.right <= other.left + 0.5 ||
            other.right <= box.left + 0.5 ||
            box.bottom <= other.top + 0.5 ||
            other.bottom <= box.top + 0.5;
          expect(apart, `${at}: box ${index + 1} overlaps another`).toBe(true);
        }
      }
      const grid = await page.locator('.after-sale-evidence').evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
      }));
      expect(grid.scroll, `${at}: the boxes stay within the form`).toBeLessThanOrEqual(grid.client);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});

test('another company’s line and after-sale are the 404 page', async ({ page, request }, testInfo) => {
  const { order, token } = await receivedOrder(request, testInfo);
  const info = await fetchLine(request, token, order.orderId);
  await logIn(page, 'other', 'Other12345');
  expect((await page.goto(`/userCenter/afterSaleApply/${info}`))!.status()).toBe(404);
});

async function fetchLine(request: APIRequestContext, token: string, orderId: number): Promise<number> {
  const reply = await request.get(`/rest/order/info/${orderId}`, { params: { token } });
  const body = (await reply.json()) as { data: { orderDetailList: { id: number }[] } };
  return body.data.orderDetailList[0]!.id;
}

test('an application by keyboard only', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'the keyboard pass runs once, with the page as most clerks see it');
  const { company, order } = await receivedOrder(request, testInfo);
  await logIn(page, company.username, company.password);
  await openApplication(page, order);
  await tabTo(page, page.getByRole('radio', { name: '退货' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('spinbutton', { name: '数量' })).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('售后原因')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await tabTo(page, page.getByRole('radio', { name: '未拆封' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: '提交申请' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/userCenter\/afterSaleInfo\/\d+/);
  await expect(page.locator('.after-sale-facts')).toContainText('审核中');
});

test('the goods come from a new address typed on the application', async ({ page, request }, testInfo) => {
  const js = jsEnabled(testInfo);
  const { company, order } = await receivedOrder(request, testInfo);
  await logIn(page, company.username, company.password);
  await openApplication(page, order);
  await page.getByRole('radio', { name: '退货' }).check();
  await page.getByRole('spinbutton', { name: '数量' }).fill('1');
  await page.getByLabel('售后原因').selectOption({ label: '质量问题' });
  await page.getByRole('radio', { name: '未拆封' }).check();
  // With JavaScript the new address's fields appear only once it is chosen; they must.
  await page.getByLabel('使用收货地址').selectOption({ label: '填写新地址' });
  await page.getByLabel('联系人').fill('周八');
  await page.getByLabel('手机号码').fill('13912345671');
  for (const [label, region] of [
    ['省份', '北京市'],
    ['城市', '北京市'],
    ['区县', '东城区'],
  ] as const) {
    await page.getByRole('combobox', { name: label }).selectOption({ label: region });
    // Without JavaScript the next list is filled by reloading the form with what was chosen.
    if (!js && label !== '区县') await page.getByRole('button', { name: '加载城市和区县' }).click();
  }
  await page.getByLabel('详细地址').fill('王府井大街2号');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/userCenter\/afterSaleInfo\/\d+/);
  await expect(page.locator('.after-sale-facts')).toContainText('周八');
});

/** A console page of its own, logged in as the admin (who may take every step). */
async function consolePage(page: Page, js: boolean): Promise<Page> {
  const staffPage = await (await page.context().browser()!.newContext({ javaScriptEnabled: js })).newPage();
  await staffPage.goto('/admin/login');
  await staffPage.getByLabel('用户名').fill('staff_admin');
  await staffPage.getByLabel('密码', { exact: true }).fill('Staff12345');
  await staffPage.getByRole('button', { name: '登录' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: '待办' })).toBeVisible();
  return staffPage;
}

/** The after-sale's console detail, from the queue its state waits in. */
async function openInConsole(staffPage: Page, id: string) {
  await staffPage.goto('/admin/afterSales');
  await staffPage.locator(`a[href="/admin/afterSales/${id}"]`).click();
  await expect(staffPage.getByRole('heading', { level: 1 })).toContainText('AS');
}

/** A received order of a company of its own, and an application for its line: the after-sale's id. */
async function appliedFor(page: Page, request: APIRequestContext, testInfo: TestInfo, type: '退货' | '换货') {
  const { company, order } = await receivedOrder(request, testInfo);
  await logIn(page, company.username, company.password);
  await openApplication(page, order);
  await apply(page, jsEnabled(testInfo), type);
  await expect(page).toHaveURL(/\/userCenter\/afterSaleInfo\/\d+/);
  return { company, id: page.url().match(/afterSaleInfo\/(\d+)/)![1]! };
}

async function approveInConsole(staffPage: Page) {
  await staffPage.getByRole('button', { name: '审核通过' }).click();
  await expect(staffPage.getByText('已审核通过，短信已发送')).toBeVisible();
}

/** Finance records a transfer back: the day and the bank's serial number. */
async function refundInConsole(staffPage: Page, serial: string) {
  await staffPage.getByLabel('退款日期').fill('2026-11-24');
  await staffPage.getByLabel('银行流水号').fill(serial);
  await staffPage.getByRole('button', { name: '记录退款' }).click();
  await expect(staffPage.getByText('退款已记录，短信已发送')).toBeVisible();
}

test('the console carries a return through: approve, the buyer ships back, receive, refund', async ({
  page,
  request,
}, testInfo) => {
  const js = jsEnabled(testInfo);
  const { company, id } = await appliedFor(page, request, testInfo, '退货');

  const staffPage = await consolePage(page, js);
  await openInConsole(staffPage, id);
  await expectNoSeriousViolations(staffPage, '售后处理');
  await approveInConsole(staffPage);
  expect(latestSms(company.mobile)).toContain('已审核通过');

  await page.reload();
  await page.getByLabel('物流公司').fill('顺丰速运');
  await page.getByLabel('运单号').fill('SF1234567890');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('region', { name: '消息' })).toContainText('已提交退货物流信息');

  await staffPage.reload();
  await expect(staffPage.getByText('SF1234567890').first()).toBeVisible();
  await staffPage.getByLabel('验货结果').fill('外壳开裂属实');
  await staffPage.getByRole('button', { name: '确认收到退回商品' }).click();
  await expect(staffPage.getByText('已确认收到退回商品')).toBeVisible();
  await refundInConsole(staffPage, 'RF0001');
  await staffPage.context().close();

  await page.reload();
  await expect(page.locator('.after-sale-facts')).toContainText('已完成');
  await expect(page.locator('.after-sale-facts')).toContainText('实际退款');
});

test('an exchange: approved, the replacement shipped, the buyer confirms', async ({ page, request }, testInfo) => {
  const js = jsEnabled(testInfo);
  const { id } = await appliedFor(page, request, testInfo, '换货');

  const staffPage = await consolePage(page, js);
  await openInConsole(staffPage, id);
  await approveInConsole(staffPage);
  await staffPage.getByLabel('物流公司').fill('京东物流');
  await staffPage.getByLabel('运单号').fill('JD0001');
  await staffPage.getByRole('button', { name: '寄出商品' }).click();
  await expect(staffPage.getByText('已寄出商品，短信已发送')).toBeVisible();
  await staffPage.context().close();

  await page.reload();
  await expect(page.locator('.after-sale-facts')).toContainText('换货中');
  await page.getByRole('link', { name: '确认收货' }).click();
  await page.getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByRole('region', { name: '消息' })).toContainText('已确认收货，售后完成');
  await expect(page.locator('.after-sale-facts')).toContainText('已完成');
});

test('a paid order’s cancel goes to the console; approved and refunded, the order is cancelled', async ({
  page,
  request,
}, testInfo) => {
  const js = jsEnabled(testInfo);
  const company = await registerApprovedCompany(request, testInfo);
  const token = await apiToken(request, company.username, company.password);
  await setUpDelivery(request, token, company.mobile);
  const order = await placeOrder(request, token, await stockedGoods(request, 40));
  await confirmPayment(request, order.orderNo, 'E2E0002');
  await logIn(page, company.username, company.password);
  await page.goto(`/container/orderInfo/${order.orderId}?cancel=1`);
  const form = page.getByRole('form', { name: '取消订单' });
  await form.getByLabel('取消原因').fill('采购计划变更');
  await form.getByRole('button', { name: '确认取消订单' }).click();
  await expect(page).toHaveURL(/\/userCenter\/afterSale$/);
  await expect(page.getByRole('region', { name: '消息' })).toContainText('取消申请已提交售后审核');
  const row = page.getByRole('row', { name: /取消/ }).first();
  await expect(row).toContainText('审核中');
  const id = (await row.getByRole('link').getAttribute('href'))!.match(/(\d+)$/)![1]!;

  const staffPage = await consolePage(page, js);
  await openInConsole(staffPage, id);
  await approveInConsole(staffPage);
  await refundInConsole(staffPage, 'RF0002');
  await staffPage.context().close();

  await page.goto(`/container/orderInfo/${order.orderId}`);
  await expect(page.getByText('已取消').first()).toBeVisible();
});
