import { expect, test, type Page } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { fillContactStep } from './certification-support.ts';
import { jsEnabled, latestSms, logIn, pngFile, registerApprovedCompany, tabTo } from './support.ts';

/**
 * Company certification, with JavaScript on and off: the list's 立即认证, the
 * three-step wizard with its uploads, the simple form, applying with confirmation, and the
 * staff's vetting in the console — fail with a per-field reason, correct, approve — until the
 * user home says 已认证.
 */

/** Picks an image for one image field: with JavaScript it uploads at once and shows its thumbnail. */
async function pickImage(page: Page, field: string, js: boolean) {
  const group = page.getByRole('group', { name: field });
  await group.getByLabel('选择图片').setInputFiles(await pngFile(field));
  if (js) await expect(group.getByRole('img', { name: `已上传的${field}` })).toBeVisible();
}

async function fillDate(page: Page, label: string, value: string) {
  // The whole label, then the required mark its text ends with.
  const input = page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  await input.fill(value);
  // Mantine's DateInput keeps its calendar open while typing; Escape closes it.
  await input.press('Escape');
}

async function fillStepTwo(page: Page, js: boolean) {
  await page.getByLabel('统一社会信用代码').fill('914403001922038217');
  await page.getByLabel(/^法定代表人\s*\*?$/).fill('陈晨');
  await page.getByLabel('法人身份证号').fill('11010519491231002X');
  await fillDate(page, '身份证有效期开始', '2020-01-01');
  await page.getByLabel('身份证长期有效').check();
  await page.getByLabel('注册资本（万元）').fill('100');
  await fillDate(page, '成立日期', '2015-06-01');
  await page.getByLabel('长期', { exact: true }).check();
  await fillDate(page, '营业期限开始', '2015-06-01');
  await page.getByLabel('开户名称').fill('自建测试有限公司');
  await page.getByLabel('开户银行').fill('中国银行杭州分行');
  await page.getByLabel('银行账号').fill('6222020200001234567');
  await page.getByLabel('是', { exact: true }).check();
  await pickImage(page, '营业执照副本', js);
  await pickImage(page, '开户许可证', js);
  await pickImage(page, '一般纳税人证明', js);
}

