import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** Runs the staff command line against the e2e shop's database, as staff would. */
export function staff(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'backend/staff/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e', NODE_ENV: 'production', SMS_LOG: '0' },
    encoding: 'utf8',
  }).trim();
}

/** The code in the newest SMS sent to a mobile. */
export function smsCode(mobile: string): string {
  const code = staff('sms', mobile).match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code for ${mobile}`);
  return code;
}

export const jsEnabled = (testInfo: TestInfo) => testInfo.project.name === 'js';

/** A value unique to this test run and project, for usernames and mobiles that must not clash. */
export function unique(testInfo: TestInfo): { suffix: string; mobile: string } {
  const stamp = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const project = jsEnabled(testInfo) ? '5' : '7';
  const worker = String(testInfo.workerIndex % 10);
  return {
    suffix: `${project}${worker}${stamp}`,
    mobile: `15${project}${worker}${stamp}${testInfo.retry}`.slice(0, 11),
  };
}

export async function loginByPassword(page: Page, username: string, password = 'Demo12345') {
  await page.goto('/home/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText(`您好，${username}`)).toBeVisible();
}

/**
 * A company of its own, registered through the REST API and approved by staff,
 * for tests that change a company's data and must leave the demo company as it is.
 */
export async function registerApprovedCompany(request: APIRequestContext, testInfo: TestInfo) {
  const { suffix, mobile } = unique(testInfo);
  const company = { username: `corp${suffix}`, password: 'Corp12345', mobile, suffix };
  const sent = await request.post('/api/sms/code', { form: { mobile } });
  expect(await sent.json()).toMatchObject({ code: 0 });
  const registered = await request.post('/rest/customer/register', {
    form: {
      username: company.username,
      password: company.password,
      confirmPassword: company.password,
      companyName: '自建测试有限公司',
      linkman: '周八',
      mobile,
      code: smsCode(mobile),
      email: `${company.username}@example.com`,
      agree: 'on',
    },
  });
  expect(await registered.json()).toMatchObject({ code: 0 });
  staff('approve-company', company.username);
  return company;
}
