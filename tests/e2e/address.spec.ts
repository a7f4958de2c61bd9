import { expect, test, type Page } from './fixtures.ts';
import { chooseRegion, jsEnabled, logIn, registerApprovedCompany } from './support.ts';

async function expectAlert(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

const rowOf = (page: Page, consignee: string) => page.getByRole('row').filter({ hasText: consignee });

test.describe('delivery addresses (收货地址)', () => {
  test('a company adds, edits, moves the default and deletes its addresses', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/index');
    await page.getByRole('link', { name: '收货地址' }).click();
    await expect(page).toHaveURL(/\/userCenter\/address$/);
    await expect(page.getByRole('heading', { name: '收货地址', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('收货地址');
    await expect(page.getByRole('table')).toContainText('暂无收货地址');

    await page.getByRole('link', { name: '新增收货地址' }).click();
    await expect(page).toHaveURL(/\/userCenter\/address\?add=1$/);
    const form = page.getByRole('form', { name: '新增收货地址' });

    // Nothing chosen: the region is the first thing missing after the consignee.
    await form.getByLabel('收货人').fill('王五');
    await form.getByRole('button', { name: '保存' }).click();
    await expectAlert(page, '请输入省市区');

    // A wrong mobile: the message, and nothing saved; the choices stay as they were.
    await chooseRegion(form, testInfo, '浙江省', '杭州市', '西湖区');
    await form.getByLabel('详细地址').fill('文三路90号东部软件园1号楼');
    await form.getByLabel('手机号码').fill('12345');
    await form.getByLabel('固定电话').fill('0571-88886666');
    await form.getByRole('button', { name: '保存' }).click();
    await expectAlert(page, '请输入正确的手机号码');
    await expect(page.getByRole('table')).toContainText('暂无收货地址');
    await expect(form.getByRole('combobox', { name: '区县' })).toHaveValue('330106');
    await expect(form.getByLabel('收货人')).toHaveValue('王五');

    // Then right: the first address is the default even unticked.
    await form.getByLabel('手机号码').fill('13712345678');
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '收货地址添加成功');
    await expect(page).toHaveURL(/\/userCenter\/address$/);
    const first = rowOf(page, '王五');
    await expect(first).toContainText('浙江省杭州市西湖区');
    await expect(first).toContainText('文三路90号东部软件园1号楼');
    await expect(first).toContainText('13712345678');
    await expect(first).toContainText('0571-88886666');
    await expect(first).toContainText('默认地址');
    await expect(first.getByRole('button', { name: /设为默认/ })).toHaveCount(0);

    // A second one, not the default.
    await page.getByRole('link', { name: '新增收货地址' }).click();
    const second = page.getByRole('form', { name: '新增收货地址' });
    await second.getByLabel('收货人').fill('赵六');
    await chooseRegion(second, testInfo, '北京市', '北京市', '东城区');
    await second.getByLabel('详细地址').fill('东长安街1号');
    await second.getByLabel('手机号码').fill('13812345678');
    await second.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '收货地址添加成功');
    await expect(rowOf(page, '赵六')).toContainText('北京市东城区');
    await expect(rowOf(page, '赵六')).not.toContainText('默认地址');

    // Edit it: another consignee and another region.
    await page.getByRole('link', { name: '编辑收货人赵六的地址' }).click();
    await expect(page).toHaveURL(/\?edit=\d+$/);
    const edit = page.getByRole('form', { name: '编辑收货地址' });
    await expect(edit.getByLabel('收货人')).toHaveValue('赵六');
    await expect(edit.getByRole('combobox', { name: '区县' })).toHaveValue('110101');
    await edit.getByLabel('收货人').fill('赵六六');
    await chooseRegion(edit, testInfo, '上海市', '上海市', '徐汇区');
    await edit.getByLabel('详细地址').fill('漕溪北路88号');
    await edit.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '收货地址修改成功');
    const edited = rowOf(page, '赵六六');
    await expect(edited).toContainText('上海市徐汇区');
    await expect(edited).toContainText('漕溪北路88号');

    // Make it the default: it moves to the top, and the first loses the mark.
    await page.getByRole('button', { name: '将收货人赵六六的地址设为默认' }).click();
    await expectToast(page, '已设为默认收货地址');
    await expect(page.getByRole('row').nth(1)).toContainText('赵六六');
    await expect(edited).toContainText('默认地址');
    await expect(first).not.toContainText('默认地址');
    await expect(first.getByRole('button', { name: '将收货人王五的地址设为默认' })).toBeVisible();

    // Delete takes a confirmation step; cancelling changes nothing.
    await page.getByRole('link', { name: '删除收货人王五的地址' }).click();
    const confirm = page.getByRole('region', { name: '删除收货地址' });
    await expect(confirm).toContainText('确定删除收货人“王五”的地址“浙江省杭州市西湖区文三路90号东部软件园1号楼”吗？');
    await confirm.getByRole('link', { name: '取消' }).click();
    await expect(page).toHaveURL(/\/userCenter\/address$/);
    await expect(first).toBeVisible();
    await page.getByRole('link', { name: '删除收货人王五的地址' }).click();
    await page.getByRole('region', { name: '删除收货地址' }).getByRole('button', { name: '确认删除' }).click();
    await expectToast(page, '收货地址删除成功');
    await expect(rowOf(page, '王五')).toHaveCount(0);

    // Deleting the default, the last one, leaves none.
    await page.getByRole('link', { name: '删除收货人赵六六的地址' }).click();
    await expect(page.getByRole('region', { name: '删除收货地址' })).toContainText(
      '删除后最新添加的地址将成为默认地址',
    );
    await page.getByRole('region', { name: '删除收货地址' }).getByRole('button', { name: '确认删除' }).click();
    await expectToast(page, '收货地址删除成功');
    await expect(page.getByRole('table')).toContainText('暂无收货地址');
  });

  test("the demo company's seeded address is listed", async ({ page }) => {
    await logIn(page, 'demo');
    await page.goto('/userCenter/address');
    const row = rowOf(page, '张江高科技园区碧波路690号3号楼501室');
    await expect(row).toContainText('张三');
    await expect(row).toContainText('上海市浦东新区');
  });

  test('an edit or delete of an id not listed says it does not exist', async ({ page }) => {
    await logIn(page, 'other', 'Other12345');
    for (const state of ['edit=999999', 'delete=999999']) {
      await page.goto(`/userCenter/address?${state}`);
      await expect(page).toHaveURL(/\/userCenter\/address$/);
      await expectAlert(page, '请求的数据不存在');
    }
  });

  test('a visitor is asked to log in first', async ({ page }) => {
    await page.goto('/userCenter/address');
    await expect(page).toHaveURL(/\/home\/login\?redirectTo=%2FuserCenter%2Faddress/);
  });
});

