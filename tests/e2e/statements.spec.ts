import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { logIn } from './support.ts';

/**
 * Statements, with JavaScript on and off, on the demo company's last month (the seed:
 * three credit orders received, the statement sent and awaiting confirmation). These steps read and
 * are refused; they leave the statement as it is, so the console's tests find it too.
 */
test('the main account reads last month’s statement, downloads it, and a difference needs its amount and reason', async ({
  page,
}) => {
  await logIn(page, 'demo');
  await page.goto('/userCenter/bill');
  await expect(page.getByRole('heading', { level: 1, name: '对账单' })).toBeVisible();
  const row = page.getByRole('row', { name: /DZ\d{6}/ }).first();
  await expect(row.getByText('待确认')).toBeVisible();
  await expectNoSeriousViolations(page, 'statement list');
  await row.getByRole('link', { name: /^查看对账单/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^对账单 DZ\d{6}/ })).toBeVisible();

  // Three orders, each with its goods and its subtotal, and the total.
  const lines = page.getByRole('table', { name: /对账明细/ });
  await expect(lines.getByText(/^订单 CG\d+ 小计$/)).toHaveCount(3);
  await expect(lines.getByRole('rowheader', { name: '对账金额' })).toBeVisible();
  await expectNoSeriousViolations(page, 'statement');

  // Each version downloads as PDF, XLSX and CSV (the CSV with its byte-order mark).
  for (const [format, type] of [
    ['PDF', 'application/pdf'],
    ['XLSX', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['CSV', 'text/csv'],
  ] as const) {
    const href = await page.getByRole('link', { name: `下载第1版 ${format}` }).getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.headers()['content-type']).toContain(type);
    // Nothing in a download may run, even opened on its own; only the PDF is shown rather than saved.
    expect(file.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    expect(file.headers()['content-disposition']).toMatch(format === 'PDF' ? /^inline;/ : /^attachment;/);
    if (format === 'CSV') expect((await file.body()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  }

  // A difference needs its amount, and then its reason; nothing changes meanwhile. The refusal is
  // waited for by its whole text: the form's hint says 请填写差异金额 too, and a test that took the hint
  // for the refusal typed and submitted again while the first submit was still on its way, whose
  // answer then put its own refusal back over the second's.
  const confirm = page.getByRole('form', { name: '确认对账单' });
  await confirm.getByRole('button', { name: '提交差异' }).click();
  await expect(confirm.getByText('请填写差异金额（对账单多算为正数，少算为负数）').first()).toBeVisible();
  await confirm.getByLabel('差异金额（元）').fill('12.50');
  await confirm.getByRole('button', { name: '提交差异' }).click();
  await expect(confirm.getByText('有差异时请填写差异原因').first()).toBeVisible();
  await confirm.getByLabel('差异金额（元）').fill('12.505');
  await confirm.getByLabel('差异原因').fill('运费重复计算');
  await confirm.getByRole('button', { name: '提交差异' }).click();
  await expect(confirm.getByText('差异金额（元）须为金额，最多2位小数').first()).toBeVisible();
  await page.goto('/userCenter/bill');
  await expect(
    page
      .getByRole('row', { name: /DZ\d{6}/ })
      .first()
      .getByText('待确认'),
  ).toBeVisible();
});

test('a purchaser has no statements; another company sees none of the demo company’s', async ({ page }) => {
  await logIn(page, 'demo_buyer');
  await page.goto('/userCenter/index');
  await expect(page.getByRole('link', { name: '对账单' })).toHaveCount(0);
  await logIn(page, 'other', 'Other12345');
  await page.goto('/userCenter/bill');
  await expect(page.getByText(/暂无对账单/)).toBeVisible();
});
