import { expect, test, type Locator, type Page, type TestInfo } from './fixtures.ts';
import { buyNow } from './checkout-support.ts';
import { sentContract } from './contracts-support.ts';
import { apiPost, apiToken, placeOrder, setUpDelivery, stockedGoods } from './orders-support.ts';
import { fillContactStep } from './certification-support.ts';
import { jsEnabled, logIn, pngFile, registerApprovedCompany, staffLogIn, unique } from './support.ts';
import { confirmPayment, shipOrder } from './staff-support.ts';

/**
 * Where focus goes and what a form marks as required, for keyboard and screen-reader users: a
 * province chosen by the keyboard after a refused submit stays chosen; focus follows an upload,
 * a delete, 获取验证码, the wizard's next step and an after-sale's submit (with JavaScript);
 * a refused submit puts focus on the first field to fix (without JavaScript); and the required
 * fields carry aria-required and the asterisk while optional ones do not.
 */

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

/**
 * The province by the arrow key alone once the form was refused: the choice holds and the city
 * list follows (with JavaScript at once, without it after the reload button).
 */
async function provinceByKeyboard(page: Page, form: Locator, testInfo: TestInfo) {
  // A choice made while the page still hydrates reaches no script (the refused form may be a new page).
  await page.waitForLoadState('networkidle');
  const province = form.getByRole('combobox', { name: '省份' });
  const city = form.getByRole('combobox', { name: '城市' });
  await province.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(province.locator('option:checked')).toHaveText('天津市');
  if (!jsEnabled(testInfo)) await form.getByRole('button', { name: '加载城市和区县' }).click();
  await expect(city.locator('option', { hasText: '天津市' })).toBeAttached();
  await expect(province.locator('option:checked')).toHaveText('天津市');
  if (jsEnabled(testInfo)) {
    // The next list by the keyboard too, and the county list after it.
    await city.focus();
    await page.keyboard.press('ArrowDown');
    await expect(city.locator('option:checked')).toHaveText('天津市');
    await expect(form.getByRole('combobox', { name: '区县' }).locator('option', { hasText: '和平区' })).toBeAttached();
    await expect(province.locator('option:checked')).toHaveText('天津市');
  }
}

test.describe('a province chosen by keyboard after a refused submit', () => {
  test('in the address form', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/address?add=1');
    const form = page.getByRole('form', { name: '新增收货地址' });
    await form.getByRole('button', { name: '保存' }).click();
    await expect(alert(page, '请填写收货人')).toBeVisible();
    await provinceByKeyboard(page, form, testInfo);
  });

  test('in checkout’s new address', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await buyNow(page);
    await page.getByRole('link', { name: '新增收货地址' }).click();
    const form = page.getByRole('form', { name: '新增收货地址' });
    await form.getByLabel('收货人').fill('赵六');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(alert(page, '请输入省市区')).toBeVisible();
    await provinceByKeyboard(page, form, testInfo);
  });

  test('in the certification wizard', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/corpcert/add');
    const form = page.locator('form[aria-labelledby="corpcert-form-title"]');
    await form.getByRole('button', { name: '下一步' }).click();
    await expect(alert(page, '请填写企业名称')).toBeVisible();
    await provinceByKeyboard(page, form, testInfo);
  });
});