test.describe('delivery addresses by keyboard', () => {
  test('adding an address with Tab, Enter, arrow keys and typing only', async ({ page }, testInfo) => {
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/address');
    await page.getByRole('link', { name: '新增收货地址' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?add=1$/);
    const form = page.getByRole('form', { name: '新增收货地址' });
    const consignee = form.getByLabel('收货人');
    if (jsEnabled(testInfo)) {
      await expect(page.getByRole('heading', { name: '新增收货地址' })).toBeFocused();
      await page.keyboard.press('Tab');
    } else {
      // Without JavaScript nothing moves the focus into a newly loaded page's dialog.
      await consignee.focus();
    }
    await expect(consignee).toBeFocused();
    await page.keyboard.type('孙七');

    // Each list: the first region by the arrow key (北京市 > 北京市 > 东城区).
    const levels = [
      ['省份', '北京市'],
      ['城市', '北京市'],
      ['区县', '东城区'],
    ] as const;
    for (const [index, [label, first]] of levels.entries()) {
      const select = form.getByRole('combobox', { name: label });
      if (jsEnabled(testInfo) || index === 0) await page.keyboard.press('Tab');
      await expect(select).toBeFocused();
      await expect(select.locator('option', { hasText: first })).toBeAttached();
      await page.keyboard.press('ArrowDown');
      await expect(select.locator('option:checked')).toHaveText(first);
      if (!jsEnabled(testInfo) && index < 2) {
        // Tab past the lists still to fill to the reload button; the new page focuses the list it filled.
        for (let step = index; step < 3; step += 1) await page.keyboard.press('Tab');
        await expect(form.getByRole('button', { name: '加载城市和区县' })).toBeFocused();
        await page.keyboard.press('Enter');
      }
    }
    if (!jsEnabled(testInfo)) await page.keyboard.press('Tab'); // past the reload button
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('详细地址')).toBeFocused();
    await page.keyboard.type('王府井大街1号');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('手机号码')).toBeFocused();
    await page.keyboard.type('13912345670');
    await page.keyboard.press('Enter');
    await expectToast(page, '收货地址添加成功');
    const row = rowOf(page, '孙七');
    await expect(row).toContainText('北京市东城区');
    await expect(row).toContainText('王府井大街1号');
    await expect(row).toContainText('默认地址');
  });
});