test('a main account certifies its company in three steps; staff fail one field, then approve', async ({
  page,
  request,
}, testInfo) => {
  // The whole journey, the buyer's and the console's, twice round: longer than one screen's test.
  test.setTimeout(150_000);
  const js = jsEnabled(testInfo);
  const company = await registerApprovedCompany(request, testInfo);
  await logIn(page, company.username, company.password);
  await page.goto('/userCenter/index');
  await page.getByRole('link', { name: '企业认证' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '实名认证管理' })).toBeVisible();
  await page.getByRole('link', { name: '立即认证' }).click();

  // Step 1: a missing region is refused with 请输入省市区; the step is saved when it passes.
  await expect(page.getByText('第1步：联系信息')).toHaveAttribute('aria-current', 'step');
  const form = page.locator('form[aria-labelledby="corpcert-form-title"]');
  await expect(form.getByLabel('企业名称')).toHaveValue('');
  await expectNoSeriousViolations(page, '企业认证第1步');
  await form.getByLabel('企业名称').fill('自建测试有限公司');
  await form.getByLabel('企业编码').fill('TEST01');
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请填写企业简称' }).first()).toBeVisible();
  await fillContactStep(form, testInfo);
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('第2步：企业信息')).toHaveAttribute('aria-current', 'step');
  await expect(page).toHaveURL(/\/userCenter\/corpcert\/edit\/\d+\?step=1/);
  const certificationId = page.url().match(/edit\/(\d+)/)![1];

  // Step 2: the credit code's check character is checked; the images go up with the step.
  await fillStepTwo(page, js);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('统一社会信用代码不正确').first()).toBeVisible();
  if (!js) {
    // Without JavaScript the refused step kept the uploads: they show as thumbnails now.
    await expect(page.getByRole('img', { name: '已上传的营业执照副本' })).toBeVisible();
  }
  await page.getByLabel('统一社会信用代码').fill('914403001922038216');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('第3步：证件照片')).toHaveAttribute('aria-current', 'step');

  // Previous keeps what was saved; step 3 needs both sides of the ID card.
  await page.getByRole('button', { name: '上一步' }).click();
  await expect(page.getByLabel('统一社会信用代码')).toHaveValue('914403001922038216');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请上传身份证人像面').first()).toBeVisible();
  await pickImage(page, '身份证人像面', js);
  await pickImage(page, '身份证国徽面', js);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/userCenter\/corpcert$/);
  await expect(page.getByRole('region', { name: '消息' })).toContainText('认证资料已保存');
  const row = page.getByRole('row', { name: /自建测试有限公司/ });
  await expect(row).toContainText('未申请');

  // Apply asks first.
  await row.getByRole('link', { name: '申请认证自建测试有限公司' }).click();
  await expect(page.getByRole('heading', { name: '提交认证申请' })).toBeVisible();
  await page.getByRole('button', { name: '确定提交' }).click();
  await expect(page.getByRole('region', { name: '消息' })).toContainText('认证申请已提交');
  await expect(row).toContainText('已申请');
  await expect(row.getByRole('link', { name: '编辑认证资料自建测试有限公司' })).toHaveCount(0);

  // The console: claim, then fail the bank account with a reason.
  const staffPage = await (await page.context().browser()!.newContext({ javaScriptEnabled: js })).newPage();
  await staffLogIn(staffPage);
  // Other runs' companies bear the same name: this one is found by its record.
  await staffPage.goto('/admin/certifications?status=5');
  await staffPage.locator(`a[href="/admin/certifications/${certificationId}"]`).click();
  await expect(staffPage.getByText('统一社会信用代码校验位')).toBeVisible();
  await expect(staffPage.getByRole('link', { name: '查看营业执照副本大图' })).toBeVisible();
  await expectNoSeriousViolations(staffPage, '认证审核');
  await staffPage.getByRole('button', { name: '领取审核' }).click();
  await expect(staffPage.getByText('已领取该认证')).toBeVisible();
  await staffPage.getByLabel('第1项：有问题的内容').selectOption({ label: '银行账号' });
  await staffPage.getByLabel('第1项：原因').fill('与开户许可证上的账号不一致');
  await staffPage.getByRole('button', { name: '认证失败' }).click();
  await expect(staffPage.getByText('已标记认证失败')).toBeVisible();
  expect(latestSms(company.mobile)).toContain('银行账号：与开户许可证上的账号不一致');

  // The buyer sees why, corrects the field and applies again.
  await page.goto('/userCenter/corpcert');
  await expect(row).toContainText('认证失败');
  await row.getByRole('link', { name: '编辑认证资料自建测试有限公司' }).click();
  await expect(page.getByText('银行账号：与开户许可证上的账号不一致')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('银行账号').fill('6222020200007654321');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '提交' }).click();
  await row.getByRole('link', { name: '申请认证自建测试有限公司' }).click();
  await page.getByRole('button', { name: '确定提交' }).click();
  await expect(row).toContainText('已申请');

  await staffPage.goto('/admin/certifications?status=5');
  await staffPage.locator(`a[href="/admin/certifications/${certificationId}"]`).click();
  await staffPage.getByRole('button', { name: '领取审核' }).click();
  await staffPage.getByRole('button', { name: '审核通过' }).click();
  await expect(staffPage.getByText('认证已通过')).toBeVisible();
  // The trail says it in words: the action and the certification's state, never their keys.
  const trail = staffPage.getByRole('region', { name: '操作记录' });
  await expect(trail).toContainText('认证通过');
  await expect(trail).toContainText('认证状态: 认证中 → 认证通过');
  await expect(trail).not.toContainText('certification.approve');
  await staffPage.goto('/admin/audit?entity=certification');
  await expect(staffPage.getByRole('combobox', { name: '对象' })).toHaveValue('certification');
  await expect(staffPage.getByRole('table')).toContainText('认证通过');
  await staffPage.context().close();

  await page.goto('/userCenter/index');
  await expect(page.getByText('已认证')).toBeVisible();
  await page.goto('/userCenter/corpcert');
  await expect(row).toContainText('认证通过');
  await row.getByRole('link', { name: '查看认证资料自建测试有限公司' }).click();
  await expect(page.getByRole('img', { name: '身份证国徽面' })).toBeVisible();
});

