import { expect, test } from '@playwright/test';
import { logIn, registerApprovedCompany, smsCode, unique } from './support.ts';

/** Personal info (issue 14 item 1), with JavaScript on and off. */
test.describe('personal info (个人信息)', () => {
  test('a buyer changes the contact person and e-mail; the user home shows them', async ({
    page,
    request,
  }, testInfo) => {
    const company = await registerApprovedCompany(request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/index');
    await page.getByRole('link', { name: '个人信息' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
    await expect(page.getByText('自建测试有限公司')).toBeVisible();
    await page.getByLabel('联系人').fill('陈晨');
    await page.getByLabel('电子邮箱').fill('not-an-email');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('请输入正确的电子邮箱').first()).toBeVisible();
    await page.getByLabel('电子邮箱').fill(`chen${company.suffix}@example.com`);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/userCenter\/index/);
    await expect(page.getByRole('region', { name: '消息' })).toContainText('个人信息已保存');
    await page.goto('/userCenter/userInfo/edit');
    await expect(page.getByLabel('联系人')).toHaveValue('陈晨');
  });

  test('a new mobile needs the code sent to it', async ({ page, request }, testInfo) => {
    const company = await registerApprovedCompany(request, testInfo);
    await logIn(page, company.username, company.password);
    await page.goto('/userCenter/userInfo/edit');
    const mobile = `188${unique(testInfo).mobile.slice(3)}`;
    await page.getByLabel('手机号码').fill(mobile);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '更换手机号码需要填写发送到新号码的短信验证码' }),
    ).toBeVisible();
    await page.getByLabel('手机号码').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('短信已发送，请查收')).toBeVisible();
    await page.getByLabel('短信验证码').fill(smsCode(mobile));
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/userCenter\/index/);
    await page.goto('/userCenter/userInfo/edit');
    await expect(page.getByLabel('手机号码')).toHaveValue(mobile);
  });
});
