import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { moneyToText, parseMoney, payable, type Money } from '../../common/money.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { sentContract, signContract, staffToken } from './contracts-support.ts';
import { apiGet, apiPost, apiToken, setUpDelivery, stockedGoods } from './orders-support.ts';
import { jsEnabled, logIn, registerApprovedCompany, staffLogIn } from './support.ts';

/**
 * A contract granting less credit than its company already uses, with JavaScript on and off: the
 * console says so before the contract is sent — what the company uses, the new limit and the
 * negative amount it leaves, with a sentence saying what that means — and once the company signs
 * it, its 账期额度 shows nothing available and says by how much it is over its limit.
 *
 * A company of its own, so no other test's credit moves: it signs a first contract, buys on
 * credit, then signs the smaller one. Each signature needs a code texted to its main account,
 * and one mobile is texted once a minute (the registration code was the first): the test waits
 * for the shop to send each code, as the buyer would.
 */

/** A new limit far below what the company will use: the ¥1,000 of the audit, scaled to one order. */
const NEW_CREDIT = '100';

/** Yuan as the shop shows them: two places, half-up to the fen. */
const shown = (money: Money) => moneyToText(payable(money), 2);

/** One credit order worth at least `atLeast` yuan, paid on credit terms. */
async function creditOrder(request: APIRequestContext, token: string, atLeast: number) {
  const goods = await stockedGoods(request);
  const detail = await apiGet<{ salePrice: number }>(request, token, `/rest/goods/detail/${goods.id}`);
  const quantity = Math.max(goods.quantity, Math.ceil(atLeast / detail.salePrice));
  const addresses = await apiGet<{ list: { id: number }[] }>(request, token, '/rest/address/my');
  const headers = await apiGet<{ list: { id: number }[] }>(request, token, '/rest/invoiceHeader/my');
  const uuId = await apiPost<number>(request, token, '/rest/order/buyGoods', { goodsId: goods.id, quantity });
  await apiPost(request, token, '/rest/order/submitOrderBuy', {
    uuId,
    payTypeId: 2,
    consigneeId: addresses.list[0]!.id,
    invoiceHeader: headers.list[0]!.id,
  });
}

/** The figures the console should show, from what the company uses now. */
async function expectWarning(page: Page, used: Money, formOrPage: 'draft' | 'contract') {
  const over = (used - parseMoney(NEW_CREDIT)!) as Money;
  const panel = page.getByRole('region', { name: '签署后的账期额度' });
  await expect(panel).toBeVisible();
  await expect(
    panel
      .getByRole('definition')
      .filter({ hasText: `¥${shown(used)}` })
      .first(),
  ).toBeVisible();
  await expect(panel).toContainText(`签署后授信额度¥${NEW_CREDIT}.00`);
  await expect(panel).toContainText(`签署后剩余额度−¥${shown(over)}`);
  await expect(panel.getByText(`签署后，该企业的已用额度将超出新的授信额度 ¥${shown(over)}`)).toBeVisible();
  await expectNoSeriousViolations(page, `over-limit ${formOrPage}`);
}

test('a contract below the credit in use is flagged before it is sent, and the buyer is told it is over its limit', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const company = await registerApprovedCompany(request, testInfo);
  const buyer = await apiToken(request, company.username, company.password);
  await setUpDelivery(request, buyer, company.mobile);
  const first = await sentContract(request, company.username, 50_000);
  await signContract(request, buyer, company.mobile, first.id);
  await creditOrder(request, buyer, 300);
  const credit = await apiGet<{ usedQuota: number; creditLimit: number }>(request, buyer, '/rest/customer/credit');
  const used = parseMoney(credit.usedQuota)!;
  expect(used).toBeGreaterThan(parseMoney(NEW_CREDIT)!);

  // The console drafts the smaller contract (the company chosen by its id: fresh companies share a name).
  const token = await staffToken(request);
  const companies = (await (
    await request.get('/rest/staff/companies', { params: { token, q: company.username } })
  ).json()) as { data: { list: { id: number; username: string }[] } };
  const companyId = companies.data.list.find((row) => row.username === company.username)!.id;
  await staffLogIn(page, 'staff_service');
  // Fresh companies share a name: the clerk finds this one by its main account.
  await page.goto(`/admin/contracts/new?q=${company.username}`);
  const form = page.locator('form.contract-form');
  await form.getByRole('combobox', { name: '签约企业' }).selectOption({ value: String(companyId) });
  await form.getByLabel('合同名称').fill('调整账期额度协议');
  await form.getByLabel('合同类型').selectOption({ label: '账期采购协议' });
  await form.getByLabel('甲方负责人').fill('周八');
  await form.getByLabel('乙方负责人').fill('王经理');
  await form.getByLabel('授信额度（元）').fill(NEW_CREDIT);
  await form.getByLabel('账期（天）').fill('30');
  if (jsEnabled(testInfo)) {
    // With JavaScript the draft says it as the credit is typed, before it is saved.
    await expectWarning(page, used, 'draft');
  } else {
    await expect(page.getByText('选择签约企业后，这里显示它的已用额度和签署后的剩余额度。')).toBeVisible();
  }
  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveURL(/\/admin\/contracts\/\d+$/);
  await expect(page.getByText('合同草稿已保存').first()).toBeVisible();
  const contractUrl = page.url();
  const contractId = Number(contractUrl.match(/(\d+)$/)![1]);
  // The saved draft says it, above the button that sends it.
  await expectWarning(page, used, 'draft');

  await page.getByRole('button', { name: '发出合同' }).click();
  await expect(page.getByText('合同已发出，已短信通知企业').first()).toBeVisible();
  await expect(page.locator('.console-facts')).toContainText('已发起');
  // Sent and waiting for its signature, it still says so.
  await expectWarning(page, used, 'contract');

  await signContract(request, buyer, company.mobile, contractId);
  await page.goto(contractUrl);
  await expect(page.locator('.console-facts')).toContainText('已签署');
  await expect(page.getByRole('region', { name: '签署后的账期额度' })).toHaveCount(0);

  // The buyer's 账期额度: nothing available (never a negative number) and the excess in words.
  const over = (used - parseMoney(NEW_CREDIT)!) as Money;
  await logIn(page, company.username, company.password);
  await page.goto('/userCenter/credit');
  const totals = page.locator('.credit-totals');
  await expect(totals).toContainText(`授信额度¥${NEW_CREDIT}.00`);
  await expect(totals).toContainText(`已用额度¥${shown(used)}`);
  await expect(totals).toContainText('可用额度¥0.00');
  await expect(page.getByText(`已超出额度 ¥${shown(over)}`)).toBeVisible();
  await expect(page.getByText('还清超出部分之前不能用账期支付下单')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('¥-');
  await expectNoSeriousViolations(page, 'credit over its limit');
});