test.describe('focus follows what was done (with JavaScript)', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'focus is moved by the page’s script');

  test('an uploaded image focuses its delete button and says so; a delete focuses the file input', async ({
    page,
  }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/corpcert/add?kind=simple');
    const group = page.getByRole('group', { name: '营业执照副本' });
    await group.getByLabel('选择图片').setInputFiles(await pngFile('licence'));
    await expect(group.getByRole('img', { name: '已上传的营业执照副本' })).toBeVisible();
    const remove = group.getByRole('button', { name: '删除营业执照副本' });
    await expect(remove).toBeFocused();
    await expect(group.locator('[data-upload-status]')).toHaveText('营业执照副本上传成功');
    await page.keyboard.press('Enter');
    await expect(group.getByLabel('选择图片')).toBeFocused();
    await expect(group.locator('[data-upload-status]')).toHaveText('营业执照副本已删除');
  });

  test('获取验证码 moves focus to the code field and announces the countdown', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/userInfo/edit');
    await page.getByLabel('手机号码').fill(`188${unique(testInfo).mobile.slice(3)}`);
    await page.getByRole('button', { name: '获取验证码' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('短信已发送，请查收')).toBeVisible();
    await expect(page.getByLabel('短信验证码')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /验证码已发送，\d+秒后可重新发送/ })).toBeAttached();
  });

  test('the wizard’s next step focuses that step’s heading', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/corpcert/add');
    const form = page.locator('form[aria-labelledby="corpcert-form-title"]');
    await fillContactStep(form, testInfo);
    await form.getByRole('button', { name: '下一步' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: '企业信息' })).toBeFocused();
    await page.getByRole('button', { name: '上一步' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '联系信息' })).toBeFocused();
  });

  test('a submitted after-sale focuses the heading of the page it lands on', async ({ page, request }, testInfo) => {
    const company = await registerApprovedCompany(request, testInfo);
    const token = await apiToken(request, company.username, company.password);
    await setUpDelivery(request, token, company.mobile);
    const order = await placeOrder(request, token, await stockedGoods(request, 40));
    await confirmPayment(request, order.orderNo, 'E2E0001');
    await shipOrder(request, order.orderNo, '顺丰速运', `SF${order.orderNo}`);
    await apiPost(request, token, `/rest/order/recevice/${order.orderId}`);

    await logIn(page, company.username, company.password);
    await page.goto(`/container/orderInfo/${order.orderId}`);
    await page
      .getByRole('link', { name: /^申请售后/ })
      .first()
      .click();
    await page.getByRole('radio', { name: '退货' }).check();
    await page.getByRole('spinbutton', { name: '数量' }).fill('1');
    await page.getByLabel('售后原因').selectOption({ label: '质量问题' });
    await page.getByRole('radio', { name: '已拆封' }).check();
    await page.getByLabel('问题描述').fill('外壳开裂');
    const slot = page.getByRole('group', { name: '凭证图片1' });
    await slot.getByLabel('选择图片').setInputFiles(await pngFile('evidence'));
    await expect(slot.getByRole('img', { name: '已上传的凭证图片1' })).toBeVisible();
    await page.getByRole('button', { name: '提交申请' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/userCenter\/afterSaleInfo\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: /^售后详情/ })).toBeFocused();
  });
});

