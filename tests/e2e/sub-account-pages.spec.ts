import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { apiGet, apiToken } from './orders-support.ts';
import { logIn } from './support.ts';

/**
 * The user centre's refusals are pages in its frame, with JavaScript on and off: what only the
 * main account may do (企业认证, 我的合同, 对账单) tells an approver or purchaser so, and another
 * company's id (or one that does not exist) is the 404 page — never the bare 500 page.
 */

/** The demo company's own records, read as its main account through the REST API. */
async function demoIds(request: APIRequestContext) {
  const token = await apiToken(request, 'demo');
  const first = async (path: string) =>
    (await apiGet<{ list: { id: number }[] }>(request, token, `${path}?page=1&limit=1`)).list[0]!.id;
  const [certification] = await apiGet<{ id: number }[]>(request, token, '/rest/customer/corpcert/list');
  return {
    statement: await first('/rest/customer/bill/balancePage'),
    contract: await first('/rest/contract/page'),
    order: await first('/rest/order/myOrder'),
    certification: certification!.id,
  };
}

/** An id no record will have in a test run, yet a valid one. */
const MISSING = 2147483647;

/** The user centre's frame around the page: its left menu and the breadcrumb naming the screen. */
async function expectFrame(page: Page, screen?: string) {
  await expect(page.getByRole('navigation', { name: '用户中心', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '我的主页' }).first()).toBeVisible();
  if (screen) await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText(screen);
}

test('an approver and a purchaser are told in the frame that only the main account may certify, sign and settle', async ({
  page,
  request,
}) => {
  const ids = await demoIds(request);
  const pages: [path: string, screen: string][] = [
    ['/userCenter/corpcert', '实名认证管理'],
    [`/userCenter/corpcert?apply=${ids.certification}`, '实名认证管理'],
    ['/userCenter/corpcert/add', '编辑认证资料'],
    ['/userCenter/corpcert/edit', '编辑认证资料'],
    [`/userCenter/corpcert/edit/${ids.certification}`, '编辑认证资料'],
    [`/userCenter/corpcert/view/${ids.certification}`, '认证资料'],
    ['/userCenter/contract', '我的合同'],
    [`/userCenter/contract/sign/${ids.contract}`, '签署合同'],
    ['/userCenter/bill', '对账单'],
    [`/userCenter/bill/${ids.statement}`, '对账单'],
    [`/userCenter/bill/${ids.statement}/remit`, '汇款'],
  ];
  for (const username of ['demo_approver', 'demo_buyer']) {
    await logIn(page, username);
    for (const [path, screen] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), `${username} ${path}`).toBe(403);
      await expect(page).toHaveTitle('仅限主账号 | 采购商城');
      await expect(page.getByRole('heading', { level: 1, name: '仅限主账号' })).toBeVisible();
      await expect(page.getByText('只有主账号可以查看和办理此项业务，请联系贵公司的主账号。')).toBeVisible();
      await expectFrame(page, screen);
      // The menu is the sub-account's own: no entry it could not open.
      await expect(page.getByRole('link', { name: '对账单', exact: true })).toHaveCount(0);
    }
  }
  // Credit is the company's, readable by every account.
  expect((await page.goto('/userCenter/credit'))?.status()).toBe(200);
  await page.goto('/userCenter/bill');
  await expectNoSeriousViolations(page, 'main account only');
});

test('the notice speaks English too', async ({ page }) => {
  await logIn(page, 'demo_approver');
  const response = await page.goto('/userCenter/contract?lng=en');
  expect(response?.status()).toBe(403);
  await expect(page).toHaveTitle('Main account only | Caigou');
  await expect(
    page.getByText("Only your company's main account can view or do this. Please ask your main account."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to my home' })).toHaveAttribute('href', '/userCenter/index');
});

test('another company’s statement, remittance, contract and invoice details are the 404 page in the frame', async ({
  page,
  request,
}) => {
  const ids = await demoIds(request);
  const foreign = [
    `/userCenter/bill/${ids.statement}`,
    `/userCenter/bill/${ids.statement}/remit`,
    `/userCenter/contract/sign/${ids.contract}`,
    `/userCenter/invoiceInfo/${ids.order}`,
  ];
  await logIn(page, 'other', 'Other12345');
  for (const path of foreign) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 | 采购商城');
    await expectFrame(page);
    await expect(page.getByText('示例科技有限公司')).toHaveCount(0);
  }
  await expectNoSeriousViolations(page, 'not found in the user centre');

  // Ids nobody has, and a statement version that does not exist, are the same page for the owner.
  await logIn(page, 'demo');
  for (const path of [
    `/userCenter/bill/${MISSING}`,
    `/userCenter/bill/${MISSING}/remit`,
    `/userCenter/bill/${ids.statement}?version=${MISSING}`,
    `/userCenter/contract/sign/${MISSING}`,
    `/userCenter/invoiceInfo/${MISSING}`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expectFrame(page);
  }
});
