import ExcelJS from 'exceljs';
import { VOUCHER_LAYOUTS } from '../../common/areas/vouchers/index.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { expect, test } from './fixtures.ts';
import { logIn } from './support.ts';

/**
 * ERP vouchers in the browser, with JavaScript on and off: the demo company's main account opens
 * 凭证设置, is refused a malformed account code (focus on that field, the first invalid one), saves,
 * and reads who saved; then downloads last month's statement as a 金蝶 KIS voucher from the
 * statement's page, whose workbook opens with the KIS header row and balances. Only the header and
 * the balance are checked: the js and no-js runs save the same company's settings side by side.
 */
test('the main account saves its voucher settings after a refusal and downloads the demo statement as a KIS voucher', async ({
  page,
}, testInfo) => {
  await logIn(page, 'demo');
  // The settings are found beside the statement's voucher links.
  await page.goto('/userCenter/bill');
  await page
    .getByRole('row', { name: /DZ\d{6}/ })
    .first()
    .getByRole('link', { name: /^查看对账单/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^对账单 DZ\d{6}/ })).toBeVisible();
  await expect(page).toHaveURL(/\/userCenter\/bill\/\d+$/);
  const statementUrl = page.url();
  await page
    .getByRole('navigation', { name: '下载本对账单的凭证导入文件' })
    .getByRole('link', { name: '凭证设置' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '凭证设置' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '凭证字' })).toHaveValue(/\S/);
  await expectNoSeriousViolations(page, 'voucher settings');

  const goods = page.getByRole('textbox', { name: '库存商品/费用科目代码' });
  await goods.fill('14O5');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('库存商品/费用科目代码只能是数字').first()).toBeVisible();
  await expect(goods).toBeFocused();

  await goods.fill('1405');
  await page.getByRole('textbox', { name: '制单人' }).fill(`e2e-${testInfo.project.name}`);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '凭证设置已保存' }).first()).toBeVisible();
  await expect(page.getByText(/^由 demo 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 保存$/)).toBeVisible();

  await page.goto(statementUrl);
  await expect(page.getByRole('heading', { level: 1, name: /^对账单 DZ\d{6}/ })).toBeVisible();
  const link = page.getByRole('link', { name: /^下载DZ\d+的金蝶 KIS凭证$/ });
  await expect(page.getByRole('link', { name: /^下载DZ\d+的用友 U8凭证$/ })).toBeVisible();
  const file = await page.request.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('spreadsheetml');
  const bytes = await file.body();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(VOUCHER_LAYOUTS.kis.columns.map((column) => column.header));
  const debit = header.indexOf('借方金额') + 1;
  const credit = header.indexOf('贷方金额') + 1;
  let debits = 0;
  let credits = 0;
  for (let row = 2; row <= sheet.rowCount; row++) {
    debits += Math.round(Number(sheet.getRow(row).getCell(debit).value) * 100);
    credits += Math.round(Number(sheet.getRow(row).getCell(credit).value) * 100);
  }
  expect(sheet.rowCount).toBeGreaterThanOrEqual(3);
  expect(debits).toBeGreaterThan(0);
  expect(debits).toBe(credits);
});
