import type { APIRequestContext, Page } from '@playwright/test';
import type { FillOrder } from '../../common/areas/orders/order-types.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { buyNow } from './checkout-support.ts';
import { expect, test } from './fixtures.ts';
import { apiPost, apiToken, setUpDelivery, stockedGoods } from './orders-support.ts';
import { logIn, registerApprovedCompany, unique } from './support.ts';

/**
 * Budgets (采购预算) in the browser, with JavaScript on and off, on a company of the test's own: its
 * main account sets a company and a purchaser budget (a refusal first, which puts focus on the
 * amount); its own order over the company's budget is refused with what is left; approving its
 * purchaser's purchase over the purchaser's budget is refused naming the purchaser and what is
 * left; the page shows the use; the purchaser reads its budgets without a form. axe scans both.
 */

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

/** Ends whatever session the page has and logs in as another account of the company. */
async function switchTo(page: Page, username: string, password: string) {
  await page.context().clearCookies();
  await logIn(page, username, password);
}

/** Fen as the screens write money: grouped, 2 places (1,234.00). */
const yuan = (fen: number) =>
  (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function settlement(request: APIRequestContext, token: string, goodsId: number, quantity: number) {
  const uuId = await apiPost<number>(request, token, '/rest/order/buyGoods', { goodsId, quantity });
  const fill = await apiPost<FillOrder>(request, token, '/rest/order/fillOrder', { uuId });
  return { uuId, fen: Math.round(fill.totalAmount * 100) };
}

test('the main account sets budgets; orders over them are refused with what is left; the use shows', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const company = await registerApprovedCompany(request, testInfo);
  const mainToken = await apiToken(request, company.username, company.password);
  await setUpDelivery(request, mainToken, company.mobile);
  const { suffix } = unique(testInfo);
  const buyer = { username: `bud${suffix}`, password: 'Buy12345', mobile: `139${suffix}` };
  await apiPost(request, mainToken, '/rest/customer/addAccount', {
    username: buyer.username,
    accountType: 2,
    linkman: '采购员',
    mobile: buyer.mobile,
    email: `${buyer.username}@example.com`,
    password: buyer.password,
    confirmPassword: buyer.password,
  });
  const goods = await stockedGoods(request, 45);
  // One order's total, from a settlement the main account leaves unsubmitted.
  const { fen: total } = await settlement(request, mainToken, goods.id, goods.quantity);
  const companyBudget = total + Math.floor(total / 2);
  const buyerBudget = Math.floor((total * 2) / 5);

  // The main account: an empty amount is refused and focused, then the company's monthly budget.
  await logIn(page, company.username, company.password);
  await page.goto('/userCenter/budgets');
  await expect(page.getByRole('heading', { name: '采购预算', level: 1 })).toBeVisible();
  await expect(page.getByText('还没有设置预算。')).toBeVisible();
  await expectNoSeriousViolations(page, 'budgets');
  await page.getByRole('button', { name: '保存预算' }).click();
  const amount = page.getByRole('textbox', { name: /^预算金额（元）/ });
  await expect(page.getByText('请填写预算金额（元）').first()).toBeVisible();
  await expect(amount).toBeFocused();
  await amount.fill((companyBudget / 100).toFixed(2));
  await page.getByRole('button', { name: '保存预算' }).click();
  await expectToast(page, '预算已保存');
  const budgets = page.getByRole('region', { name: '当前预算' });
  await expect(budgets.getByRole('row', { name: /本公司/ })).toContainText(`¥${yuan(companyBudget)}`);

  // The purchaser's monthly budget, below one order.
  await page.getByRole('combobox', { name: '预算对象' }).selectOption({ label: `${buyer.username}（采购员）` });
  await page.getByRole('radio', { name: '每月' }).check();
  await page.getByRole('textbox', { name: /^预算金额（元）/ }).fill((buyerBudget / 100).toFixed(2));
  await page.getByRole('button', { name: '保存预算' }).click();
  await expectToast(page, '预算已保存');
  await expect(budgets.getByRole('row', { name: new RegExp(buyer.username) })).toContainText(`¥${yuan(buyerBudget)}`);

  // The main account's first order fits the company's budget; the second is refused with what is left.
  await buyNow(page, goods.id);
  await page.getByRole('radio', { name: '线下支付' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/container\/pay\/\d+$/);
  await buyNow(page, goods.id);
  await page.getByRole('radio', { name: '线下支付' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText(`超出本公司本月预算，剩余可用 ¥${yuan(companyBudget - total)}`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/container\/getOrderInfo\/\d+$/);

  // The purchaser's purchase waits; approving it would pass the purchaser's budget, and is refused.
  const buyerToken = await apiToken(request, buyer.username, buyer.password);
  const purchase = await settlement(request, buyerToken, goods.id, goods.quantity);
  const headers = await request.get('/rest/invoiceHeader/my', { params: { token: buyerToken } });
  const header = ((await headers.json()) as { data: { list: { id: number }[] } }).data.list[0]!;
  const addresses = await request.get('/rest/address/my', { params: { token: buyerToken } });
  const address = ((await addresses.json()) as { data: { list: { id: number }[] } }).data.list[0]!;
  await apiPost(request, buyerToken, '/rest/order/submitOrderBuy', {
    uuId: purchase.uuId,
    payTypeId: 1,
    consigneeId: address.id,
    invoiceHeader: header.id,
  });
  const batch = (await apiPost<{ batch: string }>(request, buyerToken, `/rest/order/purchase/info/${purchase.uuId}`))
    .batch;
  await page.goto('/userCenter/purchase');
  await page.getByRole('link', { name: `查看 ${batch}` }).click();
  await page.getByRole('button', { name: '审核通过' }).click();
  await expect(
    page.getByText(`超出采购员 ${buyer.username} 的本月预算，剩余可用 ¥${yuan(buyerBudget)}`).first(),
  ).toBeVisible();

  // The use: the company's budget counts the one order, and so does the table per account per month.
  await page.goto('/userCenter/budgets');
  const companyRow = budgets.getByRole('row', { name: /本公司/ });
  await expect(companyRow).toContainText(`¥${yuan(total)}`);
  await expect(companyRow).toContainText(`¥${yuan(companyBudget - total)}`);
  const usage = page.getByRole('region', { name: '各账号每月用量' });
  await expect(usage.getByRole('row', { name: new RegExp(`^${company.username}`) })).toContainText(yuan(total));
  await expect(usage.getByRole('row', { name: /本公司合计/ })).toContainText(yuan(total));
  await expectNoSeriousViolations(page, 'budgets with use');

  // The purchaser reads the budgets that count its orders, and cannot change them.
  await switchTo(page, buyer.username, buyer.password);
  await page.goto('/userCenter/budgets');
  await expect(page.getByText('以下预算限制您的下单金额，由主账号设置。')).toBeVisible();
  await expect(budgets.getByRole('row', { name: new RegExp(buyer.username) })).toContainText(`¥${yuan(buyerBudget)}`);
  await expect(page.getByRole('button', { name: '保存预算' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /删除/ })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'budgets read-only');

  // The main account removes the purchaser's budget.
  await switchTo(page, company.username, company.password);
  await page.goto('/userCenter/budgets');
  await page.getByRole('button', { name: `删除${buyer.username}的每月预算` }).click();
  await expectToast(page, '预算已删除');
  await expect(budgets.getByRole('row', { name: new RegExp(buyer.username) })).toHaveCount(0);
});
