import { expect, test, type Page } from './fixtures.ts';
import { jsEnabled, logIn, pngFile, staffLogIn } from './support.ts';

/**
 * A month on credit, end to end (the whole credit cycle), with JavaScript on and off: the company's
 * last month (three credit orders received, the statement sent) is disputed by its main account,
 * the difference accepted by finance, the statement invoiced, a remittance recorded with its voucher
 * image, its receipt confirmed and the reconciliation closed — and the credit is all free again.
 * Each project walks its own company (the seed's 华东 and 华南), so the two never meet.
 */
const WALKERS = {
  js: { username: 'huadong', company: '华东精密制造有限公司' },
  'no-js': { username: 'huanan', company: '华南五金贸易有限公司' },
} as const;

/** A unique 20-digit number for a fully digital invoice, per run and project. */
const invoiceNumber = (js: boolean) => `${js ? 1 : 2}${String(Date.now()).padStart(19, '0')}`.slice(0, 20);

const stateOf = (page: Page) =>
  page
    .getByRole('definition')
    .filter({ hasText: /^(待确认|已确认|已驳回|已上传发票|待汇款|已汇款|已确认收款|对账完成|已逾期)$/ })
    .first();

test('a month on credit: dispute, accepted difference, invoice, remittance with a voucher, receipt, credit free again', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = jsEnabled(testInfo);
  const walker = WALKERS[js ? 'js' : 'no-js'];

  // The buyer disputes one line: ¥10.00 of freight counted twice.
  await logIn(page, walker.username);
  await page.goto('/userCenter/bill');
  await page
    .getByRole('row', { name: /DZ\d+/ })
    .first()
    .getByRole('link', { name: /^查看对账单/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^对账单 DZ\d+/ })).toBeVisible();
  const balanceNum = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/DZ\d+/)![0];
  const statementUrl = new URL(page.url()).pathname;
  await page
    .getByRole('checkbox', { name: /^标记 CG\d+ 账期订单 有异议$/ })
    .first()
    .check();
  const confirm = page.getByRole('form', { name: '确认对账单' });
  await confirm.getByLabel('差异金额（元）').fill('10.00');
  await confirm.getByLabel('差异原因').fill('运费重复计算');
  await confirm.getByRole('button', { name: '提交差异' }).click();
  await expect(page.getByText('已提交差异，我们会尽快核实').first()).toBeVisible();
  await expect(stateOf(page)).toHaveText('已驳回');
  // Nothing is invoiced yet, and the statement says when it will be.
  await expect(page.getByRole('table', { name: '已开发票' })).toContainText('尚未开票');

  // Finance accepts the difference: a second version, ¥10.00 less, confirmed.
  await staffLogIn(page, 'staff_finance');
  await page.goto(`/admin/statements?q=${balanceNum}`);
  await page.getByRole('link', { name: balanceNum }).first().click();
  await page.getByRole('button', { name: '接受差异并确认' }).click();
  await expect(page.getByText('已按差异调整并确认').first()).toBeVisible();

  // Finance invoices the confirmed statement from the 待开票 queue.
  await page.goto('/admin/invoices');
  await page
    .getByRole('row', { name: new RegExp(balanceNum) })
    .getByRole('link', { name: /开票/ })
    .click();
  const invoiceNo = invoiceNumber(js);
  await page.getByLabel('发票号码').fill(invoiceNo);
  await page.getByLabel('发票文件').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
  });
  await page.getByRole('button', { name: /^开具/ }).click();
  await expect(page.getByText('发票已开具').first()).toBeVisible();

  // The buyer's statement shows the invoice issued for it: number, date, amount, and its file.
  await logIn(page, walker.username);
  await page.goto(statementUrl);
  const amount = (await page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText('对账金额', { exact: true }) })
    .getByRole('definition')
    .textContent())!.trim();
  const issued = page.getByRole('table', { name: '已开发票' }).getByRole('row', { name: new RegExp(invoiceNo) });
  await expect(issued).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(issued.getByRole('cell', { name: amount, exact: true })).toHaveCount(1);
  const file = issued.getByRole('link', { name: `查看发票${invoiceNo}（PDF）` });
  await expect(file).toHaveAttribute('href', /^\/userCenter\/invoice\/file\/\d+$/);
  expect((await page.request.get((await file.getAttribute('href'))!)).headers()['content-type']).toContain(
    'application/pdf',
  );

  // The buyer records the remittance of what is left, with its voucher image.
  await page.goto(`${statementUrl}/remit`);
  await page.getByLabel('付款账号').fill('6222 0202 0202 0202 020');
  await page.getByLabel('银行流水号').fill(`HK${Date.now()}${js ? 'J' : 'N'}`);
  const slot = page.getByRole('group', { name: '汇款凭证' });
  await slot.getByLabel('选择图片').setInputFiles(await pngFile('voucher'));
  if (js) await expect(slot.getByRole('img')).toBeVisible();
  await page.getByRole('button', { name: '提交汇款信息' }).click();
  await expect(page.getByText('汇款已登记，财务确认到账后恢复额度').first()).toBeVisible();
  await expect(stateOf(page)).toHaveText('已汇款');

  // Finance confirms the receipt and closes the reconciliation.
  await staffLogIn(page, 'staff_finance');
  await page.goto('/admin/remittances');
  await page
    .getByRole('row', { name: new RegExp(balanceNum) })
    .getByRole('button', { name: /确认到账/ })
    .click();
  await expect(page.getByText('已确认到账，额度已恢复').first()).toBeVisible();
  await page.goto(`/admin/statements?q=${balanceNum}`);
  await page.getByRole('link', { name: balanceNum }).first().click();
  await page.getByRole('button', { name: '完成对账' }).click();
  await expect(page.getByText('对账完成').first()).toBeVisible();

  // The credit is all free again: the remittance repaid it, the accepted difference was settled.
  await logIn(page, walker.username);
  await page.goto('/userCenter/credit');
  await expect(page.getByRole('definition').nth(1)).toHaveText('¥0.00');
  await expect(page.getByRole('row').filter({ hasText: '对账单回款' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: '对账差额结清' })).toHaveCount(1);
  // Each names its document, the statement, and opens it.
  for (const kind of ['对账单回款', '对账差额结清'])
    await expect(
      page.getByRole('row').filter({ hasText: kind }).getByRole('link', { name: balanceNum, exact: true }),
    ).toHaveAttribute('href', statementUrl);
  await page.goto(statementUrl);
  await expect(stateOf(page)).toHaveText('对账完成');
});