test.describe('a refused submit focuses the first field to fix (without JavaScript)', () => {
  test.skip(
    ({ javaScriptEnabled }) => javaScriptEnabled,
    'with JavaScript the form checks itself and focuses the field',
  );

  test('the console’s forms', async ({ page }) => {
    await staffLogIn(page, 'staff_admin');

    // A new staff member: every field missing, the first of the form (not of the schema) focused.
    await page.goto('/admin/staff');
    const add = page.getByRole('region', { name: '新建员工账号' });
    await add.getByRole('button', { name: '创建' }).click();
    await expect(add.getByLabel('用户名')).toBeFocused();

    // A member's access with no role left.
    const viewer = page.getByRole('row').filter({ hasText: 'staff_viewer' });
    await viewer.getByRole('checkbox', { name: '只读' }).uncheck();
    await viewer.getByRole('button', { name: '保存' }).click();
    const refusedRow = page.getByRole('row').filter({ hasText: 'staff_viewer' });
    await expect(refusedRow.getByRole('checkbox').first()).toBeFocused();

    // A contract drafted with nothing chosen.
    await page.goto('/admin/contracts/new');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await expect(page.getByRole('combobox', { name: '签约企业' })).toBeFocused();

    // A statement made without its company.
    await page.goto('/admin/statements');
    await page.getByRole('button', { name: '生成对账单' }).click();
    await expect(page.getByRole('combobox', { name: '企业' })).toBeFocused();
  });

  test('the console’s invoice form: the missing file', async ({ page, request }, testInfo) => {
    const company = await registerApprovedCompany(request, testInfo);
    const token = await apiToken(request, company.username, company.password);
    await setUpDelivery(request, token, company.mobile);
    const order = await placeOrder(request, token, await stockedGoods(request, 50));
    await confirmPayment(request, order.orderNo, `E2E${unique(testInfo).suffix}`);
    await staffLogIn(page, 'staff_finance');
    await page.goto(`/admin/invoices/issue?target=order&targetId=${order.orderId}`);
    await page.getByLabel('发票号码').fill(`7${Date.now()}`.padEnd(20, '0').slice(0, 20));
    await page.getByRole('button', { name: '开具发票' }).click();
    await expect(page.getByLabel('发票文件')).toBeFocused();
  });

  test('the console’s certification failure without a full row', async ({ page, browser, request }, testInfo) => {
    const company = await registerApprovedCompany(request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/corpcert/add?kind=simple');
    await page.getByLabel('邮箱或手机号').fill(`c${company.suffix}@example.com`);
    await page.getByLabel('企业名称').fill('自建测试有限公司');
    await page.getByLabel('营业执照号').fill('91440300708461136T');
    await page.getByLabel('法定代表人姓名').fill('陈晨');
    await page.getByLabel('法定代表人身份证号').fill('11010519491231002X');
    await page
      .getByRole('group', { name: '营业执照副本' })
      .getByLabel('选择图片')
      .setInputFiles(await pngFile('licence'));
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page).toHaveURL(/\/userCenter\/corpcert$/);
    await page.getByRole('link', { name: '申请认证自建测试有限公司' }).click();
    await page.getByRole('button', { name: '确定提交' }).click();
    await expect(page.getByRole('region', { name: '消息' })).toContainText('认证申请已提交');
    const certificationId = (await page
      .getByRole('link', { name: '查看认证资料自建测试有限公司' })
      .getAttribute('href'))!.match(/(\d+)$/)![1];

    const staffPage = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await staffLogIn(staffPage, 'staff_service');
    await staffPage.goto(`/admin/certifications/${certificationId}`);
    await staffPage.getByRole('button', { name: '领取审核' }).click();
    await staffPage.getByRole('button', { name: '认证失败' }).click();
    await expect(staffPage.getByLabel('第1项：有问题的内容')).toBeFocused();
    await staffPage.context().close();
  });

  test('signing or refusing a contract', async ({ page, request }, testInfo) => {
    const company = await registerApprovedCompany(request, testInfo);
    const contract = await sentContract(request, company.username);
    await logIn(page, company.username, company.password);
    await page.goto(`/userCenter/contract/sign/${contract.id}`);
    await page.getByRole('button', { name: '确认签署' }).click();
    await expect(page.getByRole('checkbox', { name: '我已阅读并同意' })).toBeFocused();
    await page.getByRole('button', { name: '拒签' }).click();
    await expect(page.getByLabel('拒签原因')).toBeFocused();
  });

  test('the wizard’s last step without the ID card', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/corpcert/add');
    const form = page.locator('form[aria-labelledby="corpcert-form-title"]');
    await fillContactStep(form, testInfo);
    await form.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('统一社会信用代码').fill('914403001922038216');
    await page.getByLabel(/^法定代表人\s*\*?$/).fill('陈晨');
    await page.getByLabel('法人身份证号').fill('11010519491231002X');
    await page.getByLabel(/^身份证有效期开始/).fill('2020-01-01');
    await page.getByLabel('身份证长期有效').check();
    await page.getByLabel('注册资本（万元）').fill('100');
    await page.getByLabel('成立日期').fill('2015-06-01');
    await page.getByLabel('长期', { exact: true }).check();
    await page.getByLabel('营业期限开始').fill('2015-06-01');
    await page.getByLabel('开户名称').fill('自建测试有限公司');
    await page.getByLabel('开户银行').fill('中国银行杭州分行');
    await page.getByLabel('银行账号').fill('6222020200001234567');
    await page.getByLabel('是', { exact: true }).check();
    // Each of the step's image and date controls has a name of its own; a date is the browser's
    // own input, its calendar reachable by keyboard, with JavaScript as without.
    for (const field of ['营业执照副本', '开户许可证', '一般纳税人证明'])
      await expect(page.getByLabel(`选择图片（${field}）`, { exact: true })).toHaveCount(1);
    for (const field of ['成立日期', '营业期限开始'])
      await expect(page.getByLabel(new RegExp(`^${field}\\s*\\*?$`))).toHaveAttribute('type', 'date');
    await expect(page.getByRole('button', { name: '清除日期' })).toHaveCount(0);
    for (const field of ['营业执照副本', '开户许可证', '一般纳税人证明'])
      await page
        .getByRole('group', { name: field })
        .getByLabel('选择图片')
        .setInputFiles(await pngFile(field));
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('第3步：证件照片')).toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(alert(page, '请上传身份证人像面')).toBeVisible();
    await expect(page.getByRole('group', { name: '身份证人像面' }).getByLabel('选择图片')).toBeFocused();
  });
});

