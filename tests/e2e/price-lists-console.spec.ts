import type { APIRequestContext } from '@playwright/test';
import type { Envelope } from '../../common/envelope.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { expect, test } from './fixtures.ts';
import { jsEnabled, logIn, registerApprovedCompany, staffLogIn, unique } from './support.ts';

/**
 * The console's price lists (协议价), with JavaScript on and off: a finance member finds the demo
 * company, gives it a list for a period after the seeded one, is refused an overlapping one,
 * imports a CSV (a file with a bad row imports nothing and names the line), sees the rows, and
 * deletes the list; axe on each screen.
 */

const COMPANY = '示例科技有限公司';

/** Codes of goods the shop has, read as a buyer's page would. */
async function goodsCodes(request: APIRequestContext, count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let id = 1; codes.length < count && id < 100; id++) {
    const reply = (await (await request.get(`/rest/goods/detail/${id}`)).json()) as Envelope<{ goodsCode: string }>;
    if (reply.code === 0) codes.push(reply.data.goodsCode);
  }
  return codes;
}

const csv = (lines: string[]) => ({
  name: 'prices.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\r\n')),
});

test('a finance member gives the demo company a price list, imports a CSV and sees its rows', async ({
  page,
  request,
}, testInfo) => {
  const { suffix } = unique(testInfo);
  // A period of its own, years after the seeded list's, apart for each project and run.
  const year = 2040 + (Number(suffix.slice(-5)) % 400);
  const months = jsEnabled(testInfo) ? ['01', '03'] : ['07', '09'];
  const name = `E2E协议价${suffix}`;
  const [first, second] = await goodsCodes(request, 2);

  await staffLogIn(page, 'staff_finance');
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '协议价', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '协议价与商品池' })).toBeVisible();
  await expect(page.getByRole('region', { name: '全部价目表' }).first()).toContainText('年度协议价');
  await expectNoSeriousViolations(page, 'price lists');

  await page.getByLabel('企业名称、用户名或手机号').fill('示例科技');
  await page.getByRole('button', { name: '查找' }).click();
  await page.getByRole('link', { name: COMPANY }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `${COMPANY}的协议价` })).toBeVisible();
  await expectNoSeriousViolations(page, 'a company’s price lists');

  // A list without a name is refused in the browser (with JavaScript) or by the action (without).
  const form = page.locator('form.price-list-form');
  await form.getByLabel('生效日期').fill(`${year}-${months[0]}-01`);
  await form.getByLabel('截止日期').fill(`${year}-${months[1]}-30`);
  await form.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText('请填写价目表名称').first()).toBeVisible();
  await expect(page.getByLabel('价目表名称')).toBeFocused();

  await page.getByLabel('价目表名称').fill(name);
  await page.getByLabel('生效日期').fill(`${year}-${months[0]}-01`);
  await page.getByLabel('截止日期').fill(`${year}-${months[1]}-30`);
  await page.getByRole('button', { name: '创建' }).click();
  await expect(page).toHaveURL(/\/admin\/priceLists\/\d+$/);
  await expect(page.getByText('价目表已创建').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `价目表：${name}` })).toBeVisible();
  const listUrl = page.url();

  // The same period again for the company is refused, saying which list it overlaps.
  await page.goto(listUrl.replace(/priceLists\/\d+$/, `priceLists/company/${await companyIdOn(page)}`));
  await page.getByLabel('价目表名称').fill(`${name}重叠`);
  await page.getByLabel('生效日期').fill(`${year}-${months[0]}-15`);
  await page.getByLabel('截止日期').fill(`${year}-${months[1]}-15`);
  await page.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText(`价目表“${name}”`).first()).toBeVisible();
  await page.goto(listUrl);
  // A file chosen while the page still hydrates is lost to the form's script (it then says no file was chosen).
  await page.waitForLoadState('networkidle');

  // A file with a bad row imports nothing and names its line.
  await page
    .getByLabel('选择 .xlsx 或 .csv 文件')
    .setInputFiles(csv(['商品编码,协议价', `${first},12.34`, 'NO-SUCH-CODE,5']));
  await page.getByRole('button', { name: '导入' }).click();
  const problems = page.getByRole('alert').filter({ hasText: '以下行有误' });
  await expect(problems).toContainText('第 3 行');
  await expect(page.getByText('还没有按商品定价')).toBeVisible();

  await page
    .getByLabel('选择 .xlsx 或 .csv 文件')
    .setInputFiles(csv(['商品编码,协议价', `${first},12.34`, `${second},5`]));
  await page.getByRole('button', { name: '导入' }).click();
  await expect(page.getByText('已导入2行').first()).toBeVisible();
  const items = page.getByRole('region', { name: '商品协议价' }).first();
  await expect(items.getByRole('row', { name: new RegExp(first!) })).toContainText('12.34');
  await expect(items.getByRole('row', { name: new RegExp(second!) })).toContainText('5.00');
  await expect(page.locator('.price-list-facts')).toContainText('2');
  await expectNoSeriousViolations(page, 'a price list');

  await page.getByRole('button', { name: '删除价目表' }).click();
  await expect(page.getByText('价目表已删除').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${COMPANY}的协议价` })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});

/** The company's id, from the list page's link to the company's lists. */
async function companyIdOn(page: import('@playwright/test').Page): Promise<string> {
  const href = await page.getByRole('link', { name: COMPANY }).first().getAttribute('href');
  return href!.match(/company\/(\d+)/)![1]!;
}

test('a finance member turns on a new company’s catalogue, adds goods by code, and turns it off', async ({
  page,
  request,
}, testInfo) => {
  // A company of this test's own: a catalogue hides every other goods from its buyers.
  const company = await registerApprovedCompany(request, testInfo);
  const [code] = await goodsCodes(request, 1);
  await staffLogIn(page, 'staff_finance');
  await page.goto(`/admin/priceLists?q=${company.username}`);
  await page.getByRole('link', { name: '自建测试有限公司' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '自建测试有限公司的协议价' })).toBeVisible();
  await expect(page.getByText('未开启：可看到全部商品')).toBeVisible();
  await page.getByRole('link', { name: '管理商品池' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '自建测试有限公司的专属商品池' })).toBeVisible();
  await page.getByRole('button', { name: '开启商品池' }).click();
  await expect(page.getByText('已开启专属商品池').first()).toBeVisible();
  await page.getByLabel('商品编码').fill(code!);
  await page.getByRole('button', { name: '加入', exact: true }).click();
  await expect(page.getByText('商品池已保存').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code!) })).toBeVisible();
  await expectNoSeriousViolations(page, 'a catalogue');
  await page.getByRole('button', { name: '关闭并清空商品池' }).click();
  await expect(page.getByText('未开启：可看到全部商品')).toBeVisible();
});

test('the demo company’s signed contract names the price list it carries, for staff and for its buyer', async ({
  page,
}) => {
  await staffLogIn(page, 'staff_viewer');
  await page.goto('/admin/priceLists');
  const row = page.getByRole('row', { name: /年度协议价/ });
  await row.getByRole('link', { name: /^HT\d+/ }).click();
  await expect(page).toHaveURL(/\/admin\/contracts\/\d+$/);
  await expect(page.getByRole('link', { name: '年度协议价' })).toBeVisible();

  await logIn(page, 'demo');
  await page.goto('/userCenter/contract');
  await expect(page.getByRole('row', { name: /年度协议价/ })).toBeVisible();
});
