import type { APIRequestContext, Page } from '@playwright/test';
import type { FillOrder } from '../../common/areas/orders/order-types.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { expect, test } from './fixtures.ts';
import { apiPost, apiToken, setUpDelivery, stockedGoods } from './orders-support.ts';
import { logIn, registerApprovedCompany, unique } from './support.ts';

/**
 * Approval rules in the browser, with JavaScript on and off, on a company of the test's own: its
 * main account sets the rule 「金额超过设定值才需审批」 (a refusal first, which puts focus on the
 * amount); its purchaser's small purchase becomes an order at once, a large one waits; its approver
 * approves it by keyboard; the main account reads the decision in the audit trail. axe scans both
 * new screens.
 */

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

/** Ends whatever session the page has and logs in as another account of the company. */
async function switchTo(page: Page, username: string, password: string) {
  await page.context().clearCookies();
  await logIn(page, username, password);
}

async function settlement(request: APIRequestContext, token: string, goodsId: number, quantity: number) {
  const uuId = await apiPost<number>(request, token, '/rest/order/buyGoods', { goodsId, quantity });
  const fill = await apiPost<FillOrder>(request, token, '/rest/order/fillOrder', { uuId });
  return { uuId, total: fill.totalAmount };
}

test('the main account sets 「above an amount」; a small purchase is an order at once, a large one waits, approved by keyboard and in the audit trail', async ({
  page,
  request,
}, testInfo) => {
  const company = await registerApprovedCompany(request, testInfo);
  const mainToken = await apiToken(request, company.username, company.password);
  await setUpDelivery(request, mainToken, company.mobile);
  const { suffix } = unique(testInfo);
  const approver = { username: `appr${suffix}`, password: 'Appr12345', mobile: `136${suffix}` };
  const buyer = { username: `buy${suffix}`, password: 'Buy12345', mobile: `139${suffix}` };
  for (const [account, accountType] of [
    [approver, 1],
    [buyer, 2],
  ] as const) {
    await apiPost(request, mainToken, '/rest/customer/addAccount', {
      username: account.username,
      accountType,
      linkman: accountType === 1 ? '审批人' : '采购员',
      mobile: account.mobile,
      email: `${account.username}@example.com`,
      password: account.password,
      confirmPassword: account.password,
    });
  }
  const buyerToken = await apiToken(request, buyer.username, buyer.password);
  const goods = await stockedGoods(request, 40);
  const small = await settlement(request, buyerToken, goods.id, goods.quantity);
  const large = await settlement(request, buyerToken, goods.id, goods.quantity * 3);
  const huge = await settlement(request, buyerToken, goods.id, goods.quantity * 6);
  const amount = (small.total * 2).toFixed(2);
  const limit = (small.total * 4).toFixed(2);

  // The main account: the rule's screen from the user centre's menu, a refusal, then the rule.
  await logIn(page, company.username, company.password);
  await page.goto('/userCenter/index');
  await page.getByRole('navigation', { name: '用户中心' }).getByRole('link', { name: '审批规则' }).click();
  await expect(page.getByRole('heading', { name: '审批规则', level: 1 })).toBeVisible();
  await expect(page.getByText('当前规则：采购员的每张采购单都需审批')).toBeVisible();
  await expectNoSeriousViolations(page, 'approval rule');
  await page.getByRole('radio', { name: '金额超过设定值才需审批' }).check();
  await page.getByRole('button', { name: '保存规则' }).click();
  const amountField = page.getByRole('textbox', { name: '审批金额（元）' });
  await expect(page.getByText('请填写审批金额').first()).toBeVisible();
  await expect(amountField).toBeFocused();
  await page.getByRole('radio', { name: '金额超过设定值才需审批' }).check();
  await amountField.fill(amount);
  await page.getByRole('textbox', { name: '审批人额度（元，选填）' }).fill(limit);
  await page.getByRole('button', { name: '保存规则' }).click();
  await expectToast(page, '审批规则已保存');
  await expect(
    page.getByText(`当前规则：采购单金额超过 ¥${amount} 时需审批；审批人可审批 ¥${limit} 以内，超出需主账号审批`),
  ).toBeVisible();

  // The purchaser: told beforehand, the small purchase becomes an order to pay at once.
  await switchTo(page, buyer.username, buyer.password);
  await page.goto(`/container/getOrderInfo/${small.uuId}`);
  await expect(page.getByText('按公司的审批规则，本单无需审批：提交后直接生成订单。')).toBeVisible();
  await page.getByRole('radio', { name: '线下支付' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/container\/pay\/\d+$/);
  await expectToast(page, '下单成功');

  // The large one waits for a reviewer.
  await page.goto(`/container/getOrderInfo/${large.uuId}`);
  await expect(page.getByText('提交后采购单将由审核员或主账号审核')).toBeVisible();
  await page.getByRole('radio', { name: '线下支付' }).check();
  await page.getByRole('button', { name: '提交采购审核' }).click();
  await expect(page).toHaveURL(/\/userCenter\/purchase$/);
  await expectToast(page, '采购单已提交审核');
  const batch = (await apiPost<{ batch: string }>(request, buyerToken, `/rest/order/purchase/info/${large.uuId}`))
    .batch;

  // Above the approvers' limit: only the main account may decide, and the purchaser is told so.
  await page.goto(`/container/getOrderInfo/${huge.uuId}`);
  await expect(page.getByText('本单需主账号审批')).toBeVisible();
  await page.getByRole('radio', { name: '线下支付' }).check();
  await page.getByRole('button', { name: '提交采购审核' }).click();
  await expectToast(page, '采购单已提交审核');
  const hugeBatch = (await apiPost<{ batch: string }>(request, buyerToken, `/rest/order/purchase/info/${huge.uuId}`))
    .batch;
  await expect(page.getByRole('row').filter({ hasText: hugeBatch })).toContainText('需主账号审批');

  // The approver approves it by keyboard: the button focused, then Enter.
  await switchTo(page, approver.username, approver.password);
  await page.goto('/userCenter/purchase');
  await expect(page.getByRole('link', { name: `查看 ${hugeBatch}` })).toHaveCount(0);
  expect((await page.goto(`/container/getPurchaseInfo/${huge.uuId}`))?.status()).toBe(404);
  await page.goto('/userCenter/purchase');
  await page.getByRole('link', { name: `查看 ${batch}` }).click();
  await expect(page.getByRole('heading', { name: '采购单审核', level: 1 })).toBeVisible();
  const approve = page.getByRole('button', { name: '审核通过' });
  await approve.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/userCenter\/purchase$/);
  await expectToast(page, '采购单已审核通过');

  // The main account sees the one above the limit as its own to decide.
  await switchTo(page, company.username, company.password);
  await page.goto(`/container/getPurchaseInfo/${huge.uuId}`);
  await expect(page.getByText('需主账号审批')).toBeVisible();
  await expect(page.getByRole('button', { name: '审核通过' })).toBeVisible();

  // The main account reads the approval in the audit trail, newest first, and filters it.
  await page.goto('/userCenter/approvalRules');
  await page.getByRole('link', { name: '查看审计记录' }).click();
  await expect(page.getByRole('heading', { name: '审计记录', level: 1 })).toBeVisible();
  const rows = page.getByRole('region', { name: '审计记录表' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(
    `${approver.username}审核通过了采购单 ${batch}（¥${large.total.toFixed(2)}）`,
  );
  await expect(rows.nth(2)).toContainText(`${company.username}修改了审批规则`);
  await expectNoSeriousViolations(page, 'audit trail');
  await page.getByRole('combobox', { name: '类别' }).selectOption('approvalRuleChanged');
  await page.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/kind=approvalRuleChanged/);
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('link', { name: '导出 CSV' })).toHaveAttribute(
    'href',
    /\/userCenter\/auditTrail\/export\/csv\?kind=approvalRuleChanged/,
  );
});

test('a sub-account does not find the rule or the audit trail in its menu, and is refused them', async ({ page }) => {
  await logIn(page, 'demo_approver');
  await page.goto('/userCenter/index');
  const menu = page.getByRole('navigation', { name: '用户中心' });
  await expect(menu.getByRole('link', { name: '审批规则' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '审计记录' })).toHaveCount(0);
  const response = await page.goto('/userCenter/auditTrail');
  expect(response?.status()).toBe(403);
});
