import { expect, test } from './fixtures.ts';
import { apiPost, apiToken } from './orders-support.ts';
import { latestSms, logIn, registerApprovedCompany, smsCode, unique } from './support.ts';

/** Personal info, with JavaScript on and off. */
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

test.describe('change password (修改密码)', () => {
  test('the code goes to the account’s own mobile; afterwards other devices are logged out', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // A company registered and approved, an approver added, two browsers and two SMS codes: a journey.
    test.setTimeout(120_000);
    // An approver the main account adds: its mobile has had no code yet (registration's is on a 60 s wait).
    const company = await registerApprovedCompany(request, testInfo);
    const { suffix } = unique(testInfo);
    const approver = { username: `apr${suffix}`, password: 'Approve12345', mobile: `137${suffix}` };
    await apiPost(request, await apiToken(request, company.username, company.password), '/rest/customer/addAccount', {
      username: approver.username,
      accountType: 1,
      linkman: '审核员',
      mobile: approver.mobile,
      email: `${approver.username}@example.com`,
      password: approver.password,
      confirmPassword: approver.password,
    });
    const other = await browser.newPage({ javaScriptEnabled: testInfo.project.name === 'js' });
    await logIn(other, approver.username, approver.password);
    await logIn(page, approver.username, approver.password);
    await page.goto('/userCenter/index');
    await page.getByRole('link', { name: '账户安全' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '修改密码' })).toBeVisible();
    await expect(page.getByLabel('本账号手机号码')).toHaveValue(approver.mobile);
    await page.getByLabel('当前密码').fill('Wrong12345');
    await page.getByLabel(/^新密码\s*\*?$/).fill('Better12345');
    await page.getByLabel('确认新密码').fill('Better12345');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('短信已发送，请查收')).toBeVisible();
    // Asking for the code keeps the passwords typed (without JavaScript the page reloads).
    await expect(page.getByLabel('当前密码')).toHaveValue('Wrong12345');
    await expect(page.getByLabel('确认新密码')).toHaveValue('Better12345');
    await page.getByLabel('短信验证码').fill(smsCode(approver.mobile));
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '当前密码不正确' })).toBeVisible();

    await page.getByLabel('当前密码').fill(approver.password);
    await page.getByLabel(/^新密码\s*\*?$/).fill('Better12345');
    await page.getByLabel('确认新密码').fill('Better12345');
    await page.getByLabel('短信验证码').fill(smsCode(approver.mobile));
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page).toHaveURL(/\/userCenter\/index/);
    await expect(page.getByRole('region', { name: '消息' })).toContainText('密码已修改');
    expect(latestSms(approver.mobile)).toContain('密码已于');

    // This browser stays logged in with its new token; the other one is out.
    await page.goto('/userCenter/order');
    await expect(page).toHaveURL(/\/userCenter\/order/);
    await other.goto('/userCenter/order');
    await expect(other).toHaveURL(/\/home\/login/);
    await other.close();
  });
});
