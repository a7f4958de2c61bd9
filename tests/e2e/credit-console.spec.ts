import { expect, test } from './fixtures.ts';
import { staffLogIn } from './support.ts';

/**
 * The console's credit list, with JavaScript on and off: finance opens it from the menu, reads each
 * company's 授信额度, 已用额度 and 可用额度 as the ledger sums them, narrows it to the companies
 * owing, exports it, and opens a company from its row.
 */
test("finance reads every company's credit, narrows it to those owing and opens one", async ({ page }) => {
  await staffLogIn(page, 'staff_finance');
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '账期额度' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '账期额度' })).toBeVisible();
  const table = page.getByRole('table');
  for (const header of ['企业', '授信额度', '已用额度', '可用额度', '超出额度', '最近变动'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  const demo = table.getByRole('row').filter({ has: page.getByRole('link', { name: '示例科技有限公司' }) });
  await expect(demo.getByRole('cell').first()).toHaveText(/^\d+\.\d{2}$/);

  await page.getByLabel('状态').selectOption({ label: '有欠款' });
  await page.getByLabel('搜索', { exact: true }).fill('示例科技');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/status=inUse/);
  await expect(table.getByRole('link', { name: '示例科技有限公司' })).toBeVisible();

  const csv = await page.request.get('/admin/export/credit?status=inUse');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.body()).toString('utf8')).toContain('示例科技有限公司');

  await table.getByRole('link', { name: '示例科技有限公司' }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('示例科技有限公司');
});
