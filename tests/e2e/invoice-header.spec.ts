import { expect, test, type Page } from './fixtures.ts';
import { buyNow } from './checkout-support.ts';
import { jsEnabled, logIn, registerApprovedCompany } from './support.ts';

async function expectAlert(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

test.describe('invoice title (发票抬头)', () => {
  test('a company adds its VAT-special title, then edits it into an ordinary one', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    const unitName = `自建测试有限公司${company.suffix}`;
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/index');
    await page.getByRole('link', { name: '发票抬头' }).click();
    await expect(page).toHaveURL(/\/userCenter\/invoiceHeader$/);
    await expect(page.getByRole('heading', { name: '发票抬头', level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('暂无发票抬头');

    // None yet: the add button is there.
    await page.getByRole('link', { name: '新增发票抬头' }).click();
    await expect(page).toHaveURL(/\?add=1$/);
    const form = page.getByRole('form', { name: '新增发票抬头' });
    const bank = form.getByLabel('开户银行');
    // Ordinary is chosen first; the VAT-special fields show only for VAT special with JavaScript,
    // and are always there, under their note, without it.
    await expect(form.getByRole('radio', { name: '普通发票' })).toBeChecked();
    if (jsEnabled(testInfo)) await expect(bank).toBeHidden();
    else await expect(form.getByText('仅开具增值税专用发票时必填')).toBeVisible();

    await form.getByRole('radio', { name: '增值税专用发票' }).check();
    await expect(bank).toBeVisible();
    await form.getByRole('textbox', { name: '发票抬头', exact: true }).fill(unitName);
    await form.getByLabel('纳税人识别号').fill('9133010');
    await form.getByLabel('发票内容').fill('商品明细');
    await form.getByLabel('注册地址').fill('杭州市西湖区文三路90号');
    await form.getByLabel('注册电话').fill('0571-88886666');
    await form.getByRole('textbox', { name: '收票人', exact: true }).fill('王五');
    await form.getByLabel('收票人手机').fill('13712345678');
    await form.getByLabel('收票人邮箱').fill('invoice@example.com');
    await form.getByRole('button', { name: '保存' }).click();
    await expectAlert(page, '纳税人识别号应为18位统一社会信用代码，或15位、17位、20位的旧税号');
    // 18 characters are a unified social credit code: one mistyped character fails its check.
    await form.getByLabel('纳税人识别号').fill('91330106MA2H3K4L5P');
    await form.getByRole('button', { name: '保存' }).click();
    await expectAlert(page, '纳税人识别号（统一社会信用代码）的校验位不正确，请核对');

    // VAT special without the bank's fields: refused with the message, nothing saved.
    await form.getByLabel('纳税人识别号').fill('91330106MA2H3K4L5N');
    await form.getByRole('button', { name: '保存' }).click();
    await expectAlert(page, '请填写开户银行');
    await expect(page.getByRole('table')).toContainText('暂无发票抬头');

    await bank.fill('中国工商银行杭州西湖支行');
    await form.getByLabel('银行账号').fill('1202021109900123456');
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '发票抬头添加成功');
    await expect(page).toHaveURL(/\/userCenter\/invoiceHeader$/);
    const row = page.getByRole('row').filter({ hasText: unitName });
    await expect(row).toContainText('增值税专用发票');
    await expect(row).toContainText('91330106MA2H3K4L5N');
    await expect(row).toContainText('王五');
    await expect(page.getByRole('table')).toContainText('开户银行：中国工商银行杭州西湖支行');
    await expect(page.getByRole('table')).toContainText('银行账号：1202021109900123456');

    // One per company: the add button is gone, and the add page sends back with the reason.
    await expect(page.getByRole('link', { name: '新增发票抬头' })).toHaveCount(0);
    await page.goto('/userCenter/invoiceHeader?add=1');
    await expect(page).toHaveURL(/\/userCenter\/invoiceHeader$/);
    await expectAlert(page, '已有发票抬头，请修改现有的发票抬头');

    // Edit: an ordinary invoice keeps no VAT-special details.
    await page.getByRole('link', { name: `编辑发票抬头${unitName}` }).click();
    await expect(page).toHaveURL(/\?edit=\d+$/);
    const edit = page.getByRole('form', { name: '编辑发票抬头' });
    await expect(edit.getByRole('radio', { name: '增值税专用发票' })).toBeChecked();
    await expect(edit.getByLabel('开户银行')).toHaveValue('中国工商银行杭州西湖支行');
    await edit.getByLabel('收票人手机').fill('1371234');
    await edit.getByRole('button', { name: '保存' }).click();
    await expectAlert(page, '请输入正确的手机号码');
    await edit.getByLabel('收票人手机').fill('13712345679');
    await edit.getByRole('radio', { name: '普通发票' }).check();
    if (jsEnabled(testInfo)) await expect(edit.getByLabel('开户银行')).toBeHidden();
    await edit.getByLabel('发票内容').fill('办公用品');
    await edit.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '发票抬头修改成功');
    await expect(row).toContainText('普通发票');
    await expect(row).toContainText('办公用品');
    await expect(row).toContainText('13712345679');
    await expect(page.getByRole('table')).not.toContainText('开户银行');
  });

  test('the confirm-order screen sends a company without a title to fill it in, and takes it back', async ({
    page,
  }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    const unitName = `自建测试有限公司${company.suffix}`;
    await logIn(page, company.username, company.password);
    await buyNow(page);
    const checkout = page.url();
    const invoice = page.getByRole('group', { name: '发票抬头' });
    await expect(invoice).toContainText('还没有发票抬头');
    await invoice.getByRole('link', { name: '填写发票抬头' }).click();
    await expect(page).toHaveURL(/\/userCenter\/invoiceHeader\?redirectTo=/);

    // The form is open at once; 'go back' and 'cancel' both return to the order.
    const form = page.getByRole('form', { name: '新增发票抬头' });
    await expect(page.getByRole('link', { name: '返回' })).toHaveAttribute('href', new URL(checkout).pathname);
    await form.getByRole('textbox', { name: '发票抬头', exact: true }).fill(unitName);
    await form.getByLabel('纳税人识别号').fill('91330106MA2H3K4L5N');
    await form.getByLabel('发票内容').fill('商品明细');
    await form.getByRole('textbox', { name: '收票人', exact: true }).fill('周八');
    await form.getByLabel('收票人手机').fill('13712345678');
    await form.getByLabel('收票人邮箱').fill('bad-address');
    await form.getByRole('button', { name: '保存' }).click();
    await expectAlert(page, '请输入正确的电子邮箱');
    await form.getByLabel('收票人邮箱').fill('invoice@example.com');
    await form.getByRole('button', { name: '保存' }).click();

    await expect(page).toHaveURL(checkout);
    await expectToast(page, '发票抬头添加成功');
    await expect(invoice).toContainText(`${unitName}（税号 91330106MA2H3K4L5N）`);
  });

  test("the demo company's seeded title is listed, without an add button", async ({ page }) => {
    await logIn(page, 'demo');
    await page.goto('/userCenter/invoiceHeader');
    await expect(page.getByRole('row').filter({ hasText: '示例科技有限公司' })).toContainText('91310115MA1H7XKQ2G');
    await expect(page.getByRole('link', { name: '新增发票抬头' })).toHaveCount(0);
  });

  test('a visitor is asked to log in first', async ({ page }) => {
    await page.goto('/userCenter/invoiceHeader');
    await expect(page).toHaveURL(/\/home\/login\?redirectTo=%2FuserCenter%2FinvoiceHeader/);
  });
});
