import { expect, test } from './fixtures.ts';
import { buyNow, orderNoOnPayPage } from './checkout-support.ts';
import { chooseRegion, jsEnabled, logIn, registerApprovedCompany } from './support.ts';

test.describe('confirm order (填写并核对订单)', () => {
  test('Buy Now, a missing pay mode refused, then offline payment and its pay page', async ({ page }) => {
    await logIn(page, 'demo');
    await buyNow(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('table', { name: '商品' })).toContainText('六角螺栓');
    // The table is named for screen readers without a caption over it repeating its first column's head.
    await expect(main.locator('table.settlement-lines caption')).toHaveCount(0);
    await expect(main.getByText('商品', { exact: true })).toHaveCount(1);
    await expect(main.getByRole('cell', { name: /运费 ¥0\.00/ })).toBeVisible();
    // The company's default address is chosen; the pay mode is the buyer's to choose.
    await expect(page.getByRole('group', { name: '收货地址' }).getByRole('radio').first()).toBeChecked();
    await expect(page.getByRole('group', { name: '发票抬头' })).toContainText('示例科技有限公司');

    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请选择支付方式' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/container\/getOrderInfo\/\d+$/);

    await page.getByRole('radio', { name: '线下支付' }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/container\/pay\/\d+$/);
    await expect(page.getByRole('status').filter({ hasText: '下单成功' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '线下支付' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '企业收款账户' })).toBeVisible();
    const payUrl = page.url();
    const orderNo = await orderNoOnPayPage(page);
    // The transfer's remark (汇款备注) is to carry the order number, shown as the exact text to write.
    await expect(page.getByRole('listitem').filter({ hasText: '在汇款备注中填写订单编号' })).toBeVisible();
    const remark = page.locator('dl.pay-remark');
    await expect(remark.getByRole('term')).toHaveText('汇款备注');
    await expect(remark.getByRole('definition')).toHaveText(orderNo);

    // Back to the confirm page (back button, bookmark): it says the order is placed and leads to the same pay page.
    await page.goBack();
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: '该订单已提交' })).toBeVisible();
    await page.getByRole('link', { name: '去支付' }).click();
    await expect(page).toHaveURL(payUrl);
  });

  test('credit term (账期支付) pays at once from the quota', async ({ page }) => {
    await logIn(page, 'demo');
    await buyNow(page);
    await page.getByRole('radio', { name: '账期支付' }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    // Paid from the quota: its confirmation is the order detail, never the transfer page.
    await expect(page).toHaveURL(/\/container\/orderInfo\/\d+$/);
    await expect(page.getByText('已用账期额度')).toBeVisible();
    await expect(page.getByText('剩余账期额度')).toBeVisible();
    const orderId = /orderInfo\/(\d+)$/.exec(page.url())![1];
    // Its pay page says it is paid and links to the order, with no transfer steps or bank account.
    await page.goto(`/container/pay/${orderId}`);
    await expect(page.getByRole('heading', { name: '订单已支付' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '账期额度支付' })).toBeVisible();
    await expect(page.getByText('企业收款账户')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '查看订单' })).toHaveAttribute(
      'href',
      `/container/orderInfo/${orderId}`,
    );
  });

  test('a company without an address adds one inside checkout; without an invoice title it is told so', async ({
    page,
  }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await buyNow(page);
    const checkoutUrl = page.url();
    await expect(page.getByText('还没有收货地址，请先新增一个。')).toBeVisible();
    await expect(page.getByText('还没有发票抬头，请先填写。')).toBeVisible();
    await page.getByRole('radio', { name: '线下支付' }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请选择收货地址' }).first()).toBeVisible();

    await page.getByRole('link', { name: '新增收货地址' }).click();
    const form = page.getByRole('form', { name: '新增收货地址' });
    await form.getByLabel('收货人').fill('赵六');
    await chooseRegion(form, testInfo, '江苏省', '南京市', '玄武区');
    await form.getByLabel('详细地址').fill('中山路1号');
    await form.getByLabel('手机号码').fill('12345');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请输入正确的手机号码' }).first()).toBeVisible();
    await form.getByLabel('手机号码').fill('13912345678');
    await form.getByRole('button', { name: '保存' }).click();

    // Back in the checkout, the new address chosen; still no invoice title.
    await expect(page.getByRole('status').filter({ hasText: '收货地址添加成功' })).toBeVisible();
    expect(page.url()).toContain(checkoutUrl);
    const address = page.getByRole('radio', { name: /赵六/ });
    await expect(address).toBeChecked();
    await page.getByRole('radio', { name: '线下支付' }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请填写发票抬头信息' }).first()).toBeVisible();
  });

  test('another account’s settlement is not found', async ({ page, browser }) => {
    await logIn(page, 'demo');
    await buyNow(page);
    const url = new URL(page.url()).pathname;

    const other = await browser.newPage({ javaScriptEnabled: true });
    await logIn(other, 'other', 'Other12345');
    const response = await other.goto(url);
    expect(response?.status()).toBe(404);
    await expect(other.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await other.close();
  });
});

test.describe('purchase approval (采购审核)', () => {
  async function purchaserSubmits(page: import('@playwright/test').Page) {
    await logIn(page, 'demo_buyer');
    await buyNow(page);
    await expect(page.getByText('您是采购员账号')).toBeVisible();
    await page.getByRole('radio', { name: '线下支付' }).check();
    await page.getByRole('button', { name: '提交采购审核' }).click();
    await expect(page).toHaveURL(/\/userCenter\/purchase$/);
    await expect(page.getByRole('status').filter({ hasText: '采购单已提交审核' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '审核中' }).first();
    const batch = (await row.getByRole('cell').first().textContent())?.trim();
    if (!batch) throw new Error('no purchase batch listed');
    return batch;
  }

  async function approverOpens(page: import('@playwright/test').Page, batch: string) {
    await page.context().clearCookies();
    await logIn(page, 'demo_approver');
    await page.goto('/userCenter/purchase');
    await page.getByRole('link', { name: `查看 ${batch}` }).click();
    await expect(page.getByRole('heading', { name: '采购单审核' })).toBeVisible();
    await expect(page.getByText(batch)).toBeVisible();
  }

  test('a purchaser’s order is approved by the approver and becomes an order', async ({ page }) => {
    const batch = await purchaserSubmits(page);
    await approverOpens(page, batch);
    await page.getByRole('button', { name: '审核通过' }).click();
    await expect(page).toHaveURL(/\/userCenter\/purchase$/);
    await expect(page.getByRole('status').filter({ hasText: '采购单已审核通过' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: batch });
    await expect(row).toContainText('审核通过');
    await row.getByRole('link', { name: `查看 ${batch}` }).click();
    await expect(page.getByRole('link', { name: /^CG\d+$/ })).toBeVisible();
  });

  test('a purchaser’s order rejected needs a reason, which the purchaser then reads', async ({ page }, testInfo) => {
    const batch = await purchaserSubmits(page);
    await approverOpens(page, batch);
    if (jsEnabled(testInfo)) await page.getByText('驳回', { exact: true }).click();
    else await page.goto(`${page.url()}?reject=1`);
    await page.getByRole('button', { name: '确认驳回' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请填写驳回原因' }).first()).toBeVisible();
    await page.getByLabel('驳回原因').fill('数量超出本月预算');
    await page.getByRole('button', { name: '确认驳回' }).click();
    await expect(page.getByRole('status').filter({ hasText: '采购单已驳回' })).toBeVisible();

    await page.context().clearCookies();
    await logIn(page, 'demo_buyer');
    await page.goto('/userCenter/purchase');
    await page.getByRole('link', { name: `查看 ${batch}` }).click();
    await expect(page.getByText('驳回原因：数量超出本月预算')).toBeVisible();
  });
});

test('keyboard only: Buy Now, choose the pay mode, submit', async ({ page }) => {
  await logIn(page, 'demo');
  await page.goto('/home/details/5');
  const buy = page.getByRole('button', { name: '立即购买' });
  await buy.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/container\/getOrderInfo\/\d+$/);

  // Tab to the first pay mode, Space picks it, then Tab on to the submit button.
  const offline = page.getByRole('radio', { name: '线下支付' });
  for (let i = 0; i < 80 && !(await offline.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(offline).toBeFocused();
  await page.keyboard.press('Space');
  await expect(offline).toBeChecked();
  const submit = page.getByRole('button', { name: '提交订单' });
  for (let i = 0; i < 20 && !(await submit.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/container\/pay\/\d+$/);
});
