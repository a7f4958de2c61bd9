import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { logIn } from './support.ts';

/**
 * 发票详情, with JavaScript on and off: a credit order of last month (the seed) shows its
 * step bar — placed, paid, shipped and received with their dates, invoicing still waiting for its
 * statement — and the header it was placed with.
 */
test('an order’s invoice details show the step bar and wait for the month’s statement', async ({ page }) => {
  await logIn(page, 'demo');
  await page.goto('/userCenter/bill');
  await page
    .getByRole('link', { name: /^查看对账单/ })
    .first()
    .click();
  const orderNo = (await page
    .getByText(/^订单 CG\d+ 小计$/)
    .first()
    .textContent())!.match(/CG\d+/)![0];
  await page.goto(`/userCenter/order?orderNo=${orderNo}`);
  await page.getByRole('link', { name: '查看详情' }).first().click();
  await page.getByRole('link', { name: '发票详情' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `发票详情 ${orderNo}` })).toBeVisible();
  const steps = page.getByRole('list', { name: '订单与开票进度' });
  await expect(steps.getByRole('listitem')).toHaveCount(6);
  await expect(steps.getByRole('listitem').filter({ hasText: '开票' })).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByRole('listitem').filter({ hasText: '收货' })).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText('待开票').first()).toBeVisible();
  await expect(page.getByText('示例科技有限公司').first()).toBeVisible();
  await expect(page.getByText(/随月度对账单合并开票/)).toBeVisible();
  await expectNoSeriousViolations(page, 'invoice details');
});
