import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Envelope } from '../../common/envelope.ts';
import type { PurchaseListDetail } from '../../common/areas/purchase-lists/purchase-list.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { expect, test } from './fixtures.ts';
import { apiToken, stockedGoods } from './orders-support.ts';
import { logIn, registerApprovedCompany, staffLogIn } from './support.ts';

/**
 * 常购清单 in the browser, with JavaScript on and off: a list made, filled from the goods page,
 * its ticked lines ordered through the quick-order review into the cart; pasted lines imported
 * and the list exported as a workbook with the right quantities; a purchaser that may only read
 * the main account's list, and another company's list as the 404 page.
 */

async function expectToast(page: Page, text: string, role: 'status' | 'alert' = 'status') {
  await expect(page.getByRole(role).filter({ hasText: text }).first()).toBeVisible();
}

/** Creates a list through its form and answers its id, from the page it lands on. */
async function createList(page: Page, name: string): Promise<number> {
  await page.goto('/userCenter/purchaseLists');
  await page.getByRole('textbox', { name: '清单名称' }).fill(name);
  await page.getByRole('button', { name: '创建', exact: true }).click();
  await expect(page).toHaveURL(/\/userCenter\/purchaseLists\/\d+$/);
  await expectToast(page, '清单已创建');
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function listDetail(request: APIRequestContext, token: string, listId: number) {
  const response = await request.get(`/rest/purchaseList/${listId}`, { params: { token } });
  return ((await response.json()) as Envelope<PurchaseListDetail>).data;
}

/** Clicks an export link and answers the downloaded file's bytes. */
async function download(page: Page, link: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return readFile((await file.path())!);
}

test.describe('purchase lists (常购清单)', () => {
  test('a list made, filled from the goods page, its ticked lines ordered through the review into the cart', async ({
    page,
  }, testInfo) => {
    test.slow();
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/index');
    await page.getByRole('link', { name: '常购清单', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: '常购清单', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'purchase lists');

    // No name: the form says so, and focus goes back to the field.
    await page.getByRole('button', { name: '创建', exact: true }).click();
    const name = page.getByRole('textbox', { name: '清单名称' });
    await expect(name).toBeFocused();
    await expect(page.getByText('请填写清单名称').first()).toBeVisible();

    const listId = await createList(page, '车间月度');
    const goods = await stockedGoods(page.request, 80);
    await page.goto(`/home/details/${goods.id}`);
    if (testInfo.project.use.javaScriptEnabled) await page.waitForLoadState('networkidle');
    // The quantity typed on the goods page is the one the list gets, not the goods' minimum.
    const typed = String(goods.quantity + 3);
    await page.getByRole('spinbutton', { name: `${goods.goodsName}的购买数量` }).fill(typed);
    await page.getByRole('button', { name: '加入常购清单' }).click();
    await expect(page.getByRole('heading', { name: '加入常购清单', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '选择清单' })).toHaveValue(String(listId));
    await page.getByRole('button', { name: '加入清单' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/details/${goods.id}$`));
    await expectToast(page, '清单已保存');

    await page.goto(`/userCenter/purchaseLists/${listId}`);
    await expect(page.getByRole('table', { name: '清单商品' })).toContainText(goods.goodsName);
    await expect(page.getByRole('spinbutton', { name: `${goods.goodsName} 的数量` })).toHaveValue(typed);
    await expectNoSeriousViolations(page, 'a purchase list');

    // Nothing ticked: told so, and the first tick takes focus.
    await page.getByRole('button', { name: '勾选的商品下单' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请选择数据' })).toBeVisible();
    const tick = page.getByRole('checkbox', { name: `勾选 ${goods.goodsName}` });
    await expect(tick).toBeFocused();

    await tick.check();
    await page.getByRole('button', { name: '勾选的商品下单' }).click();
    await expect(page).toHaveURL(/\/userCenter\/quickOrder\?review=/);
    await page.getByRole('button', { name: '确认加入购物车（1行）' }).click();
    await expectToast(page, '已加入购物车1行');
    await page.goto('/home/cart');
    await expect(page.getByRole('table', { name: '购物车中的商品' })).toContainText(goods.goodsName);
  });

  test('pasted lines imported line by line, and the list exported as XLSX with its quantities', async ({
    page,
  }, testInfo) => {
    test.slow();
    const company = await registerApprovedCompany(page.request, testInfo);
    await logIn(page, company.username, company.password);
    const token = await apiToken(page.request, company.username, company.password);
    const source = await createList(page, '来源');
    const goods = await stockedGoods(page.request, 90);
    const added = await page.request.post(`/rest/purchaseList/${source}/add`, {
      params: { token },
      data: { lines: [{ goodsId: goods.id, quantity: 1 }] },
    });
    expect(((await added.json()) as Envelope).code).toBe(0);
    const [line] = (await listDetail(page.request, token, source)).lines;

    await createList(page, '导入');
    await page.getByRole('textbox', { name: /商品编码或货号, 数量/ }).fill(`${line!.code}\t7\nNO-SUCH-E2E,1`);
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const result = page.getByRole('table', { name: '导入结果' });
    await expect(result.getByRole('row').filter({ hasText: line!.code })).toContainText('已加入');
    await expect(result.getByRole('row').filter({ hasText: 'NO-SUCH-E2E' })).toContainText('没有这个编码或货号的商品');
    await expect(page.getByRole('spinbutton', { name: `${line!.name} 的数量` })).toHaveValue('7');

    const bytes = await download(page, page.getByRole('link', { name: '导出 Excel', exact: true }));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const row = book.worksheets[0]!.getRow(2);
    expect([row.getCell(1).text, row.getCell(6).value]).toEqual([line!.code, 7]);
    const csv = await download(page, page.getByRole('link', { name: '导出 CSV', exact: true }));
    expect(new TextDecoder().decode(csv).split('\r\n')[1]).toMatch(new RegExp(`^${line!.code},.*,7$`));
  });

  test('a purchaser reads the main account’s list but cannot rename it, not even by a forged post', async ({
    page,
  }) => {
    await logIn(page, 'demo_buyer');
    await page.goto('/userCenter/purchaseLists');
    await page.getByRole('link', { name: '办公室月度补货' }).click();
    const heading = page.getByRole('heading', { name: '常购清单：办公室月度补货', level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByText('这是demo创建的清单，采购员只能查看和下单。')).toBeVisible();
    await expect(page.getByRole('button', { name: '保存名称' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '删除此清单' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '全部下单' })).toBeVisible();

    const forged = await page.request.post(page.url(), { form: { intent: 'rename', name: '改名' }, maxRedirects: 0 });
    expect(forged.status()).toBe(302);
    await page.reload();
    await expect(heading).toBeVisible();
    await expectToast(page, '采购员只能修改自己创建的清单', 'alert');
  });

  test('another company’s list and its export are the 404 page', async ({ page }) => {
    const token = await apiToken(page.request, 'demo');
    const mine = (await (await page.request.get('/rest/purchaseList/my', { params: { token } })).json()) as Envelope<
      { id: number }[]
    >;
    const listId = mine.data[0]!.id;
    await logIn(page, 'other', 'Other12345');
    const response = await page.goto(`/userCenter/purchaseLists/${listId}`);
    expect(response!.status()).toBe(404);
    expect((await page.request.get(`/userCenter/purchaseLists/${listId}/export/xlsx`)).status()).toBe(404);
  });

  test('the corporate page offers the company’s lists beside its past goods', async ({ page }) => {
    await logIn(page, 'demo');
    await page.goto('/home/jtcg/4');
    const lists = page.getByRole('navigation', { name: '公司的常购清单' });
    await lists.getByRole('link', { name: '办公室月度补货' }).click();
    await expect(page.getByRole('heading', { name: '常购清单：办公室月度补货', level: 1 })).toBeVisible();
  });

  test('staff see a company’s lists on its console page', async ({ page }) => {
    await staffLogIn(page, 'staff_viewer');
    await page.goto('/admin/companies?q=demo');
    await page.getByRole('link', { name: '示例科技有限公司' }).first().click();
    const lists = page.getByRole('region', { name: '常购清单' });
    await expect(lists.getByRole('table')).toContainText('办公室月度补货');
    await expect(lists.getByRole('table')).toContainText('车间常用紧固件');
  });

  test('reflows at 320 px: the lists and a list scroll only inside their tables', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await logIn(page, 'demo');
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto('/userCenter/purchaseLists');
    expect(await wide()).toBeLessThanOrEqual(320);
    await page.getByRole('link', { name: '办公室月度补货' }).click();
    await expect(page.getByRole('heading', { name: '常购清单：办公室月度补货', level: 1 })).toBeVisible();
    expect(await wide()).toBeLessThanOrEqual(320);
  });
});
