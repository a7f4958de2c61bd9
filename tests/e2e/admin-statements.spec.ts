import Database from 'better-sqlite3';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures.ts';
import { monthBefore, shanghaiMoment, shanghaiMonth } from '../../common/time.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { sentContract, signContract } from './contracts-support.ts';
import { apiGet, apiPost, apiToken, setUpDelivery, stockedGoods } from './orders-support.ts';
import { registerApprovedCompany, staffLogIn, unique } from './support.ts';
import { shipOrder } from './staff-support.ts';

/**
 * The console's statements, with JavaScript on and off: a finance member finds the
 * seeded statement of 示例科技有限公司 (last month's, sent: 待确认) by its state, reads its lines
 * by order, and downloads it as PDF, XLSX and CSV; the remittances queue opens. Nothing here
 * changes the statement, so the buyer's specs may use it meanwhile. A finance member makes a
 * statement by hand for a company of its own and an ended month.
 */

const COMPANY = '示例科技有限公司';

const menu = (page: Page) => page.getByRole('navigation', { name: '后台导航' });

test('a finance member finds the demo statement, reads its lines and downloads every format', async ({ page }) => {
  await staffLogIn(page, 'staff_finance');
  // The home has the statements' queues.
  await expect(page.getByRole('heading', { level: 2, name: '待确认到账的汇款' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '待发送的对账单' })).toBeVisible();

  await menu(page).getByRole('link', { name: '对账单', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '对账单' })).toBeVisible();
  // Finance may make one: the form offers the approved companies and a month.
  await expect(page.getByRole('heading', { level: 2, name: '生成对账单' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '企业' })).toBeVisible();
  await expect(page.getByLabel('对账月份')).toHaveValue(/^\d{4}-\d{2}$/);
  await expectNoSeriousViolations(page, 'statement list');

  const filters = page.getByRole('form', { name: '筛选' });
  await filters.getByRole('combobox', { name: '状态' }).selectOption({ label: '待确认' });
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/[?&]status=1\b/);
  const row = page.locator('table.console-table tbody tr').filter({ hasText: COMPANY }).first();
  await expect(row).toContainText('待确认');
  const link = row.getByRole('link', { name: /^DZ/ });
  const balanceNum = (await link.textContent())!.trim();
  expect(balanceNum).toMatch(/^DZ/);

  // The list's export carries it.
  const csvList = await page.request.get(`/admin/export/statements?q=${balanceNum}`);
  expect(csvList.status()).toBe(200);
  expect(await csvList.text()).toContain(balanceNum);

  await link.click();
  await expect(page).toHaveURL(/\/admin\/statements\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(balanceNum);
  const facts = page.locator('.console-facts').first();
  await expect(facts).toContainText('待确认');
  await expect(facts).toContainText(COMPANY);

  // Its lines by order: the credit orders, the goods under them, each order's subtotal; then the
  // amount and the balances at the foot of the same table.
  const lines = page.getByRole('region', { name: /对账明细/ });
  await expect(lines.locator('tr.statement-order').first()).toContainText(/订单 \S+/);
  await expect(lines.getByRole('cell', { name: '账期订单', exact: true }).first()).toBeVisible();
  await expect(lines.getByRole('rowheader', { name: /^订单 \S+ 小计$/ }).first()).toBeVisible();
  await expect(lines.getByRole('row', { name: /^期末应付/ })).toContainText(/\d\.\d{2}$/);
  // Sent and awaiting the company, it offers finance no step; its trail is there.
  await expect(page.getByRole('button', { name: '发送对账单' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '操作记录' })).toBeVisible();
  await expectNoSeriousViolations(page, 'statement detail');

  // Every format of the current version, through the console's session.
  const downloads = page.getByRole('region', { name: '下载对账单' });
  const href = async (format: string) =>
    (await downloads
      .getByRole('link', { name: new RegExp(`第\\d+版 ${format}$`) })
      .first()
      .getAttribute('href'))!;
  const pdf = await page.request.get(await href('PDF'));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const xlsx = await page.request.get(await href('XLSX'));
  expect(xlsx.status()).toBe(200);
  expect(xlsx.headers()['content-type']).toContain('spreadsheetml');
  expect((await xlsx.body()).subarray(0, 2).toString()).toBe('PK');
  const csv = await page.request.get(await href('CSV'));
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(balanceNum);
  // A version it does not have, or a format it does not come in, is the 404 page.
  const id = page.url().match(/\/admin\/statements\/(\d+)$/)![1];
  expect((await page.request.get(`/admin/statements/${id}/download/pdf?version=999`)).status()).toBe(404);
  expect((await page.request.get(`/admin/statements/${id}/download/docx`)).status()).toBe(404);

  await menu(page).getByRole('link', { name: '汇款确认', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '汇款确认' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '状态' })).toHaveValue('recorded');
  await expectNoSeriousViolations(page, 'remittances');
});

