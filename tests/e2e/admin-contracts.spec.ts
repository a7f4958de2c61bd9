import { expect, test, type Browser, type Page, type TestInfo } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { jsEnabled, unique, staffLogIn } from './support.ts';

/**
 * The console's contracts, with JavaScript on and off: a service member drafts a
 * contract for the seeded company 示例科技有限公司 and sends it, its PDF a click away; a credit
 * above the approval amount (200000 yuan by default) is refused sending until a finance member,
 * not the drafter, approves it.
 */

const COMPANY = '示例科技有限公司';

/** A console page of its own (its own cookies), logged in as the member. */
async function consolePage(browser: Browser, testInfo: TestInfo, username: string): Promise<Page> {
  const page = await (await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) })).newPage();
  await staffLogIn(page, username);
  return page;
}

/**
 * Drafts a contract from 合同 → 起草合同 (the company found by the name filter), and lands on its
 * page: its number.
 */
async function draft(page: Page, name: string, creditYuan: number): Promise<string> {
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '合同', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '合同' })).toBeVisible();
  await page.getByRole('link', { name: '起草合同' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '起草合同' })).toBeVisible();

  const finder = page.getByRole('search', { name: '查找签约企业' });
  await finder.getByLabel('按企业名称、账号或手机号查找').fill('示例科技');
  await finder.getByRole('button', { name: '查找' }).click();
  await expect(page).toHaveURL(/\/admin\/contracts\/new\?q=/);
  await expectNoSeriousViolations(page, 'draft a contract');

  await page.getByRole('combobox', { name: '签约企业' }).selectOption({ label: COMPANY });
  await page.getByLabel('合同名称').fill(name);
  await page.getByLabel('合同类型').selectOption({ label: '账期采购协议' });
  await page.getByLabel('甲方负责人').fill('张三');
  await page.getByLabel('乙方负责人').fill('王经理');
  await page.getByLabel('授信额度（元）').fill(String(creditYuan));
  await page.getByLabel('账期（天）').fill('30');
  await page.getByLabel('合同金额（元）').fill('500000');
  await page.getByLabel('其他约定').fill('按月对账，次月结清。');
  await page.getByRole('button', { name: '保存草稿' }).click();

  await expect(page).toHaveURL(/\/admin\/contracts\/\d+$/);
  await expect(page.getByText('合同草稿已保存').first()).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/HT\d+/);
  const contractNo = (await heading.textContent())!.match(/HT\d+/)![0];
  const facts = page.locator('.console-facts');
  await expect(facts).toContainText('未发起');
  await expect(facts).toContainText(COMPANY);
  // The yuan typed are the yuan kept: the web forwards them as typed.
  await expect(facts).toContainText(`${creditYuan}.00`);
  return contractNo;
}

test('a service member drafts a contract for 示例科技有限公司, sends it, and its PDF opens', async ({
  page,
}, testInfo) => {
  const { suffix } = unique(testInfo);
  await staffLogIn(page, 'staff_service');
  const contractNo = await draft(page, `年度账期采购协议${suffix}`, 100_000);
  // No approval is needed for 100000 yuan, and nothing to open before it is sent.
  await expect(page.getByText('待审批')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /查看合同文件/ })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'contract draft');

  await page.getByRole('button', { name: '发出合同' }).click();
  await expect(page.getByText('合同已发出，已短信通知企业').first()).toBeVisible();
  await expect(page.locator('.console-facts')).toContainText('已发起');
  await expect(page.locator('.console-facts')).toContainText('文件指纹（SHA-256）');
  const trail = page.getByRole('region', { name: '操作记录' });
  await expect(trail).toContainText('发出合同');
  await expect(trail).toContainText('起草合同');

  const link = page.getByRole('link', { name: '查看合同文件（PDF，新窗口打开）' });
  await expect(link).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSeriousViolations(page, 'contract sent');

  // The list finds it by number, with its state; the export carries it.
  await page.goto(`/admin/contracts?q=${contractNo}`);
  const row = page.getByRole('row', { name: new RegExp(contractNo) });
  await expect(row).toContainText('已发起');
  await expect(row).toContainText(COMPANY);
  await expectNoSeriousViolations(page, 'contract list');
  const csv = await page.request.get(`/admin/export/contracts?q=${contractNo}`);
  expect(await csv.text()).toContain(contractNo);
});

test('a credit above the approval amount is refused sending until a finance member approves it', async ({
  page,
  browser,
}, testInfo) => {
  const { suffix } = unique(testInfo);
  await staffLogIn(page, 'staff_service');
  const contractNo = await draft(page, `大额授信协议${suffix}`, 300_000);
  const contractUrl = page.url();
  await expect(page.getByText(/授信额度超过200000\.00元/)).toBeVisible();
  // Service may not approve: the step is not offered to them.
  await expect(page.getByRole('button', { name: '审批授信额度' })).toHaveCount(0);

  await page.getByRole('button', { name: '发出合同' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '须由另一位财务人员审批后才能发出' })).toBeVisible();
  await page.goto(contractUrl);
  await expect(page.locator('.console-facts')).toContainText('未发起');

  await page.goto(`/admin/contracts?q=${contractNo}`);
  await expect(page.getByRole('row', { name: new RegExp(contractNo) })).toContainText('待审批');

  const finance = await consolePage(browser, testInfo, 'staff_finance');
  await finance.goto(contractUrl);
  await finance.getByRole('button', { name: '审批授信额度' }).click();
  await expect(finance.getByText('授信额度已审批').first()).toBeVisible();
  await expect(finance.locator('.console-facts')).toContainText('staff_finance');
  await expect(finance.getByRole('button', { name: '审批授信额度' })).toHaveCount(0);
  await finance.context().close();

  await page.goto(contractUrl);
  await expect(page.getByText(/授信额度超过200000\.00元/)).toHaveCount(0);
  // The draft says it has its approval, and whose.
  await expect(page.getByRole('region', { name: '授信审批' })).toContainText(
    '已审批 授信额度已由staff_finance审批，可以发出。',
  );
  await page.getByRole('button', { name: '发出合同' }).click();
  await expect(page.getByText('合同已发出，已短信通知企业').first()).toBeVisible();
  await expect(page.locator('.console-facts')).toContainText('已发起');
  const trail = page.getByRole('region', { name: '操作记录' });
  await expect(trail).toContainText('审批授信额度');
  await expect(trail).toContainText('staff_finance');
});

test('the draft says, before it is saved or sent, whether its credit needs a finance member’s approval', async ({
  page,
}, testInfo) => {
  const js = jsEnabled(testInfo);
  await staffLogIn(page, 'staff_service');
  await page.goto('/admin/contracts/new');
  const approval = page.getByRole('region', { name: '授信审批' });
  await expect(approval).toContainText(
    '授信额度超过200000.00元的合同，发出前须由一位未起草、未修改过它的财务人员审批。',
  );
  const typed = async (yuan: string) => {
    await page.getByLabel('授信额度（元）').fill(yuan);
    // Without JavaScript the form says it once posted: refused here, as nothing else is filled.
    if (!js) await page.getByRole('button', { name: '保存草稿' }).click();
  };
  await typed('300000.01');
  await expect(approval.getByText('待审批', { exact: true })).toBeVisible();
  await expect(approval).toContainText('授信额度超过200000.00元，须由未起草、未修改过该合同的财务人员审批后才能发出。');
  await typed('200000');
  await expect(approval).toContainText('无需审批：授信额度未超过200000.00元。');
  await expect(approval.getByText('待审批', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/contracts\/new$/);
});
