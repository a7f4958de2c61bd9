import { expect, test, type Page } from './fixtures.ts';
import { jsEnabled, logIn, registerApprovedCompany } from './support.ts';

/** The add / edit form's password fields; the server never sends them back, so they are typed before every try. */
async function fillPasswords(page: Page, password: string, confirm = password) {
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码').fill(confirm);
}

async function expectAlert(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

test.describe('sub-accounts (子账号管理)', () => {
  test('the main account adds a purchaser, edits it without a password and deletes it', async ({
    page,
    browser,
  }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    const purchaser = { username: `sub${company.suffix}`, mobile: `18${company.mobile.slice(2)}` };

    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/index');
    await page.getByRole('link', { name: '子账号管理' }).click();
    await expect(page).toHaveURL(/\/userCenter\/account$/);
    await expect(page.getByRole('heading', { name: '子账号管理', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('子账号管理');
    await expect(page.getByRole('table')).toContainText('暂无子账号');

    await page.getByRole('link', { name: '新增子账号' }).click();
    await expect(page).toHaveURL(/\/userCenter\/account\?add=1$/);
    const form = page.getByRole('form', { name: '新增子账号' });
    await expect(form).toBeVisible();

    // Wrong first: each try shows the first failing rule and adds nothing.
    await form.getByLabel('用户名').fill(`bad|${company.suffix}`);
    await fillPasswords(page, 'Buy12345');
    await form.getByLabel('账号类型').selectOption({ label: '采购员' });
    await form.getByLabel('联系人').fill('吴九');
    await form.getByLabel('手机号码').fill('12345');
    await form.getByLabel('电子邮箱').fill(`${purchaser.username}@example.com`);
    await form.getByRole('button', { name: '保存' }).click();
    await expectAlert(page, '用户名不能包含特殊字符 | & # [ ]');

    await form.getByLabel('用户名').fill(purchaser.username);
    await fillPasswords(page, 'short');
    await form.getByRole('button', { name: '保存' }).click();
    await expectAlert(page, '密码长度必须在8到20位之间');

    await fillPasswords(page, 'Buy12345');
    await form.getByRole('button', { name: '保存' }).click();
    await expectAlert(page, '请输入正确的手机号码');

    // The two passwords are compared once every field is right.
    await form.getByLabel('手机号码').fill(company.mobile);
    await fillPasswords(page, 'Buy12345', 'Buy123456');
    await form.getByRole('button', { name: '保存' }).click();
    await expectAlert(page, '两次输入的密码不一致');

    // The backend's refusal: the main account's own mobile is taken.
    await fillPasswords(page, 'Buy12345');
    await form.getByRole('button', { name: '保存' }).click();
    await expectAlert(page, '该手机号码已被其他账号使用');
    await expect(form.getByLabel('用户名')).toHaveValue(purchaser.username);
    if (!jsEnabled(testInfo)) await expect(page.getByLabel('密码', { exact: true })).toHaveValue('');

    // Then right.
    await form.getByLabel('手机号码').fill(purchaser.mobile);
    await fillPasswords(page, 'Buy12345');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '子账号添加成功' })).toBeVisible();
    await expect(page).toHaveURL(/\/userCenter\/account$/);
    const row = page.getByRole('row').filter({ hasText: purchaser.username });
    await expect(row).toContainText('采购员');
    await expect(row).toContainText('吴九');
    await expect(row).toContainText(purchaser.mobile);
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    // The new purchaser logs in (a browser of its own) and cannot reach the screen.
    const purchaserContext = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      javaScriptEnabled: jsEnabled(testInfo),
      locale: 'zh-CN',
    });
    const other = await purchaserContext.newPage();
    await logIn(other, purchaser.username, 'Buy12345');
    await other.goto('/userCenter/index');
    await expect(other.getByRole('link', { name: '我的主页' })).toBeVisible();
    await expect(other.getByRole('link', { name: '子账号管理' })).toHaveCount(0);
    await other.goto('/userCenter/account');
    await expect(other).toHaveURL(/\/userCenter\/index$/);
    await expectAlert(other, '只有主账号可以管理子账号');

    // Edit without a password: the current one stays, and so does the purchaser's session.
    await page.getByRole('link', { name: `编辑子账号${purchaser.username}` }).click();
    await expect(page).toHaveURL(/\?edit=\d+$/);
    const editForm = page.getByRole('form', { name: '编辑子账号' });
    await expect(editForm.getByLabel('用户名')).toHaveValue(purchaser.username);
    await expect(editForm.getByLabel('账号类型')).toHaveValue('2');
    await expect(editForm.getByLabel('手机号码')).toHaveValue(purchaser.mobile);
    await editForm.getByLabel('联系人').fill('');
    await editForm.getByRole('button', { name: '保存' }).click();
    await expectAlert(page, '请填写联系人');
    await editForm.getByLabel('联系人').fill('郑十');
    await editForm.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '子账号修改成功' })).toBeVisible();
    await expect(page).toHaveURL(/\/userCenter\/account$/);
    await expect(row).toContainText('郑十');
    await other.goto('/userCenter/index');
    await expect(other.getByText(`您好，${purchaser.username}`)).toBeVisible();

    // Delete takes a confirmation step; cancelling changes nothing.
    await page.getByRole('link', { name: `删除子账号${purchaser.username}` }).click();
    const confirm = page.getByRole('region', { name: '删除子账号' });
    await expect(confirm).toContainText(`确定删除子账号“${purchaser.username}”吗？`);
    await confirm.getByRole('link', { name: '取消' }).click();
    await expect(page).toHaveURL(/\/userCenter\/account$/);
    await expect(row).toBeVisible();
    await page.getByRole('link', { name: `删除子账号${purchaser.username}` }).click();
    await page.getByRole('region', { name: '删除子账号' }).getByRole('button', { name: '确认删除' }).click();
    await expect(page.getByRole('status').filter({ hasText: '子账号删除成功' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: purchaser.username })).toHaveCount(0);
    await expect(page.getByRole('table')).toContainText('暂无子账号');

    // The deleted purchaser's session is over, and it can no longer log in.
    await other.goto('/userCenter/index');
    await expect(other).toHaveURL(/\/home\/login\?redirectTo=/);
    await other.getByLabel('用户名').fill(purchaser.username);
    await other.getByLabel('密码', { exact: true }).fill('Buy12345');
    await other.getByRole('button', { name: '登录', exact: true }).click();
    await expectAlert(other, '用户名或密码错误');
    await purchaserContext.close();
  });

  test('approvers and purchasers of the demo company are turned away', async ({ page }) => {
    for (const username of ['demo_approver', 'demo_buyer']) {
      // It logs out at the end: a session of its own, not the one the other tests share.
      await logIn(page, username, 'Demo12345', { ownSession: true });
      await page.goto('/userCenter/account?add=1');
      await expect(page).toHaveURL(/\/userCenter\/index$/);
      await expectAlert(page, '只有主账号可以管理子账号');
      await page.getByRole('button', { name: '退出' }).click();
      await expect(page).toHaveURL(/\/home\/login$/);
    }
  });

  test('a visitor is asked to log in first', async ({ page }) => {
    await page.goto('/userCenter/account');
    await expect(page).toHaveURL(/\/home\/login\?redirectTo=%2FuserCenter%2Faccount/);
  });

  test('an edit or delete of an id not listed says it does not exist', async ({ page }) => {
    await logIn(page, 'demo');
    for (const state of ['edit=999999', 'delete=999999']) {
      await page.goto(`/userCenter/account?${state}`);
      await expect(page).toHaveURL(/\/userCenter\/account$/);
      await expectAlert(page, '请求的数据不存在');
    }
  });
});

test.describe('sub-accounts by keyboard', () => {
  test('the add dialog takes focus and its fields follow in order down to 保存', async ({ page }, testInfo) => {
    await logIn(page, 'demo');
    await page.goto('/userCenter/account');
    await page.getByRole('link', { name: '新增子账号' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?add=1$/);
    const title = page.getByRole('heading', { name: '新增子账号' });
    if (jsEnabled(testInfo)) {
      await expect(title).toBeFocused();
      await page.keyboard.press('Tab');
    } else {
      await page.getByLabel('用户名').focus();
    }
    await expect(page.getByLabel('用户名')).toBeFocused();
    for (const next of ['密码', '确认密码', '账号类型', '联系人', '手机号码', '电子邮箱']) {
      await page.keyboard.press('Tab');
      // A password field's 'show' toggle is a stop of its own, right after the field.
      if (next === '确认密码' || next === '账号类型') {
        await expect(page.locator(':focus')).toHaveAccessibleName('显示密码');
        await page.keyboard.press('Tab');
      }
      await expect(page.getByLabel(next, { exact: true })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '保存' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectAlert(page, '请填写用户名');
  });
});
