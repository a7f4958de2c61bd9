import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './a11y-support.ts';
import { sentContract } from './contracts-support.ts';
import { jsEnabled, logIn, registerApprovedCompany, smsCode } from './support.ts';

/**
 * Contracts and credit, with JavaScript on and off: a company's main account finds a
 * contract staff sent, opens its PDF, signs it with the code sent to its mobile, and its credit
 * comes from it; another refuses one with a reason.
 */

/**
 * The chain's seeded companies sign here, one per project, each a contract of the credit it has
 * already: a fresh company would still be within the 60 s after its registration code, when no
 * second code may go to its mobile; the demo company's mobile gets the console tests' texts, and a
 * code must be the newest message; and the shop's other tests keep the credit they count on.
 */
const SIGNERS = {
  js: { username: 'huadong', password: 'Demo12345', mobile: '17700000001', credit: 200_000 },
  'no-js': { username: 'huanan', password: 'Demo12345', mobile: '17700000002', credit: 200_000 },
} as const;

test('the main account signs a sent contract with an SMS code, and its credit comes from it', async ({
  page,
  request,
}, testInfo) => {
  const signer = SIGNERS[jsEnabled(testInfo) ? 'js' : 'no-js'];
  const contract = await sentContract(request, signer.username, signer.credit);
  await logIn(page, signer.username, signer.password);

  await page.goto('/userCenter/contract');
  const row = page.getByRole('row', { name: new RegExp(contract.contractNo) });
  await expect(row.getByText('已发起')).toBeVisible();
  const sign = row.getByRole('link', { name: `签署合同${contract.contractNo}（新窗口）` });
  await expect(sign).toHaveAttribute('target', '_blank');
  const signUrl = (await sign.getAttribute('href'))!;
  const preview = row.getByRole('link', { name: `预览合同${contract.contractNo}（新窗口）` });
  await expect(preview).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await preview.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSeriousViolations(page, 'contract list');

  // The search box searches (DESIGN.md decision 11).
  const search = page.getByRole('search', { name: '搜索合同编号或名称' });
  await search.getByRole('textbox', { name: '搜索合同编号或名称' }).fill('没有这个合同');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText(/暂无合同/)).toBeVisible();

  await page.goto(signUrl);
  await expect(page.getByRole('heading', { level: 1, name: `签署合同 ${contract.contractNo}` })).toBeVisible();
  await expectNoSeriousViolations(page, 'contract signing');
  // Signing without the agreement is refused with the reason, nothing changes.
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('status').filter({ hasText: '签署验证码已发送' })).toBeVisible();
  await page.getByLabel('短信验证码').fill(smsCode(signer.mobile));
  await page.getByRole('button', { name: '确认签署' }).click();
  await expect(page.getByText('请先阅读合同并勾选「我已阅读并同意」').first()).toBeVisible();

  await page.getByLabel('我已阅读并同意').check();
  await page.getByLabel('短信验证码').fill(smsCode(signer.mobile));
  await page.getByRole('button', { name: '确认签署' }).click();
  await expect(page.getByText('合同已签署，授信额度已生效').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /本合同已于 .* 签署/ })).toBeVisible();

  await page.goto('/userCenter/credit');
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: `¥${signer.credit}.00` })
      .first(),
  ).toBeVisible();
  const grant = page.getByRole('row', { name: new RegExp(contract.contractNo) });
  await expect(grant.getByText('合同授信')).toBeVisible();
  await expectNoSeriousViolations(page, 'credit');
});

test('refusing a contract needs a reason; a refused one can no longer be signed', async ({
  page,
  request,
}, testInfo) => {
  const company = await registerApprovedCompany(request, testInfo);
  const contract = await sentContract(request, company.username);
  await logIn(page, company.username, company.password);
  await page.goto('/userCenter/contract');
  const href = await page.getByRole('link', { name: `签署合同${contract.contractNo}（新窗口）` }).getAttribute('href');
  await page.goto(href!);
  const refuse = page.getByRole('form', { name: '拒签' });
  await refuse.getByRole('button', { name: '拒签' }).click();
  await expect(refuse.getByText('请填写拒签原因').first()).toBeVisible();
  await refuse.getByLabel('拒签原因').fill('账期天数与洽谈结果不符');
  await refuse.getByRole('button', { name: '拒签' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '您已拒签本合同，原因：账期天数与洽谈结果不符' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '确认签署' })).toHaveCount(0);
  await page.goto('/userCenter/contract');
  await expect(page.getByRole('row', { name: new RegExp(contract.contractNo) }).getByText('已拒签')).toBeVisible();
});

test('a purchaser has no contracts menu and no contract screen', async ({ page }) => {
  await logIn(page, 'demo_buyer');
  await page.goto('/userCenter/index');
  await expect(page.getByRole('link', { name: '我的合同' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '账期额度' })).toBeVisible();
});
