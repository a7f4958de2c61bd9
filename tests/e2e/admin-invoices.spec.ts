import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { staffToken } from './contracts-support.ts';
import {
  apiGet,
  apiPost,
  apiToken,
  placeOrder,
  setUpDelivery,
  stockedGoods,
  type PlacedOrder,
} from './orders-support.ts';
import { jsEnabled, registerApprovedCompany, unique, staffLogIn } from './support.ts';
import { confirmPayment, shipOrder } from './staff-support.ts';
import { moneyToText, parseMoney, type Money } from '../../common/money.ts';

/**
 * The console's invoices, with JavaScript on and off: a finance member opens the
 * 待开票 queue, issues a fully digital invoice (a 20-digit number, no code) with its PDF for an
 * offline-paid order of a company of its own, finds it on the order's page with its file; the
 * same number on another order is refused. An order refunded in part is shown, prefilled and
 * issued at what is left after the refund.
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
    await confirmPayment(request, order.orderNo, `E2E${suffix}${n}`);
    orders.push(order);
  }
  return orders as [PlacedOrder, PlacedOrder];
}

/** A JSON POST with a token, as the after-sale screens and the console send theirs. */
async function postJson<T>(request: APIRequestContext, token: string, path: string, body: Record<string, unknown>) {
  const response = await request.post(path, { params: { token }, data: { ...body, token } });
  const reply = (await response.json()) as { code: number; msg: string; data: T };
  expect(reply.code, `${path}: ${reply.msg}`).toBe(0);
  return reply.data;
}

/**
 * An offline order of two lots of a company of its own, paid, shipped and received, one unit of
 * it returned and refunded through the after-sale console: the order, and what it paid and got back
 * in fen-exact yuan text.
 */
async function partlyRefundedOrder(request: APIRequestContext, testInfo: TestInfo) {
  const { suffix } = unique(testInfo);
  const company = await registerApprovedCompany(request, testInfo);
  const token = await apiToken(request, company.username, company.password);
  await setUpDelivery(request, token, company.mobile);
  const goods = await stockedGoods(request, 50);
  const order = await placeOrder(request, token, { ...goods, quantity: goods.quantity * 2 });
  await confirmPayment(request, order.orderNo, `E2ER${suffix}`);
  await shipOrder(request, order.orderNo, '顺丰速运', `SF${order.orderNo}`);
  await apiPost(request, token, `/rest/order/recevice/${order.orderId}`);
  const info = await apiGet<{ actualPayAmount: number; orderDetailList: { id: number }[] }>(
    request,
    token,
    `/rest/order/info/${order.orderId}`,
  );
  const addresses = await apiGet<{ list: { id: number }[] }>(request, token, '/rest/address/my');
  const id = await postJson<number>(request, token, '/rest/aftersale/submit', {
    orderItemId: info.orderDetailList[0]!.id,
    afterSaleType: '1',
    goodsQuantity: 1,
    reason: 'quality',
    goodsStatus: '2',
    applyEvidence: '0',
    refundType: '1',
    returnType: '1',
    addressId: addresses.list[0]!.id,
    remark: '多订了一件',
  });
  const staffTokens = {
    service: await staffToken(request, 'staff_service'),
    warehouse: await staffToken(request, 'staff_warehouse'),
    finance: await staffToken(request, 'staff_finance'),
  };
  const detail = () =>
    apiGet<{ status: number; refundableAmount: number }>(request, staffTokens.finance, `/rest/staff/afterSales/${id}`);
  const step = async (action: string, role: keyof typeof staffTokens, body: Record<string, unknown> = {}) =>
    postJson(request, staffTokens[role], `/rest/staff/afterSales/${id}/${action}`, {
      seen: String((await detail()).status),
      ...body,
    });
  await step('approve', 'service');
  await postJson(request, token, `/rest/aftersale/shipBack/${id}`, { carrier: '中通快递', trackingNo: `ZT${suffix}` });
  await step('receive', 'warehouse', { note: '完好' });
  const refund = parseMoney((await detail()).refundableAmount)!;
  await step('refund', 'finance', { amount: moneyToText(refund, 2), date: today(), serial: `RF${suffix}` });
  const paid = parseMoney(info.actualPayAmount)!;
  expect(refund).toBeGreaterThan(0);
  expect(refund).toBeLessThan(paid);
  return { order, paid: moneyToText(paid, 2), left: moneyToText((paid - refund) as Money, 2) };
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
  // Two orders placed, paid and confirmed before the console's part: half a minute on a quiet machine.
  test.slow();
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
  await expect(page.locator('.console-facts')).toContainText(due);
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

test('an order refunded in part is shown, prefilled and issued at what is left after the refund', async ({
  page,
  request,
}, testInfo) => {
  const { order, paid, left } = await partlyRefundedOrder(request, testInfo);
  const number = invoiceNumber(testInfo);

  await staffLogIn(page, 'staff_finance');
  // The order's page says what is left to invoice, not what was paid.
  await page.goto(`/admin/orders/${order.orderId}`);
  const invoices = page.getByRole('region', { name: '发票', exact: true });
  await expect(invoices).toContainText(`待开票金额：¥${left}（已扣除退款）`);

  // So does its row in the queue.
  await page.goto('/admin/invoices');
  const row = page.getByRole('region', { name: '待开票订单' }).getByRole('row').filter({ hasText: order.orderNo });
  await expect(row).toContainText(left);
  await expect(row).not.toContainText(paid);
  await row.getByRole('link', { name: /^开票/ }).click();

  // The form starts from it, and issuing it as shown is taken.
  await expect(page).toHaveURL(new RegExp(`/admin/invoices/issue\\?target=order&targetId=${order.orderId}$`));
  await expect(page.getByLabel('价税合计（元）')).toHaveValue(left);
  await expect(page.locator('.console-facts')).toContainText(left);
  await fillInvoice(page, number);
  await page.getByRole('button', { name: '开具发票', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.orderId}$`));
  await expect(page.getByText('发票已开具').first()).toBeVisible();
  const listed = invoices.getByRole('row').filter({ hasText: number });
  await expect(listed).toContainText(left);
  await expect(invoices).not.toContainText('待开票金额');
});

/** Today in Shanghai, as the form fills the issue date. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
}
