import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { staffLogIn } from './support.ts';

/**
 * The console's statements (issue 16), with JavaScript on and off: a finance member finds the
 * seeded statement of 示例科技有限公司 (last month's, sent: 待确认) by its state, reads its lines
 * by order, and downloads it as PDF, XLSX and CSV; the remittances queue opens. Nothing here
 * changes the statement, so the buyer's specs may use it meanwhile.
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
  const row = page.locator('table.desk-table tbody tr').filter({ hasText: COMPANY }).first();
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
  const facts = page.locator('.desk-facts').first();
  await expect(facts).toContainText('待确认');
  await expect(facts).toContainText(COMPANY);

  // Its lines by order: the credit orders, the goods under them, each order's subtotal.
  const lines = page.getByRole('region', { name: /对账明细/ });
  await expect(lines.locator('tr.statement-order').first()).toContainText(/订单 \S+/);
  await expect(lines.getByRole('cell', { name: '账期订单', exact: true }).first()).toBeVisible();
  await expect(lines.getByRole('rowheader', { name: '订单小计' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: '合计' })).toContainText('期末应付');
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