test('the simple form: licence number, one scan and the legal representative', async ({ page, request }, testInfo) => {
  const js = jsEnabled(testInfo);
  const company = await registerApprovedCompany(request, testInfo);
  await logIn(page, company.username, company.password);
  await page.goto('/userCenter/corpcert');
  await page.getByRole('link', { name: '快速认证' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '快速认证' })).toBeVisible();
  await page.getByLabel('邮箱或手机号').fill(`c${company.suffix}@example.com`);
  await page.getByLabel('企业名称').fill('自建测试有限公司');
  await page.getByLabel('营业执照号').fill('91440300708461136T');
  await page.getByLabel('法定代表人姓名').fill('陈晨');
  await page.getByLabel('法定代表人身份证号').fill('110105194912310021');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请输入正确的身份证号码').first()).toBeVisible();
  await page.getByLabel('法定代表人身份证号').fill('11010519491231002X');
  await pickImage(page, '营业执照副本', js);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/userCenter\/corpcert$/);
  await expect(page.getByRole('row', { name: /自建测试有限公司/ })).toContainText('未申请');
});

test('the demo company is certified; its images are its own', async ({ page, browser, request }, testInfo) => {
  await logIn(page, 'demo');
  await page.goto('/userCenter/corpcert');
  await expect(page.getByRole('row', { name: /示例科技有限公司/ })).toContainText('认证通过');
  await page.getByRole('link', { name: '查看认证资料示例科技有限公司' }).click();
  const src = await page.getByRole('img', { name: '营业执照副本' }).getAttribute('src');
  const own = await page.request.get(src!);
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toBe('private, no-store');
  expect(own.headers()['x-content-type-options']).toBe('nosniff');
  // Another company's buyer, and a visitor, get the 404 page for the same address.
  const other = await (await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) })).newPage();
  await logIn(other, 'other', 'Other12345');
  expect((await other.request.get(src!)).status()).toBe(404);
  expect((await request.get(src!)).status()).toBe(404);
  await other.goto('/userCenter/corpcert');
  await expect(other.getByRole('link', { name: '立即认证' })).toBeVisible();
  await expectNoSeriousViolations(other, '实名认证管理（未认证）');
  await other.context().close();
});

test('the wizard’s first step by keyboard only', async ({ page, request }, testInfo) => {
  test.skip(!jsEnabled(testInfo), 'the keyboard pass runs once, with the page as most clerks see it');
  const company = await registerApprovedCompany(request, testInfo);
  await logIn(page, company.username, company.password);
  await page.goto('/userCenter/corpcert');
  await tabTo(page, page.getByRole('link', { name: '立即认证' }));
  await page.keyboard.press('Enter');
  const name = page.getByLabel('企业名称');
  await tabTo(page, name);
  for (const text of ['自建测试有限公司', 'TEST01', '自建测试', '陈晨', '13900000000', '021-62345678']) {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
  // E-mail is optional; each region select takes the arrow keys, and the next fills.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: '省份' })).toBeFocused();
  for (const [level, next] of [
    ['省份', '城市'],
    ['城市', '区县'],
  ]) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('combobox', { name: next! }).locator('option')).not.toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: next! })).toBeFocused();
    void level;
  }
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('详细地址')).toBeFocused();
  await page.keyboard.type('文三路90号');
  await page.keyboard.press('Enter');
  await expect(page.getByText('第2步：企业信息')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByLabel('统一社会信用代码')).toBeVisible();
  await expectNoSeriousViolations(page, '企业认证第2步');
});

async function staffLogIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill('staff_service');
  await page.getByLabel('密码', { exact: true }).fill('Staff12345');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '待办' })).toBeVisible();
}
