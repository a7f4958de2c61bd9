import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { apiToken, placeOrder, setUpDelivery, stockedGoods, type PlacedOrder } from './orders-support.ts';
import { jsEnabled, registerApprovedCompany, staff, unique, staffLogIn } from './support.ts';

/**
 * The console's invoices (issue 16), with JavaScript on and off: a finance member opens the
 * 待开票 queue, issues a fully digital invoice (a 20-digit number, no code) with its PDF for an
 * offline-paid order of a company of its own, finds it on the order's page with its file; the
 * same number on another order is refused.
 */

/** The smallest file the backend reads as a PDF (by its content, not its name). */
const pdf = () => ({
  name: 'invoice.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
});

/** A 20-digit invoice number of this run and project: the project's digit, the time, zeros. */
function invoiceNumber(testInfo: TestInfo): string {
  const project = jsEnabled(testInfo) ? '5' : '7';
  return `${project}${testInfo.workerIndex % 10}${Date.now()}`.padEnd(20, '0').slice(0, 20);
}

/** Two offline orders of a company of its own, their transfers confirmed by staff. */
async function paidOrders(request: Parameters<typeof registerApprovedCompany>[0], testInfo: TestInfo) {
  const { suffix } = unique(testInfo);
  const company = await registerApprovedCompany(request, testInfo);
  const token = await apiToken(request, company.username, company.password);
  await setUpDelivery(request, token, company.mobile);
  const goods = await stockedGoods(request, 50);
  const orders: PlacedOrder[] = [];
  for (const n of [1, 2]) {
    const order = await placeOrder(request, token, goods);
    staff('confirm-payment', order.orderNo, '--serial', `E2E${suffix}${n}`);
    orders.push(order);
  }
  return orders as [PlacedOrder, PlacedOrder];
}

/** Fills the invoice form as issued by the tax system: a fully digital number, the PDF; the rest as given. */
async function fillInvoice(page: Page, number: string) {
  await page.getByLabel('发票号码').fill(number);
  await page.getByLabel('发票文件').setInputFiles(pdf());
}

test('a finance member issues an invoice for an offline-paid order; its number cannot be used twice', async ({
  page,
  request,
}, testInfo) => {
  const js = jsEnabled(testInfo);
  const [first, second] = await paidOrders(request, testInfo);
  const number = invoiceNumber(testInfo);

  await staffLogIn(page, 'staff_finance');
  await expect(page.getByRole('heading', { level: 2, name: '待开票的订单和对账单' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '待开红字发票的退款' })).toBeVisible();

  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '发票', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: '发票' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '待开票对账单（合并开票）' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '待开红字发票的退款' })).toBeVisible();
  await expectNoSeriousViolations(page, 'invoice queue');

  // The order waits in the first part, with a link to its page and one to issue its invoice.
  const row = page.getByRole('region', { name: '待开票订单' }).getByRole('row').filter({ hasText: first.orderNo });
  await expect(row).toContainText('增值税普通发票');
  await expect(row.getByRole('link', { name: first.orderNo, exact: true })).toHaveAttribute(
    'href',
    `/admin/orders/${first.orderId}`,
  );
  await row.getByRole('link', { name: /^开票/ }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/invoices/issue\\?target=order&targetId=${first.orderId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.orderNo);
  // The type the order asked for, 13% and the amount due are filled in; the date is today.
  await expect(page.getByRole('radio', { name: '增值税普通发票' })).toBeChecked();
  await expect(page.getByLabel('税率（%）')).toHaveValue('13');
  const amount = page.getByLabel('价税合计（元）');
  await expect(amount).toHaveValue(/^\d+\.\d{2}$/);
  await expect(page.getByLabel('开票日期')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.locator('input[type="file"][name="file"]')).toHaveAttribute('accept', '.pdf,.ofd,.xml');
  // With JavaScript the split into amount and tax shows as the total is typed.
  const due = await amount.inputValue();
  await expect(page.locator('.desk-facts')).toContainText(due);
  if (js) {
    await amount.fill('113.00');
    await expect(page.getByText('金额100.00元，税额13.00元')).toBeVisible();
    await amount.fill(due);
  }
  await expectNoSeriousViolations(page, 'issue an invoice');

  await fillInvoice(page, number);
  await page.getByRole('button', { name: '开具发票', exact: true }).click();

  // Back on the order's page, with the toast, and the invoice listed with its file.
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${first.orderId}$`));
  await expect(page.getByText('发票已开具').first()).toBeVisible();
  const invoices = page.getByRole('region', { name: '发票', exact: true });
  const listed = invoices.getByRole('row').filter({ hasText: number });
  await expect(listed).toContainText('蓝字发票');
  await expect(listed).toContainText('增值税普通发票');
  await expect(listed).toContainText(today());
  await expect(listed).toContainText(due);
  // Invoiced, it is no longer offered.
  await expect(invoices.getByRole('link', { name: '开具发票' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '操作记录' })).toContainText('开具发票');
  await expectNoSeriousViolations(page, 'order with its invoice');

  const file = await page.request.get((await listed.getByRole('link', { name: /^PDF/ }).getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Nor is it in the queue any more.
  await page.goto('/admin/invoices');
  await expect(page.getByRole('region', { name: '待开票订单' }).getByText(first.orderNo)).toHaveCount(0);

  // The same number on another order is refused, on the form.
  await page.goto(`/admin/invoices/issue?target=order&targetId=${second.orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(second.orderNo);
  await fillInvoice(page, number);
  await page.getByRole('button', { name: '开具发票', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '该发票号码已开具过' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/invoices\/issue\?/);
  await page.goto(`/admin/orders/${second.orderId}`);
  await expect(page.getByRole('region', { name: '发票', exact: true })).toContainText('尚未开具发票');
});

/** Today in Shanghai, as the form fills the issue date. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
}