/**
 * Every control's `form` attribute names a form, and no id is used twice: Conform gives each
 * field its form's id as `form`, so an element before the form with that id takes its fields away.
 */
async function expectFormOwners(page: Page) {
  const wrong = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
    const orphans = [...document.querySelectorAll('[form]')]
      .filter((control) => !(document.getElementById(control.getAttribute('form')!) instanceof HTMLFormElement))
      .map((control) => `${control.getAttribute('name')} → ${control.getAttribute('form')}`);
    return { twice, orphans };
  });
  expect(wrong).toEqual({ twice: [], orphans: [] });
}

/**
 * A company of its own on credit, with a name of its own, whose one credit order was received in
 * `month` (two months back: ended, and no job makes statements for it): what a statement is made
 * from. The shop's clock cannot be moved, so the receipt is dated back in the e2e shop's SQLite
 * file; everything else goes through the shop.
 */
async function creditMonth(request: APIRequestContext, testInfo: TestInfo, month: string) {
  const { suffix } = unique(testInfo);
  const company = await registerApprovedCompany(request, testInfo);
  const token = await apiToken(request, company.username, company.password);
  await setUpDelivery(request, token, company.mobile);
  const contract = await sentContract(request, company.username, 50_000);
  await signContract(request, token, company.mobile, contract.id);
  const goods = await stockedGoods(request, 60);
  const addresses = await apiGet<{ list: { id: number }[] }>(request, token, '/rest/address/my');
  const headers = await apiGet<{ list: { id: number }[] }>(request, token, '/rest/invoiceHeader/my');
  const uuId = await apiPost<number>(request, token, '/rest/order/buyGoods', {
    goodsId: goods.id,
    quantity: goods.quantity,
  });
  const { orderId } = await apiPost<{ orderId: number }>(request, token, '/rest/order/submitOrderBuy', {
    uuId,
    payTypeId: 2,
    consigneeId: addresses.list[0]!.id,
    invoiceHeader: headers.list[0]!.id,
  });
  const { orderNo } = await apiGet<{ orderNo: string }>(request, token, `/rest/order/info/${orderId}`);
  await shipOrder(request, orderNo, '顺丰速运', `SF${orderNo}`);
  await apiPost(request, token, `/rest/order/recevice/${orderId}`);
  const name = `对账测试${suffix}有限公司`;
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? 'data/e2e', 'caigou.sqlite'));
  try {
    db.prepare('UPDATE orders SET receive_time = ? WHERE id = ?').run(shanghaiMoment(year, mon, 15, 10), orderId);
    db.prepare('UPDATE company SET name = ? WHERE id = (SELECT company_id FROM orders WHERE id = ?)').run(
      name,
      orderId,
    );
  } finally {
    db.close();
  }
  return { name, orderNo };
}

test('a finance member makes a statement by hand for a company and an ended month', async ({
  page,
  request,
}, testInfo) => {
  // Signing the contract waits for the once-a-minute SMS limit of the company's mobile.
  test.setTimeout(240_000);
  const month = monthBefore(monthBefore(shanghaiMonth(Date.now())));
  const { name, orderNo } = await creditMonth(request, testInfo, month);

  await staffLogIn(page, 'staff_finance');
  await page.goto('/admin/statements');
  const making = page.getByRole('region', { name: '生成对账单' });
  await expect(making).toBeVisible();
  await expectFormOwners(page);
  const search = making.getByRole('search', { name: '查找对账企业' });
  await search.getByLabel('按企业名称、账号或手机号查找').fill(name);
  await search.getByRole('button', { name: '查找' }).click();
  await expect(page).toHaveURL(/[?&]party=/);
  await making.getByRole('combobox', { name: '企业' }).selectOption({ label: name });
  await making.getByLabel('对账月份').fill(month);
  await expectFormOwners(page);
  await making.getByRole('button', { name: '生成对账单', exact: true }).click();

  // The new statement's page opens, for that company and month, with its order.
  await expect(page).toHaveURL(/\/admin\/statements\/\d+$/);
  await expect(page.getByText('对账单已生成').first()).toBeVisible();
  const facts = page.locator('.console-facts').first();
  await expect(facts).toContainText(name);
  await expect(facts).toContainText(month);
  await expect(page.getByRole('region', { name: /对账明细/ }).first()).toContainText(orderNo);
  await expectFormOwners(page);

  // Made once: the same company and month again is refused on the form, and nothing else is made.
  await page.goto(`/admin/statements?party=${encodeURIComponent(name)}`);
  await making.getByRole('combobox', { name: '企业' }).selectOption({ label: name });
  await making.getByLabel('对账月份').fill(month);
  await making.getByRole('button', { name: '生成对账单', exact: true }).click();
  await expect(making.getByRole('alert').filter({ hasText: `该企业${month}的对账单已生成` })).toBeVisible();
  await page.goto(`/admin/statements?q=${encodeURIComponent(name)}`);
  await expect(page.locator('table.console-table tbody tr').filter({ hasText: name })).toHaveCount(1);
});