/** Marked required: aria-required and the asterisk of its label (Mantine's, hidden from screen readers). */
async function expectRequired(page: Page | Locator, label: string, required = true) {
  // The label's text is the name, then the asterisk when there is one.
  const text = new RegExp(`^${label.replace(/[()（）]/g, '\\$&')}\\s*\\*?$`);
  const field = page.getByLabel(text);
  const labelElement = page.locator('label').filter({ hasText: text });
  if (required) {
    await expect(field).toHaveAttribute('aria-required', 'true');
    await expect(labelElement).toContainText('*');
  } else {
    await expect(field).not.toHaveAttribute('aria-required', 'true');
    await expect(field).not.toHaveAttribute('required');
    await expect(labelElement).not.toContainText('*');
  }
}

test.describe('required fields are marked, optional ones are not', () => {
  test('personal info and password', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/userInfo/edit');
    for (const label of ['联系人', '手机号码', '电子邮箱']) await expectRequired(page, label);
    // The code is asked for only with a new mobile.
    await expectRequired(page, '短信验证码', false);
    await page.goto('/userCenter/password');
    for (const label of ['当前密码', '新密码', '确认新密码', '短信验证码']) await expectRequired(page, label);
  });

  test('the statement’s difference, and the remittance', async ({ page }) => {
    await logIn(page, 'demo');
    await page.goto('/userCenter/bill');
    await page
      .getByRole('row', { name: /DZ\d{6}/ })
      .first()
      .getByRole('link', { name: /^查看对账单/ })
      .click();
    // Confirming takes neither; the schema asks for them only with a difference.
    await expectRequired(page, '差异金额（元）', false);
    await expectRequired(page, '差异原因', false);
    await page.goto(`${new URL(page.url()).pathname}/remit`);
    for (const label of ['汇款金额（元）', '汇款日期', '付款户名', '付款账号', '银行流水号'])
      await expectRequired(page, label);
  });

  test('signing a contract', async ({ page, request }, testInfo) => {
    const company = await registerApprovedCompany(request, testInfo);
    const contract = await sentContract(request, company.username);
    await logIn(page, company.username, company.password);
    await page.goto(`/userCenter/contract/sign/${contract.id}`);
    await expectRequired(page, '短信验证码');
    await expect(page.getByRole('checkbox', { name: '我已阅读并同意' })).toHaveAttribute('aria-required', 'true');
    await expectRequired(page, '拒签原因');
  });

  test('the console’s forms', async ({ page }) => {
    await staffLogIn(page, 'staff_admin');
    await page.goto('/admin/staff');
    const add = page.getByRole('region', { name: '新建员工账号' });
    for (const label of ['用户名', '姓名', '初始密码']) await expectRequired(add, label);
    // The first admin, made on the command line, may have no mobile.
    await expectRequired(add, '手机号码', false);
  });

  test('the quick certification and the wizard', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/corpcert/add?kind=simple');
    for (const label of ['邮箱或手机号', '企业名称', '营业执照号', '法定代表人姓名', '法定代表人身份证号'])
      await expectRequired(page, label);
    await page.goto('/userCenter/corpcert/add');
    for (const label of ['企业名称', '企业编码', '企业简称', '联系人', '手机号码', '固定电话', '详细地址'])
      await expectRequired(page, label);
    await expectRequired(page, '电子邮箱', false);
  });
});
